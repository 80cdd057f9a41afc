import { notFound } from "next/navigation";
import { socialCard, socialCardSize } from "@/components/seo/social-card";
import { games, getGame } from "@/content";

export const alt = "The game's title and subtitle on a BizSim Lab card";
export const size = socialCardSize;
export const contentType = "image/png";
export const dynamicParams = false;

export function generateStaticParams() {
  return games.map((game) => ({ slug: game.slug }));
}

/** The game page's social card, with the game's title. */
export default async function GameOpengraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const game = getGame((await params).slug);
  if (!game) notFound();
  return socialCard({ title: game.title, subtitle: game.subtitle, eyebrow: game.discipline });
}
