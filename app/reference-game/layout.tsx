import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { StandInBanner } from "@/components/reference-game/stand-in-banner";
import { usesReferenceGameHost } from "@/lib/join/game-hosts";

export const metadata: Metadata = {
  title: { default: "Stand-in game site", template: "%s | Stand-in game site" },
  robots: { index: false, follow: false },
};

/**
 * The reference game host: stands in for the games' own sites on a fresh clone (lib/join/game-hosts.ts).
 * Absent when real game hosts are configured.
 */
export default function ReferenceGameLayout({ children }: { children: React.ReactNode }) {
  if (!usesReferenceGameHost()) notFound();
  return (
    <>
      <StandInBanner />
      <main id="main">{children}</main>
    </>
  );
}
