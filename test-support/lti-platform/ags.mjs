// The simulator's Assignment and Grade Services 2.0: a course's line items (POST /ags/<course>/lineitems
// makes one) and each line item's scores (POST /ags/<course>/lineitems/<n>/scores), each checked for its
// token's scope and its media type, and a gradebook of the scores taken. A course's scores can be made
// to fail a number of times first (`failTimes`), or always (`refuse`): POST /ags-faults/<course>?fail=N
// or ?refuse=1 sets them; GET /ags-gradebook/<course> answers what was recorded: the gradebook, and every
// score post seen with the learner it named and the status it was answered (to count a learner's tries).
import { tokenHasScope } from "./nrps.mjs";

const AGS = "https://purl.imsglobal.org/spec/lti-ags/scope/";
const SCORE_TYPE = "application/vnd.ims.lis.v1.score+json";
const LINE_ITEM_TYPE = "application/vnd.ims.lis.v2.lineitem+json";
const LIMIT = 64 * 1024;

const json = (res, status, value, type = "application/json") =>
  res.writeHead(status, { "content-type": type, "cache-control": "no-store" }).end(JSON.stringify(value));

async function readJson(req) {
  let body = "";
  for await (const chunk of req) {
    body += chunk;
    if (body.length > LIMIT) return null;
  }
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

const mediaType = (req) => (req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();

/** One platform's grade services, its addresses under `baseUrl`. */
export function createGradeServices(baseUrl) {
  /** Per course: its line items, the scores taken (the gradebook), every score post seen, and its faults. */
  const courses = new Map();
  const course = (id) => {
    if (!courses.has(id)) courses.set(id, { lineItems: [], gradebook: [], posts: [], failTimes: 0, refuse: false });
    return courses.get(id);
  };

  async function lineItems(id, req, res) {
    if (!tokenHasScope(req, `${AGS}lineitem`)) return json(res, 403, { error: "insufficient_scope" });
    if (mediaType(req) !== LINE_ITEM_TYPE) return json(res, 415, { error: "unsupported media type" });
    const body = await readJson(req);
    if (!body || typeof body.label !== "string" || typeof body.scoreMaximum !== "number") return json(res, 400, { error: "bad line item" });
    const entry = { ...body, id: `${baseUrl}/ags/${id}/lineitems/${course(id).lineItems.length + 1}` };
    course(id).lineItems.push(entry);
    json(res, 201, entry, LINE_ITEM_TYPE);
  }

  async function scores(id, item, req, res) {
    const state = course(id);
    const post = { item, scope: tokenHasScope(req, `${AGS}score`), mediaType: mediaType(req), body: await readJson(req), status: 0 };
    state.posts.push(post);
    const answer = (status, value) => {
      post.status = status;
      return value === undefined ? res.writeHead(status).end() : json(res, status, value);
    };
    if (!post.scope) return answer(403, { error: "insufficient_scope" });
    if (post.mediaType !== SCORE_TYPE) return answer(415, { error: "unsupported media type" });
    if (state.refuse) return answer(403, { error: "scores are not accepted" });
    if (state.failTimes > 0) {
      state.failTimes -= 1;
      return answer(503, { error: "try later" });
    }
    const score = post.body;
    if (!score || typeof score.userId !== "string" || typeof score.timestamp !== "string") return answer(400, { error: "bad score" });
    state.gradebook.push({ item, ...score });
    answer(204);
  }

  return {
    /** Answers a request of the grade services; false when the address is not one of theirs. */
    async handle(req, res, url) {
      const items = /^\/ags\/([a-z0-9-]+)\/lineitems$/.exec(url.pathname);
      if (items && req.method === "POST") return (await lineItems(items[1], req, res), true);
      const score = /^\/ags\/([a-z0-9-]+)\/lineitems\/(\d+)\/scores$/.exec(url.pathname);
      if (score && req.method === "POST") return (await scores(score[1], Number(score[2]), req, res), true);
      const faults = /^\/ags-faults\/([a-z0-9-]+)$/.exec(url.pathname);
      if (faults && req.method === "POST") {
        const state = course(faults[1]);
        state.failTimes = Math.min(Number(url.searchParams.get("fail") ?? 0) || 0, 100);
        state.refuse = url.searchParams.get("refuse") === "1";
        return (json(res, 200, { failTimes: state.failTimes, refuse: state.refuse }), true);
      }
      const book = /^\/ags-gradebook\/([a-z0-9-]+)$/.exec(url.pathname);
      if (book && req.method === "GET") {
        const { gradebook, posts } = course(book[1]);
        const seen = posts.map((post) => ({ userId: post.body?.userId ?? null, status: post.status }));
        return (json(res, 200, { gradebook, posts: seen }), true);
      }
      return false;
    },
    course,
  };
}
