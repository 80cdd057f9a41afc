export function loaderFor(sources: string[]): string;
export function scriptsAfterPaint(html: string): string;
