import { ImageResponse } from "next/og";
import { site } from "@/content/site";

/** Social networks show link previews at this size (Open Graph's recommended 1.91:1). */
export const socialCardSize = { width: 1200, height: 630 };

export interface SocialCardProps {
  /** The big line: the game's title, or the site's name. */
  title: string;
  /** One line under it. */
  subtitle: string;
  /** A small line above the title, e.g. the discipline. */
  eyebrow?: string;
}

/**
 * A PNG preview card drawn at build time with next/og (its bundled font, nothing fetched). Only
 * flexbox and inline styles: that is what next/og's renderer understands.
 */
export function socialCard({ title, subtitle, eyebrow }: SocialCardProps): ImageResponse {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        background: "linear-gradient(135deg, #14213d 0%, #1d4ed8 60%, #0e7490 100%)",
        color: "#fff",
      }}
    >
      <div style={{ display: "flex", fontSize: 34, fontWeight: 700, letterSpacing: 1 }}>{site.name}</div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        {eyebrow ? <div style={{ display: "flex", fontSize: 30, color: "#bfdbfe", marginBottom: 16 }}>{eyebrow}</div> : null}
        <div style={{ display: "flex", fontSize: title.length > 28 ? 68 : 84, fontWeight: 700, lineHeight: 1.05 }}>{title}</div>
        <div style={{ display: "flex", fontSize: 34, marginTop: 24, color: "#e0e7ff", lineHeight: 1.3 }}>{subtitle}</div>
      </div>
      <div style={{ display: "flex", fontSize: 26, color: "#bfdbfe" }}>{site.tagline}</div>
    </div>,
    socialCardSize,
  );
}
