// A real SMTP server on loopback for the Playwright suite: the site sends its mail here (SMTP_URL set by
// scripts/serve-e2e.mjs), and the tests read what was delivered over a small HTTP endpoint beside it.
import { createServer } from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const host = "127.0.0.1";
const sitePort = Number(process.env.E2E_PORT || 3100);
// Same rule as playwright.config.ts and scripts/serve-e2e.mjs: beside the site port.
const smtpPort = Number(process.env.E2E_SMTP_PORT || sitePort + 25);
const inboxPort = smtpPort + 1;
/** Kept small: a run sends a few dozen mails at most. */
const MAX_MESSAGES = 1000;
const MAX_SIZE = 256 * 1024;

const delivered = [];

const smtp = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  size: MAX_SIZE,
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = [mail.to]
          .flat()
          .flatMap((entry) => entry?.value ?? [])
          .map((address) => address.address?.toLowerCase());
        delivered.push({
          to,
          from: mail.from?.text ?? "",
          subject: mail.subject ?? "",
          text: mail.text ?? "",
          html: mail.html || "",
          at: Date.now(),
        });
        if (delivered.length > MAX_MESSAGES) delivered.shift();
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(smtpPort, host);

// GET /messages?to=address → every message delivered to that address, oldest first.
const inbox = createServer((req, res) => {
  const url = new URL(req.url ?? "/", `http://${host}`);
  if (url.pathname === "/health") return void res.end("ok");
  if (url.pathname !== "/messages") return void res.writeHead(404).end();
  const to = (url.searchParams.get("to") ?? "").toLowerCase();
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify(delivered.filter((message) => message.to.includes(to))));
});
inbox.listen(inboxPort, host);
console.log(`Test SMTP server: smtp://${host}:${smtpPort}, inbox http://${host}:${inboxPort}/messages`);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    inbox.close();
    smtp.close(() => process.exit(0));
  });
}
