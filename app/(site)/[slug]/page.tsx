import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { GameRow } from "@/components/games/game-row";
import { WhatYouGet } from "@/components/games/what-you-get";
import { GameHero } from "@/components/games/game-hero";
import { GameOverview } from "@/components/games/game-overview";
import { ResourceCards, type ResourceEntry } from "@/components/games/resource-cards";
import { VideoTutorials, type VideoEntry } from "@/components/games/video-tutorials";
import { JsonLd } from "@/components/seo/json-ld";
import { Tabs } from "@/components/ui/tabs";
import { Toaster } from "@/components/ui/toaster";
import { games, getGame, site, type Game, type Video } from "@/content";
import { dashboardUrl } from "@/components/dashboard/dashboard-cards";
import { dashboardHostUrl } from "@/lib/join/game-hosts";
import { pdfPageCount } from "@/lib/documents/page-count";
import { messages } from "@/lib/messages";
import { courseJsonLd } from "./course-json-ld";
import { ScrollToTop } from "./scroll-to-top";
import styles from "./page.module.css";

export const dynamicParams = false;

export function generateStaticParams() {
  return games.map((game) => ({ slug: game.slug }));
}

type GamePageProps = { params: Promise<{ slug: string }> };

async function gameFrom(params: GamePageProps["params"]): Promise<Game> {
  const game = getGame((await params).slug);
  if (!game) notFound();
  return game;
}

export async function generateMetadata({ params }: GamePageProps): Promise<Metadata> {
  const game = await gameFrom(params);
  const path = `/${game.slug}`;
  return {
    title: game.title,
    description: game.summary,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      siteName: site.name,
      locale: "en_US",
      url: path,
      title: game.title,
      description: game.summary,
    },
    // The picture is the social card next to this page (opengraph-image.tsx), a PNG.
    twitter: { card: "summary_large_image", title: game.title, description: game.summary },
  };
}

export default async function GamePage({ params }: GamePageProps) {
  const game = await gameFrom(params);
  const others = games.filter((other) => other.slug !== game.slug);
  const resources = resourcesOf(game);
  // Only recorded videos: a game with none shows no Video Tutorials tab (nothing empty is shown).
  const videos = videosOf(game).filter((video) => video.url !== null);
  const documents = resources.filter((entry) => entry.available);

  return (
    <>
      <ScrollToTop />
      <JsonLd data={courseJsonLd(game)} />
      <GameHero
        game={game}
        openHref={dashboardUrl(dashboardHostUrl(), game.dashboardPath)}
        whatYouGet={
          <WhatYouGet
            length={game.length}
            format={game.type}
            documents={documents}
            videoCount={Object.values(game.videos).filter((video) => video && !video.placeholder).length}
          />
        }
      />

      <section className={`section ${styles.tabs}`} aria-label={`${game.title} in detail`}>
        <div className="container">
          <Tabs
            label={`About ${game.title}`}
            items={[
              { value: "overview", label: "Overview", content: <GameOverview slug={game.slug} /> },
              // A game without teaching documents shows no tab of empty tiles.
              ...(documents.length > 0
                ? [
                    {
                      value: "resources",
                      label: "Included Resources",
                      content: (
                        <ResourceCards
                          slug={game.slug}
                          gameTitle={game.title}
                          resources={documents}
                          noAccessMessage={messages.resources.noAccess}
                        />
                      ),
                    },
                  ]
                : []),
              ...(videos.length > 0
                ? [{ value: "videos", label: "Video Tutorials", content: <VideoTutorials gameTitle={game.title} videos={videos} /> }]
                : []),
            ]}
          />
        </div>
      </section>

      <section className={`section ${styles.more}`} aria-labelledby="more-simulations">
        <div className="container">
          <h2 id="more-simulations" className="section-title">
            More Simulations
          </h2>
          <p className="section-lead">Other games for the same classroom.</p>
          <GameRow games={others} />
        </div>
      </section>
      <Toaster />
    </>
  );
}

function resourcesOf(game: Game): ResourceEntry[] {
  return [
    {
      kind: "gameGuide",
      label: "Game Guide",
      description: "How to set up and run a session, step by step.",
      available: game.resources.gameGuide !== null,
      sample: game.resources.gameGuide?.placeholder ?? false,
      pages: pagesOf(game.resources.gameGuide?.file ?? null),
    },
    {
      kind: "teachingNotes",
      label: "Teaching Notes",
      description: "Where the game fits in a course, with discussion questions.",
      available: game.resources.teachingNotes !== null,
      sample: game.resources.teachingNotes?.placeholder ?? false,
      pages: pagesOf(game.resources.teachingNotes?.file ?? null),
    },
    {
      kind: "debriefSlides",
      label: "Debrief Slides",
      description: "Slides to lead the class discussion after play.",
      available: game.resources.debriefSlides !== null,
      sample: game.resources.debriefSlides?.placeholder ?? false,
      pages: pagesOf(game.resources.debriefSlides?.file ?? null),
    },
  ];
}

function pagesOf(fileName: string | null): number | null {
  return fileName ? pdfPageCount(fileName) : null;
}

/** A placeholder is no video: it is left out with the missing ones. */
function playable(video: Video | null): Pick<VideoEntry, "url" | "placeholder"> {
  return { url: video && !video.placeholder ? video.url : null, placeholder: video?.placeholder ?? false };
}

function videosOf(game: Game): VideoEntry[] {
  return [
    {
      key: "playerVideo",
      label: "Player Video",
      description: "What students see and do in each round.",
      ...playable(game.videos.playerVideo),
    },
    {
      key: "instructorVideo",
      label: "Instructor Video",
      description: "Creating a session, watching progress and closing the game.",
      ...playable(game.videos.instructorVideo),
    },
    {
      key: "authorVideo",
      label: "Author Video",
      description: "The author on the ideas behind the game.",
      ...playable(game.videos.authorVideo),
    },
  ];
}
