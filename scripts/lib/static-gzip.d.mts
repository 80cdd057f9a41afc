import type { IncomingMessage, ServerResponse } from "node:http";

export function acceptsGzip(header: string | string[] | undefined): boolean;
export function createStaticGzip(distDir: string): (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
