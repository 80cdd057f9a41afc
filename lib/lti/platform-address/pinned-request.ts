import "server-only";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { Readable } from "node:stream";
import type { CheckedAddress } from "./check-address";

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function bodyOf(body: RequestInit["body"]): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string") return body;
  if (body instanceof URLSearchParams) return body.toString();
  throw new TypeError("a platform request body is text or form parameters");
}

/**
 * A request to the address `checked` names, connected to the IP it was checked with: the lookup the
 * socket makes answers that IP, so a name cannot resolve to a public address for the check and to a
 * private one for the connection. TLS still verifies the certificate for the name. Redirects are
 * answered as they come (never followed); a fresh connection each time, so no pooled socket to an
 * earlier address is reused.
 */
export function pinnedRequest(checked: CheckedAddress, init: RequestInit = {}): Promise<Response> {
  const { url, address, family } = checked;
  const body = bodyOf(init.body);
  const headers = new Headers(init.headers);
  if (body !== undefined && !headers.has("content-type") && init.body instanceof URLSearchParams) {
    headers.set("content-type", "application/x-www-form-urlencoded;charset=UTF-8");
  }
  if (body !== undefined) headers.set("content-length", String(Buffer.byteLength(body)));
  headers.set("host", url.host);
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const signal = init.signal ?? undefined;
  return new Promise<Response>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[|\]$/g, ""),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: init.method ?? "GET",
        headers: Object.fromEntries(headers),
        lookup,
        agent: false,
      },
      (incoming) => {
        const answer = new Headers();
        for (let i = 0; i + 1 < incoming.rawHeaders.length; i += 2) answer.append(incoming.rawHeaders[i]!, incoming.rawHeaders[i + 1]!);
        const status = incoming.statusCode ?? 502;
        if (NULL_BODY_STATUSES.has(status)) incoming.resume();
        const stream = NULL_BODY_STATUSES.has(status) ? null : (Readable.toWeb(incoming) as ReadableStream<Uint8Array>);
        resolve(new Response(stream, { status, headers: answer }));
      },
    );
    const abort = () => request.destroy(signal?.reason);
    signal?.addEventListener("abort", abort, { once: true });
    request.on("close", () => signal?.removeEventListener("abort", abort));
    request.on("error", reject);
    request.end(body);
  });
}
