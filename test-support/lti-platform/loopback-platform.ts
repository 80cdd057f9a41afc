import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from "jose";
import type { PlatformInput } from "@/lib/lti/platform-schema";
import { createGradeServices } from "./ags.mjs";
import { tokenEndpoint } from "./nrps.mjs";

export interface LoopbackPlatform {
  url: string;
  /** Its registration, for savePlatform. */
  registration: PlatformInput & { clientId: string; issuer: string };
  /** Signs an id_token as the platform would (iss, aud, iat, exp added). */
  signLaunch(payload: JWTPayload, subject: string): Promise<string>;
  grades: ReturnType<typeof createGradeServices>;
  close(): Promise<void>;
}

/**
 * The LMS stand-in's keys, token endpoint and grade services on 127.0.0.1 (a port of the system's
 * choosing), for Jest: the tool's client assertions are checked against `toolKeys`, the tool's published keys.
 */
export async function startLoopbackPlatform(toolKeys: () => Promise<JWK[]>): Promise<LoopbackPlatform> {
  const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" };
  const clientId = "loopback-tool";
  let url = "";
  let grades: ReturnType<typeof createGradeServices> | null = null;
  const toolJwks = async (...args: Parameters<ReturnType<typeof createLocalJWKSet>>) =>
    createLocalJWKSet({ keys: await toolKeys() })(...args);

  const server: Server = createServer(async (req, res) => {
    const address = new URL(req.url ?? "/", url);
    try {
      if (req.method === "GET" && address.pathname === "/jwks") {
        return res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys: [publicJwk] }));
      }
      if (req.method === "POST" && address.pathname === "/token") {
        let body = "";
        for await (const chunk of req) body += chunk;
        return await tokenEndpoint(new URLSearchParams(body), res, { toolJwks, knownClients: () => [clientId], tokenUrl: `${url}/token` });
      }
      if (grades && (await grades.handle(req, res, address))) return;
      res.writeHead(404).end();
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  grades = createGradeServices(url);

  return {
    url,
    registration: {
      issuer: url,
      clientId,
      deploymentIds: ["loopback-deployment"],
      authLoginUrl: `${url}/authorize`,
      jwksUrl: `${url}/jwks`,
      tokenUrl: `${url}/token`,
    },
    signLaunch: (payload, subject) => {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT(payload)
        .setProtectedHeader({ alg: "RS256", kid, typ: "JWT" })
        .setIssuer(url)
        .setAudience(clientId)
        .setSubject(subject)
        .setIssuedAt(now)
        .setExpirationTime(now + 300)
        .sign(privateKey);
    },
    grades,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
