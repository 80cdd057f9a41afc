import type { ServerResponse } from "node:http";

export function createPrerenderedBytes(): (body: string) => Buffer;
export function endWithPrerenderedBytes(res: ServerResponse, bytesOf: (body: string) => Buffer): void;
