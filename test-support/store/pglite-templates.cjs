// Loaded outside Jest's module sandbox (see pglite-template.ts), so it lives as long as the worker: the
// prepared data directories, by name, as the first test file that needed one made them.
module.exports = new Map();
