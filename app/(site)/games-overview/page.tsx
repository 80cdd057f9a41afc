import { log } from "@/lib/log";
import type { Metadata } from "next";
import { Suspense } from "react";
import { redirect } from "next/navigation";
import { AccessibleGames } from "@/components/dashboard/accessible-games";
import { buildDashboardCatalogue } from "@/components/dashboard/dashboard-cards";
import styles from "@/components/dashboard/dashboard.module.css";
import { NoGamesYet } from "@/components/dashboard/no-games-yet";
import { CourseRosters } from "@/components/dashboard/course-roster";
import { ClassSessions } from "@/components/dashboard/class-sessions";
import { LicenceNextStep } from "@/components/dashboard/licence-next-step";
import { dashboardMessages } from "@/lib/messages/dashboard";
import { storeDb } from "@/lib/store";
import { games } from "@/content";
import { loadAccessibleGames } from "@/lib/dashboard/load-accessible-games";
import { dashboardHostUrl } from "@/lib/join/game-hosts";
import { pageUser, pageUserWithToken } from "@/lib/auth/signed-in";
import { trialSessionsOf } from "@/lib/trial/trial-requests";
import { classSessions, type ClassSession } from "@/lib/dashboard/class-sessions";
import { openedSessionsOf } from "@/lib/dashboard/opened-sessions";
import type { AccessibleGameRecord } from "@/upstream-contract/types";
import { DASHBOARD_LOGIN_PATH } from "@/lib/auth/landing";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Dashboard",
  robots: { index: false, follow: false },
};

export default async function GamesOverviewPage() {
  // proxy.ts guards this route too; the page checks again so it never renders for the wrong person.
  const user = await pageUser();
  if (!user) redirect(DASHBOARD_LOGIN_PATH);
  if (user.role !== "facilitator") redirect("/?notice=instructors-only");

  const hostUrl = dashboardHostUrl();
  const catalogue = buildDashboardCatalogue(games, hostUrl);
  const [records, sessions] = await Promise.all([initialRecords(), sessionsOf(user.uid)]);
  const trials = sessions.filter((session) => session.kind === "trial").length;

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.welcome}>
        <p className={styles.eyebrow}>{dashboardMessages.eyebrow}</p>
        <h1 className={styles.heading}>
          {dashboardMessages.welcome}
          {user.name ? ", " : ""}
          {user.name ? <span className={styles.headingName}>{user.name}</span> : null}
        </h1>
        <p className={styles.lead}>{dashboardMessages.lead}</p>
      </header>
      <div className={styles.panels}>
        <ClassSessions sessions={sessions} />
        <AccessibleGames
          uid={user.uid}
          catalogue={catalogue}
          hostUrl={hostUrl}
          initialRecords={records}
          emptyState={trials > 0 ? <LicenceNextStep sessions={trials} /> : <NoGamesYet />}
        />
        <Suspense fallback={null}>{user.email ? <CourseRosters email={user.email} /> : null}</Suspense>
      </div>
    </div>
  );
}

/**
 * The list the page is drawn with. The upstream token stays on the server (read from the session
 * cookie as a route handler would). Upstream down: undefined, and the client loads the list and
 * shows the error the API gives, as the Refresh button would.
 */
async function initialRecords(): Promise<AccessibleGameRecord[] | undefined> {
  const session = await pageUserWithToken();
  if (!session) return undefined;
  try {
    return (await loadAccessibleGames(session.accessToken, session.uid)).map((record) => ({ ...record, id: String(record.id) }));
  } catch {
    return undefined;
  }
}

/** The facilitator's trials and opened sessions (none when the store cannot be read: the rest of the page still works). */
async function sessionsOf(uid: string): Promise<ClassSession[]> {
  try {
    const db = await storeDb();
    const [trials, opened] = await Promise.all([trialSessionsOf(db, uid), openedSessionsOf(db, uid)]);
    return classSessions(trials, opened);
  } catch (error) {
    log.error({ err: error }, "[dashboard] the class sessions were not read");
    return [];
  }
}
