// Jest's global setup: the PGlite template every test database starts from (./template.mjs).
import { ensureTemplate } from "./template.mjs";

export default async function globalSetup() {
  await ensureTemplate();
}
