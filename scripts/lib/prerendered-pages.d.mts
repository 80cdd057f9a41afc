export function rewritePrerenderedPages(dist: string, rewrite: (html: string) => string): number;
