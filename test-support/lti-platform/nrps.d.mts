import type { IncomingMessage, ServerResponse } from "node:http";
import type { JWTVerifyGetKey } from "jose";

export declare function tokenHasScope(req: IncomingMessage, scope: string): boolean;
export declare function tokenEndpoint(
  form: URLSearchParams,
  res: ServerResponse,
  options: { toolJwks: JWTVerifyGetKey; knownClients: () => string[]; tokenUrl?: string },
): Promise<void>;
export declare function memberships(course: string, url: URL, req: IncomingMessage, res: ServerResponse): Promise<void>;
