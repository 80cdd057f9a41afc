/** The message of a failed JSON answer: SPEC §7's `message`, else `detail`, else the fallback. */
export async function readError(response: Response, fallback: string): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown; detail?: unknown };
    if (typeof body.message === "string" && body.message) return body.message;
    if (typeof body.detail === "string" && body.detail) return body.detail;
  } catch {
    // Not JSON: the fallback says enough.
  }
  return fallback;
}
