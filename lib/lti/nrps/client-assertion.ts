import { randomUUID } from "node:crypto";
import { SignJWT, type CryptoKey } from "jose";

export const CLIENT_ASSERTION_TYPE = "urn:ietf:params:oauth:client-assertion-type:jwt-bearer";

/**
 * The tool's proof of identity at a platform's token endpoint (1EdTech Security Framework §4.1.1,
 * RFC 7523): a JWT of five minutes signed with the tool's current key, its client id as issuer and
 * subject, the token endpoint as audience, used once (jti).
 */
export async function signClientAssertion(
  signer: { kid: string; key: CryptoKey },
  clientId: string,
  tokenUrl: string,
  now = new Date(),
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: "RS256", kid: signer.kid, typ: "JWT" })
    .setIssuer(clientId)
    .setSubject(clientId)
    .setAudience(tokenUrl)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 300)
    .setJti(randomUUID())
    .sign(signer.key);
}
