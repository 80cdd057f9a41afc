// A tiny cookie jar for the recipe's tests: name → value, from an answer's Set-Cookie lines (a cleared
// cookie leaves it).
export function cookieJar() {
  const cookies = new Map();
  return {
    /** @param {string[]} lines the answer's Set-Cookie lines */
    take(lines) {
      for (const line of lines) {
        const [pair] = line.split(";");
        const at = pair.indexOf("=");
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1);
        if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === "") cookies.delete(name);
        else cookies.set(name, value);
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    has: (name) => cookies.has(name),
    names: () => [...cookies.keys()],
  };
}
