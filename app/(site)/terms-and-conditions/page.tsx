import type { Metadata } from "next";
import { LegalDocument } from "@/components/legal/legal-document";
import { legalMetadata } from "@/components/legal/legal-metadata";
import { site, terms } from "@/content";

export const metadata: Metadata = legalMetadata(
  terms,
  "/terms-and-conditions",
  `The terms that apply when you use ${site.name}'s website, free trials and classroom simulation games.`,
);

export default function TermsPage() {
  return <LegalDocument document={terms} />;
}
