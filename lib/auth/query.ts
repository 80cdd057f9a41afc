export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a query parameter. */
export function param(params: SearchParams, name: string): string | null {
  const value = params[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** The query string as received ("" or "?a=1&b=2"), to carry between /login and /signup. */
export function queryString(params: SearchParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (name === "error") continue;
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(name, item);
  }
  const text = query.toString();
  return text ? `?${text}` : "";
}
