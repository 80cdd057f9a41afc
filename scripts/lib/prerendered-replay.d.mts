import type { IncomingMessage, ServerResponse } from "node:http";

export function createPrerenderedReplay(prerenderedPaths: Iterable<string>): {
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  keepNextAnswer(req: IncomingMessage, res: ServerResponse): void;
};
