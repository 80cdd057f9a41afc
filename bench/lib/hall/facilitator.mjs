// Facilitators in the lecture-hall bench: signing in as the log-in page does (next-auth's csrf, then its
// credentials callback), opening the dashboard as a browser does (the page, the header's session check, the
// list's refresh), and the professor whose class joins: their lobby and projected screen, each polling
// every 2 s as the pages do, noting when each name first appears.
const json = { accept: "application/json" };
const form = { "content-type": "application/x-www-form-urlencoded" };

export async function signIn({ site, dev, email, password, log }) {
  log.record("log-in page", await dev.send(`${site}/login`));
  const csrf = await dev.send(`${site}/api/auth/csrf`, { headers: json });
  log.record("sign-in: csrf", csrf);
  const { csrfToken } = JSON.parse(csrf.body.toString("utf8"));
  const body = new URLSearchParams({ email, password, csrfToken, callbackUrl: "/", json: "true" }).toString();
  const answer = await dev.send(`${site}/api/auth/callback/facilitator-credentials`, {
    method: "POST",
    body,
    headers: { ...form, origin: site },
  });
  const signedIn = [...dev.cookies.keys()].some((name) => name.includes("session-token"));
  log.record("sign-in: callback", signedIn ? answer : { ...answer, status: answer.status === 200 ? 401 : answer.status }, [200, 302]);
  return signedIn;
}

export async function facilitatorOpensDashboard({ site, dev, email, password, log }) {
  if (!(await signIn({ site, dev, email, password, log }))) return false;
  log.record("dashboard /games-overview", await dev.send(`${site}/games-overview`));
  log.record("session check (signed in)", await dev.send(`${site}/api/auth/session`, { headers: json }));
  log.record("dashboard's games API", await dev.send(`${site}/api/dashboard/games`, { headers: json }));
  return true;
}

/** The professor opens the game from a dashboard card: the stand-in's lobby for it; resolves with its code. */
export async function professorOpensLobby({ site, dev, gameId, log }) {
  const opened = await dev.send(`${site}/reference-game/dashboard/sessions/${gameId}`);
  log.record("professor opens the game", opened, [303, 307]);
  const code = /\/reference-game\/lobby\/([^/?#]+)/.exec(String(opened.headers?.location ?? ""))?.[1];
  if (!code) throw new Error(`opening ${gameId} answered ${opened.status} without a lobby`);
  log.record("professor's lobby page", await dev.send(`${site}/reference-game/lobby/${code}`));
  log.record("projected screen page", await dev.send(`${site}/join/${code}/project`));
  return decodeURIComponent(code);
}

/**
 * Polls the lobby's arrivals every `everyMs` until stop(); `seen` maps each name to the moment
 * (performance.now()) the first answer naming it arrived.
 */
export function pollLobby({ site, dev, code, step, log, seen, everyMs = 2000 }) {
  let running = true;
  let wake = () => undefined;
  const loop = (async () => {
    while (running) {
      const answer = await dev.send(`${site}/reference-game/api/lobbies/${encodeURIComponent(code)}`, { headers: json });
      if (log.record(step, answer)) {
        const lobby = JSON.parse(answer.body.toString("utf8"));
        for (const arrival of lobby.arrivals ?? []) if (!seen.has(arrival.name)) seen.set(arrival.name, answer.doneAt);
      }
      // SWR's refreshInterval: the next request this long after the last answer.
      if (running) await new Promise((resolve) => ((wake = resolve), setTimeout(resolve, everyMs)));
    }
  })();
  return {
    async stop() {
      running = false;
      wake();
      await loop;
    },
  };
}
