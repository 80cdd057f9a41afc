import type { Metadata } from "next";
import { LegalDocument } from "@/components/legal/legal-document";
import { legalMetadata } from "@/components/legal/legal-metadata";
import { privacyPolicy, site } from "@/content";

export const metadata: Metadata = legalMetadata(
  privacyPolicy,
  "/privacy-policy",
  `How ${site.name} collects, uses and protects personal data of instructors, students and visitors.`,
);

export default function PrivacyPolicyPage() {
  return <LegalDocument document={privacyPolicy} />;
}
