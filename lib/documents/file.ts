import "server-only";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";

/** Not under public/: nothing serves this folder but the documents route. */
const FOLDER = path.join(process.cwd(), "private-documents");

/** A document of content as a streamed PDF response, or null when the file is missing. */
export async function documentResponse(fileName: string, downloadName: string): Promise<Response | null> {
  // content's schema allows only plain names; this keeps a bad entry from leaving the folder.
  if (path.basename(fileName) !== fileName) return null;
  const file = path.join(FOLDER, fileName);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "content-type": "application/pdf",
      "content-length": String(info.size),
      "content-disposition": `inline; filename="${downloadName}"`,
      // Private to this person and checked again on every request.
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
