import type { Role } from "@/lib/roles";

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

/** A query string ("?a=1&a=2") as the record Next hands a page, repeated names as arrays. */
export function searchParamsOf(search: string): SearchParams {
  const params: SearchParams = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const known = params[name];
    params[name] = known === undefined ? value : Array.isArray(known) ? [...known, value] : [known, value];
  }
  return params;
}

/** `role=Facilitator` (any case) chooses a facilitator; anything else, or nothing, a student. */
export function roleOf(params: SearchParams): Role {
  return chosenRoleOf(params) ?? "student";
}

/** The role the address asks sign-up for (`role=Facilitator` or `role=Student`, any case); null when it names neither. */
export function chosenRoleOf(params: SearchParams): Role | null {
  const role = param(params, "role")?.trim().toLowerCase();
  return role === "facilitator" || role === "student" ? role : null;
}
