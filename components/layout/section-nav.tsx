import Link from "next/link";
import { site } from "@/content/site";

/**
 * Links to the home sections; from any page they go to / and scroll to the section. Not prefetched: they
 * (and the logo) are on every page, and fetching the home page's payload while a phone loads costs more
 * than the click saves.
 */
export function SectionNav({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {site.sections.map((section) => (
        <li key={section.id}>
          <Link href={`/#${section.id}`} prefetch={false}>{section.label}</Link>
        </li>
      ))}
    </ul>
  );
}
