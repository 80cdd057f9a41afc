// One student joining, as a phone does it on the site: the home page (and the session check its code
// box makes), the code looked up as the box does, the shared link's /join/<code> (and its session
// check), the game's join page on the stand-in game host, a name typed, the arrival POSTed, and the
// student's own page it opens. That page does not poll: a joined student waits for the professor.
const json = { accept: "application/json" };
/** A page that answers 200 but says the address was refused (the stand-in's pages draw their 429 in words). */
const refusedInWords = (answer) => /Too many session codes were tried from your network/.test(answer.body?.toString("utf8") ?? "");

export async function studentJoins({ site, dev, code, slug, name, log, thinkMs }) {
  let turnedAway = null;
  const step = async (name_, url, options = {}, expected = [200]) => {
    const answer = await dev.send(url, options);
    const refused = answer.status === 429 || (answer.status === 200 && refusedInWords(answer));
    log.record(name_, refused ? { ...answer, status: 429 } : answer, expected);
    if (refused) turnedAway ??= name_;
    return answer;
  };

  await step("home page /", `${site}/`);
  await step("session check", `${site}/api/auth/session`, { headers: json });
  await step("code look-up", `${site}/reference-game/api/sessions/${encodeURIComponent(code)}`, { headers: json });
  await step("join link /join/<code>", `${site}/join/${encodeURIComponent(code)}`);
  await step("session check", `${site}/api/auth/session`, { headers: json });
  await step("game's join page", `${site}/reference-game/join/${slug}?code=${encodeURIComponent(code)}`);
  await new Promise((resolve) => setTimeout(resolve, thinkMs));
  const body = JSON.stringify({ code, name });
  const arrival = await step(
    "arrival POST",
    `${site}/reference-game/api/arrivals`,
    { method: "POST", body, headers: { ...json, "content-type": "application/json" } },
    [201],
  );
  let player = null;
  try {
    player = arrival.status === 201 ? JSON.parse(arrival.body.toString("utf8")).player : null;
  } catch {
    player = null;
  }
  if (player) await step("student's own page", `${site}${player}`);
  return { name, postSentAt: arrival.sentAt, arrived: arrival.status === 201, turnedAway };
}
