/** A request or a response: anything with headers and a body stream. */
export interface BodySource {
  headers: Headers;
  body: ReadableStream<Uint8Array> | null;
}

/**
 * The whole body, or null past `limit` bytes (declared in Content-Length or streamed): reading stops
 * at the limit and the rest is cancelled, so a huge body costs at most `limit` bytes of memory.
 */
export async function readLimited(source: BodySource, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(source.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) {
    await source.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!source.body) return new Uint8Array();
  const reader = source.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
