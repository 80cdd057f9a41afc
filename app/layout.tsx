import type { Metadata, Viewport } from "next";
import { site } from "@/content/site";
import { sessionHintScript } from "@/lib/auth/session-hint";
import { siteUrl } from "@/lib/site-url";
import { jakarta } from "./fonts";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: `${site.name} — ${site.tagline}`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  openGraph: { siteName: site.name, type: "website", locale: "en_US" },
  twitter: { card: "summary_large_image" },
};

export const viewport: Viewport = {
  themeColor: "#1d4ed8",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // The head's script may mark <html> before React takes the page over (lib/auth/session-hint.ts).
    <html lang="en" className={jakarta.variable} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: sessionHintScript }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
