import Link from "next/link";
import { site } from "@/content/site";

/** Links to the home sections; from any page they go to / and scroll to the section. */
export function SectionNav({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {site.sections.map((section) => (
        <li key={section.id}>
          <Link href={`/#${section.id}`}>{section.label}</Link>
        </li>
      ))}
    </ul>
  );
}
