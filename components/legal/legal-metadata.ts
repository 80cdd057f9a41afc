import type { Metadata } from "next";
import type { LegalDocument } from "@/content/schema";
import { siteSocialImage } from "@/components/seo/site-social-image";
import { site } from "@/content/site";

/** Title, description and canonical address of a legal page. */
export function legalMetadata(document: LegalDocument, path: string, description: string): Metadata {
  return {
    title: document.title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "article",
      siteName: site.name,
      locale: "en_US",
      url: path,
      title: document.title,
      description,
      images: [siteSocialImage],
    },
    twitter: { card: "summary", title: document.title, description },
  };
}
