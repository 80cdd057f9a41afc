// The simulator's LTI Advantage services: an OAuth 2 token endpoint that verifies the tool's client
// assertion against the tool's JWKS and grants the roster and grade scopes asked for (/token), and NRPS
// 2.0 memberships with paging (/nrps/<course>). The grade services are in ./ags.mjs.
// Courses: "course-roster-120" (120 members over three pages, two who left), "course-401", "course-503",
// "course-slow" (answers after 10 s), "course-200000" (20 pages of 10,000 members, ids and roles only);
// anything else has two members.
import { randomUUID } from "node:crypto";
import { jwtVerify } from "jose";
import { simulatorUrl } from "./config.mjs";

const NRPS_SCOPE = "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly";
const MEDIA_TYPE = "application/vnd.ims.lti-nrps.v2.membershipcontainer+json";
const LIS = "http://purl.imsglobal.org/vocab/lis/v2/membership";
const PAGE_SIZE = 50;
const AGS = "https://purl.imsglobal.org/spec/lti-ags/scope/";
const GRANTED = [NRPS_SCOPE, `${AGS}lineitem`, `${AGS}result.readonly`, `${AGS}score`];
/** Each token given, with the scopes it was given for. */
const accessTokens = new Map();

/** Whether a request's Bearer token was given with `scope`. */
export function tokenHasScope(req, scope) {
  const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
  return accessTokens.get(token)?.includes(scope) ?? false;
}

const json = (res, status, value, headers = {}) =>
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store", ...headers }).end(JSON.stringify(value));

/** POST /token: client credentials with a JWT client assertion signed by a registered client's tool key. */
export async function tokenEndpoint(form, res, { toolJwks, knownClients, tokenUrl = `${simulatorUrl}/token` }) {
  if (form.get("grant_type") !== "client_credentials") return json(res, 400, { error: "unsupported_grant_type" });
  if (form.get("client_assertion_type") !== "urn:ietf:params:oauth:client-assertion-type:jwt-bearer")
    return json(res, 400, { error: "invalid_request" });
  try {
    const { payload } = await jwtVerify(form.get("client_assertion") ?? "", toolJwks, {
      audience: tokenUrl,
      algorithms: ["RS256"],
      requiredClaims: ["iss", "sub", "exp", "iat", "jti"],
    });
    if (payload.iss !== payload.sub || !knownClients().includes(payload.sub)) throw new Error("unknown client");
  } catch {
    return json(res, 401, { error: "invalid_client" });
  }
  const asked = (form.get("scope") ?? "").split(" ").filter(Boolean);
  if (asked.length === 0 || !asked.every((scope) => GRANTED.includes(scope))) return json(res, 400, { error: "invalid_scope" });
  const token = randomUUID();
  accessTokens.set(token, asked);
  json(res, 200, { access_token: token, token_type: "Bearer", expires_in: 3600, scope: asked.join(" ") });
}

function membersOf(course) {
  if (course !== "course-roster-120") {
    return [
      { user_id: "lms-user-ada", name: "Ada Learner", roles: [`${LIS}#Learner`], status: "Active" },
      { user_id: "prof", name: "Ines Instructor", roles: [`${LIS}#Instructor`], status: "Active" },
    ];
  }
  const members = [
    { user_id: "roster-prof", name: "Rosa Professor", roles: [`${LIS}#Instructor`], status: "Active" },
    { user_id: "roster-ta", name: "Tomas Assistant", roles: [`${LIS}/Instructor#TeachingAssistant`], status: "Active" },
    { user_id: "roster-observer", name: "Olive Observer", roles: [`${LIS}#Mentor`], status: "Active" },
  ];
  for (let n = 1; members.length < 120; n += 1) {
    const status = n === 40 || n === 41 ? "Inactive" : "Active";
    members.push({ user_id: `roster-learner-${n}`, name: `Student ${String(n).padStart(3, "0")}`, roles: [`${LIS}#Learner`], status });
  }
  return members;
}

/** GET /nrps/<course>?page=N: the membership container, a page at a time, with Link rel="next". */
export async function memberships(course, url, req, res) {
  if (course === "course-401" || !tokenHasScope(req, NRPS_SCOPE)) return json(res, 401, { error: "invalid_token" });
  if (!(req.headers.accept ?? "").includes(MEDIA_TYPE)) return json(res, 406, { error: "not acceptable" });
  if (course === "course-503") return json(res, 503, { error: "unavailable" });
  if (course === "course-slow") await new Promise((resolve) => setTimeout(resolve, 10_000));
  if (course === "course-200000") return hugePage(course, url, res);
  const all = membersOf(course);
  const pageNo = Number(url.searchParams.get("page") ?? "1");
  const slice = all.slice((pageNo - 1) * PAGE_SIZE, pageNo * PAGE_SIZE);
  const base = `${simulatorUrl}/nrps/${course}`;
  const headers = { "content-type": MEDIA_TYPE };
  if (pageNo * PAGE_SIZE < all.length) headers.link = `<${base}?page=${pageNo + 1}>; rel="next"`;
  json(res, 200, { id: `${base}?page=${pageNo}`, context: { id: course, title: course }, members: slice }, headers);
}

/** A page of the 200,000-member course: made as it is asked for, 10,000 members at a time. */
function hugePage(course, url, res) {
  const size = 10_000;
  const pageNo = Number(url.searchParams.get("page") ?? "1");
  // Ids and roles only: a page just under the 1 MiB a roster page may be.
  const members = Array.from({ length: size }, (_, i) => ({ user_id: `u${pageNo}-${i}`, roles: [`${LIS}#Learner`] }));
  const base = `${simulatorUrl}/nrps/${course}`;
  const headers = { "content-type": MEDIA_TYPE, ...(pageNo < 20 ? { link: `<${base}?page=${pageNo + 1}>; rel="next"` } : {}) };
  json(res, 200, { id: `${base}?page=${pageNo}`, context: { id: course, title: course }, members }, headers);
}
