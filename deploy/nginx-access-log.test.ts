import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * nginx's access log never keeps a one-time link: the template's log line writes $logged_uri, which maps
 * an LTI invite's path to one without its token. The map is read from the template and applied as nginx
 * applies a map of regular expressions (the first that matches, else the default).
 */
const template = readFileSync(path.join(__dirname, "nginx.conf.template"), "utf8");

function loggedUriMap(): (uri: string) => string {
  const block = /map \$uri \$logged_uri \{([^}]*)\}/.exec(template)?.[1];
  if (!block) throw new Error("no map $uri $logged_uri in deploy/nginx.conf.template");
  const entries = [...block.matchAll(/^\s*"(~\*?)([^"]+)"\s+"([^"]*)";/gm)].map(([, kind, pattern, value]) => ({
    regex: new RegExp(pattern!, kind === "~*" ? "i" : ""),
    value: value!,
  }));
  const fallback = /^\s*default\s+(\S+);/m.exec(block)?.[1];
  return (uri) => entries.find((entry) => entry.regex.test(uri))?.value ?? (fallback === "$uri" ? uri : String(fallback));
}

const logFormat = () => /log_format site_json[^;]*;/.exec(template)?.[0] ?? "";

describe("nginx's access log", () => {
  const token = "Zm9yLXRoZS1sb2ctb25seS0wMTIzNDU2Nzg5YWJjZGVm";

  it("writes the path through $logged_uri, never $uri, $request_uri or $request", () => {
    expect(logFormat()).toContain('"uri":"$logged_uri"');
    expect(logFormat()).not.toMatch(/\$(uri|request_uri|request|args|query_string)\b/);
  });

  it.each([`/api/lti/register/${token}`, `/API/lti/Register/${token}`, `/api/lti/register/${token}/`, `/api/lti/register/${token}/more`])(
    "keeps no token of the invite path %s",
    (uri) => {
      const logged = loggedUriMap()(uri);
      expect(logged).toBe("/api/lti/register/[invite]");
      expect(logged).not.toContain(token);
    },
  );

  it("keeps every other path as it is", () => {
    for (const uri of ["/", "/api/lti/launch", "/api/register", "/reset-password", "/api/lti/registered"]) {
      expect(loggedUriMap()(uri)).toBe(uri);
    }
  });

  const nginx = (() => {
    try {
      execFileSync("nginx", ["-v"], { stdio: "ignore" });
      return true;
    } catch {
      return false;
    }
  })();

  (nginx ? it : it.skip)("the template, filled as deploy/run.sh fills it, passes nginx -t", () => {
    const run = mkdtempSync(path.join(tmpdir(), "nginx-template-"));
    try {
      mkdirSync(path.join(run, "nginx"));
      writeFileSync(path.join(run, "nginx", "servers.conf"), "server 127.0.0.1:3101 max_fails=1 fail_timeout=2s;\n");
      const filled = template
        .replaceAll("@RUN@", run)
        .replaceAll("@PORT@", "18080")
        .replaceAll("@USER_LINE@", "")
        .replaceAll("@SERVER_NAMES@", "localhost 127.0.0.1");
      const conf = path.join(run, "nginx", "nginx.conf");
      writeFileSync(conf, filled);
      execFileSync("nginx", ["-t", "-q", "-e", path.join(run, "nginx", "error.log"), "-p", path.join(run, "nginx"), "-c", conf], {
        stdio: "pipe",
        timeout: 20_000,
      });
    } finally {
      rmSync(run, { recursive: true, force: true });
    }
  });
});
