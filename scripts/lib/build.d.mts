export const nextCli: string;
export function distDir(): string;
export function publicSiteUrl(port?: string | number): string;
export function build(options?: { port?: string | number }): void;
export function buildOnce(options?: { port?: string | number }): void;
export function buildRelease(options: {
  dist: string;
  id: string;
  siteUrl: string;
  lowPriority?: boolean;
  env?: NodeJS.ProcessEnv;
}): Promise<{ ok: boolean; output: string }>;
