import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";

export function createPrerenderedReplay(
  prerenderedPaths: Iterable<string>,
  proxyMayRun: (pathname: string, headers: IncomingHttpHeaders) => boolean,
): {
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  keepNextAnswer(req: IncomingMessage, res: ServerResponse): void;
};
