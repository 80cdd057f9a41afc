export function rewritePage(html: string): string;
export function rewritePrerenderedPages(dist: string): number;
