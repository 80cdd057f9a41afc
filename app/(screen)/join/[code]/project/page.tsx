import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { JoinQrCode } from "@/components/join/join-qr-code";
import { ProjectedArrivals } from "@/components/join/projected-arrivals";
import { ScreenActions } from "@/components/join/screen-actions";
import { site, type Game } from "@/content";
import { joinTargetOf, type JoinTarget } from "@/lib/join/join-game";
import { codeFromSegment, joinPath } from "@/lib/join/join-path";
import { absoluteUrl } from "@/lib/site-url";
import { usesReferenceGameHost } from "@/lib/join/game-hosts";
import { joinScreenMessages } from "@/lib/messages/join-screen";
import styles from "@/components/join/join-screen.module.css";

type ProjectPageProps = { params: Promise<{ code: string }> };

/** The code's game; a code of no game goes to its join page, which says so and lists the formats. */
async function targetFrom(params: ProjectPageProps["params"]): Promise<JoinTarget & { game: Game }> {
  const code = codeFromSegment((await params).code);
  const target = code === null ? null : joinTargetOf(code);
  if (!target) notFound();
  const { game } = target;
  if (!game) redirect(joinPath(target.code));
  return { ...target, game };
}

export async function generateMetadata({ params }: ProjectPageProps): Promise<Metadata> {
  const { code, game } = await targetFrom(params);
  return { title: `${game.title}: join with ${code}`, robots: { index: false } };
}

function charsOf(text: string) {
  return { "--chars": text.length } as React.CSSProperties;
}

/**
 * The screen a facilitator projects: the code and the short join address on the game's colour, its QR code,
 * big; on the reference game host, the class arriving under it (a game's own site keeps its lobby).
 */
export default async function ProjectJoinScreenPage({ params }: ProjectPageProps) {
  const { code, game } = await targetFrom(params);
  const url = absoluteUrl(joinPath(code));
  const shortUrl = url.replace(/^https?:\/\/(www\.)?/, "");
  return (
    <div className={styles.screen} style={{ "--game-colour": game.colour } as React.CSSProperties}>
      <div className={styles.text}>
        <p className={styles.brand}>{site.name}</p>
        <h1 className={styles.game}>{game.title}</h1>
        <p className={styles.label}>{joinScreenMessages.joinAt}</p>
        <p className={styles.address} style={charsOf(shortUrl)} data-testid="join-address">
          {shortUrl}
        </p>
        <p className={styles.label}>{joinScreenMessages.code}</p>
        <p className={styles.code} style={charsOf(code)} data-testid="join-code">
          {code}
        </p>
      </div>
      <div className={styles.qrPanel}>
        <JoinQrCode url={url} label={`QR code: ${shortUrl}`} className={styles.qr} />
        {usesReferenceGameHost() ? <ProjectedArrivals code={code} /> : null}
      </div>
      <div className={styles.bar}>
        <ScreenActions url={url} />
        <a href={joinPath(code)} className={styles.back}>
          Open the join page
        </a>
      </div>
    </div>
  );
}
