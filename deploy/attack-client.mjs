// A visitor of the recipe's site as an attacker or a victim is one: raw HTTP to nginx from a loopback
// address of its own (nginx's X-Forwarded-For is the peer it sees), with a cookie jar. Used by
// deploy/attacks.test.mjs.
import { cookieJar } from "./cookie-jar.mjs";
import { exchange } from "./load.mjs";

/**
 * A browser at `localAddress` talking to `site`. Each call answers { status, headers, body, json? }; a
 * network error fails the test at once.
 */
export function visitor(site, localAddress) {
  const jar = cookieJar();
  async function send(path, { method = "GET", headers = {}, body } = {}) {
    const cookie = jar.header();
    const answer = await exchange(`${site}${path}`, { method, body, localAddress, headers: { ...(cookie ? { cookie } : {}), ...headers } });
    if (answer.error) throw new Error(`${method} ${path} from ${localAddress}: ${answer.error}`);
    jar.take([answer.headers["set-cookie"] ?? []].flat());
    let json;
    try {
      json = JSON.parse(answer.body);
    } catch {
      json = undefined;
    }
    return { ...answer, json };
  }
  const postJson = (path, data, headers = {}) =>
    send(path, { method: "POST", body: JSON.stringify(data), headers: { "content-type": "application/json", ...headers } });
  const postForm = (path, fields) =>
    send(path, {
      method: "POST",
      body: new URLSearchParams(fields).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });

  /** next-auth's credentials callback as the log-in form sends it: { status, error (the words), signedIn }. */
  async function logIn(mode, email, password) {
    const { json } = await send("/api/auth/csrf");
    const answer = await postForm(`/api/auth/callback/${mode}-credentials`, {
      email,
      password,
      csrfToken: json.csrfToken,
      callbackUrl: "/",
      json: "true",
    });
    return { status: answer.status, error: errorOf(answer), signedIn: signedIn() };
  }

  /** The launch token posted as the /lti/sign-in page posts it. */
  async function redeemLaunchToken(token) {
    const { json } = await send("/api/auth/csrf");
    const answer = await postForm("/api/auth/callback/lti-launch", { token, csrfToken: json.csrfToken, callbackUrl: "/", json: "true" });
    return { status: answer.status, error: errorOf(answer) };
  }

  /** Whether this browser holds a next-auth session cookie. */
  const signedIn = () => jar.names().includes("next-auth.session-token");
  const signUp = (account) => postJson("/api/register", { ...account, confirmPassword: account.password, terms: true });
  const sessionEmail = async () => (await send("/api/auth/session")).json?.user?.email ?? null;

  return { address: localAddress, jar, send, postJson, postForm, logIn, redeemLaunchToken, signUp, sessionEmail, signedIn };
}

/** next-auth's error in words: the `error` of the answer's url (a refused log-in), else its message. */
function errorOf(answer) {
  const url = answer.json?.url;
  if (typeof url === "string") return new URL(url, "http://x").searchParams.get("error");
  return answer.json?.message ?? null;
}
