// The signed-in `GET /api/auth/session` under load, for `npm run bench`: through the recipe and on a plain
// `next start`. Signs the demo student in through next-auth's own endpoints, then loads with its cookie.
import { load } from "./load.mjs";

const student = { email: "student@example.com", password: "demo-password" };

function cookiesOf(response) {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** The Cookie header of a signed-in demo student on `site`. */
export async function signedInCookie(site) {
  const csrf = await fetch(`${site}/api/auth/csrf`);
  const { csrfToken } = await csrf.json();
  const jar = cookiesOf(csrf);
  const answer = await fetch(`${site}/api/auth/callback/student-credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar, origin: site },
    body: new URLSearchParams({ ...student, csrfToken, callbackUrl: "/", json: "true" }),
  });
  const session = answer.headers.getSetCookie().find((line) => /session-token=/.test(line));
  if (!session) throw new Error(`sign-in on ${site} answered ${answer.status} without a session cookie`);
  return `${jar}; ${session.split(";")[0]}`;
}

/** req/s and p99 of the signed-in session endpoint; checks first that it names the student. */
export async function loadSession(site, options = {}) {
  const cookie = await signedInCookie(site);
  const body = await (await fetch(`${site}/api/auth/session`, { headers: { cookie } })).json();
  if (body?.user?.email !== student.email) throw new Error(`${site}/api/auth/session is not signed in`);
  await load(`${site}/api/auth/session`, { seconds: 2, headers: { cookie } });
  return load(`${site}/api/auth/session`, { ...options, headers: { cookie } });
}
