/** Initials of the first two words of the name, else the letter U. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean).slice(0, 2);
  const letters = words.map((word) => Array.from(word)[0] ?? "").join("");
  return letters ? letters.toLocaleUpperCase() : "U";
}
