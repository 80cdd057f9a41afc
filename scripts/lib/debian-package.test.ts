import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { commandExists, ensureDebianPackage } from "./debian-package.mjs";

describe("commandExists", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "debian-package-"));
    writeFileSync(path.join(dir, "runs"), "#!/bin/sh\n");
    chmodSync(path.join(dir, "runs"), 0o755);
    writeFileSync(path.join(dir, "does-not-run"), "text\n");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("finds a command on PATH and an executable by its path", () => {
    expect(commandExists("sh")).toBe(true);
    expect(commandExists(path.join(dir, "runs"))).toBe(true);
  });

  it("says no for a name nothing answers to, a file that is not executable, and a name that is shell", () => {
    expect(commandExists("no-such-command-anywhere")).toBe(false);
    expect(commandExists(path.join(dir, "does-not-run"))).toBe(false);
    expect(commandExists("sh; true")).toBe(false);
  });
});

describe("ensureDebianPackage", () => {
  it("installs nothing when the command is already here", () => {
    const log = jest.spyOn(console, "log").mockImplementation(() => undefined);
    expect(ensureDebianPackage("sh", "dash")).toBe(true);
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });
});
