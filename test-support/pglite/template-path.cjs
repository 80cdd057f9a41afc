// Where the PGlite template of the installed version is kept (./template.mjs makes it).
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file: Jest's sandbox and the ES module setup both read it */
const { readFileSync } = require("node:fs");
const { tmpdir } = require("node:os");
const path = require("node:path");

// The package exports no package.json: read it beside its entry (dist/index.cjs).
const manifest = path.join(path.dirname(require.resolve("@electric-sql/pglite")), "..", "package.json");
const { version } = JSON.parse(readFileSync(manifest, "utf8"));

exports.templatePath = path.join(tmpdir(), `bizsim-pglite-template-${version}.tar`);
