import { z } from "zod";
import type { PlatformFetch } from "../platform-address/platform-fetch";
import { CLIENT_ASSERTION_TYPE } from "./client-assertion";
import { platformJson } from "./platform-json";

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1).max(8192),
  token_type: z.string().max(32).optional(),
  expires_in: z.coerce.number().int().min(1).max(86_400).default(3600),
});

export interface AccessTokenRequest {
  clientId: string;
  tokenUrl: string;
  scope: string;
  /** Signs a fresh client assertion for this token endpoint. */
  assertion: () => Promise<string>;
  signal?: AbortSignal;
  /** The platform's fetch (../platform-address): only its own hosts, public addresses. */
  fetchImpl: PlatformFetch;
  now?: () => number;
}

interface Cached {
  token: string;
  expiresAt: number;
}

/** Access tokens per registration and scope, kept until shortly before they expire. */
const cache = new Map<string, Cached>();
const MARGIN_MS = 30_000;

/** Tests only. */
export const forgetAccessTokensForTests = () => cache.clear();

const keyOf = ({ tokenUrl, clientId, scope }: Pick<AccessTokenRequest, "tokenUrl" | "clientId" | "scope">) =>
  `${tokenUrl}\n${clientId}\n${scope}`;

/** Drops a token the platform refused before it expired, so the next call asks for a fresh one. */
export const forgetAccessToken = (request: Pick<AccessTokenRequest, "tokenUrl" | "clientId" | "scope">) => cache.delete(keyOf(request));

/** An access token from the platform's token endpoint: OAuth 2 client credentials with a JWT client assertion. */
export async function accessToken({ clientId, tokenUrl, scope, assertion, signal, fetchImpl, now = Date.now }: AccessTokenRequest) {
  const key = keyOf({ tokenUrl, clientId, scope });
  const cached = cache.get(key);
  if (cached && cached.expiresAt - MARGIN_MS > now()) return cached.token;
  const { value: parsed } = await platformJson({
    fetchImpl,
    url: tokenUrl,
    init: {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({
        grant_type: "client_credentials",
        client_assertion_type: CLIENT_ASSERTION_TYPE,
        client_assertion: await assertion(),
        scope,
      }),
      signal,
    },
    what: "the token endpoint",
    limit: 64 * 1024,
    schema: tokenAnswerSchema,
  });
  cache.set(key, { token: parsed.access_token, expiresAt: now() + parsed.expires_in * 1000 });
  return parsed.access_token;
}
