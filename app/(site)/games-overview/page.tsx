import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AccessibleGames } from "@/components/dashboard/accessible-games";
import { buildDashboardCatalogue } from "@/components/dashboard/dashboard-cards";
import styles from "@/components/dashboard/dashboard.module.css";
import { UpcomingGames } from "@/components/dashboard/upcoming-games";
import { games } from "@/content";
import { env } from "@/lib/env";
import { getCurrentUser } from "@/lib/session";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Dashboard",
  robots: { index: false, follow: false },
};

export default async function GamesOverviewPage() {
  // proxy.ts guards this route too; the page checks again so it never renders for the wrong person.
  const user = await getCurrentUser();
  if (!user) redirect("/login?redirect=/games-overview");
  if (user.type !== "instructor") redirect("/");

  const hostUrl = env.DASHBOARD_HOST_URL;
  const catalogue = buildDashboardCatalogue(games, hostUrl);

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.welcome}>
        <p className={styles.eyebrow}>Facilitator dashboard</p>
        <h1 className={styles.heading}>
          WELCOME{user.name ? ", " : ""}
          {user.name ? <span className={styles.headingName}>{user.name}</span> : null}
        </h1>
        <p className={styles.lead}>
          Open a game to run a session with your class. Each game opens on the dashboard in a new tab.
        </p>
      </header>
      <div className={styles.panels}>
        <AccessibleGames uid={user.uid} catalogue={catalogue} hostUrl={hostUrl} />
        <UpcomingGames />
      </div>
    </div>
  );
}
