import type { IncomingHttpHeaders } from "node:http";

export type Condition = { type: string; key: string; value?: string };
export type Matcher = { regexp: string; has?: Condition[]; missing?: Condition[] };

export function proxyMatchers(dist: string): Matcher[];
export function proxyCheck(matchers: Matcher[]): (pathname: string, headers: IncomingHttpHeaders) => boolean;
