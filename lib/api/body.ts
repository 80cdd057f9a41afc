import type { z } from "zod";
import { messages } from "@/lib/messages";
import { readLimited } from "./read-limited";
import { errorResponse } from "./responses";

/** SPEC sets no limit; every form of the site fits easily in 16 KiB. */
export const BODY_LIMIT_BYTES = 16 * 1024;

export type BodyResult<T> = { ok: true; value: T } | { ok: false; response: Response };

/** `{ field: [messages] }` for every field zod named; messages for the whole body go under "_form". */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "_form";
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** Reads a JSON body of at most 16 KiB and checks it with the shared form schema. */
export async function parseJsonBody<S extends z.ZodType>(
  req: Request,
  schema: S,
  limit = BODY_LIMIT_BYTES,
): Promise<BodyResult<z.output<S>>> {
  const bytes = await readLimited(req, limit);
  if (!bytes) return { ok: false, response: errorResponse(413, messages.api.tooLarge) };
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return { ok: false, response: errorResponse(400, messages.api.invalidJson) };
  }
  const result = await schema.safeParseAsync(value);
  if (!result.success) {
    return { ok: false, response: errorResponse(400, messages.api.invalidInput, { errors: fieldErrors(result.error) }) };
  }
  return { ok: true, value: result.data };
}
