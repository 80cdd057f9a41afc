import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The number of pages of a teaching document, read from its PDF at build time (each page object is
 * `/Type /Page`); null when the file cannot be read. Shown on the locked card, so a facilitator knows
 * what unlocking gets them.
 */
export function pdfPageCount(fileName: string): number | null {
  if (path.basename(fileName) !== fileName) return null;
  try {
    const text = readFileSync(path.join(process.cwd(), "private-documents", fileName), "latin1");
    const pages = text.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
    return pages > 0 ? pages : null;
  } catch {
    return null;
  }
}
