export function inlineScripts(html: string): string[];
export function policyFor(html: string, policy: string): string;
export function pagePolicies(dist: string, policy: string): Map<string, string>;
