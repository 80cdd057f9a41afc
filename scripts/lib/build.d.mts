export function distDir(): string;
export function publicSiteUrl(port?: string | number): string;
export function needsBuild(siteUrl?: string): boolean;
export function buildIfNeeded(options?: { force?: boolean; port?: string | number }): void;
