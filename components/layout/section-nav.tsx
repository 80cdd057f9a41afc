import { site } from "@/content/site";

/** Links to the home sections; from any page they go to / and scroll to the section. */
export function SectionNav({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {site.sections.map((section) => (
        <li key={section.id}>
          <a href={`/#${section.id}`}>{section.label}</a>
        </li>
      ))}
    </ul>
  );
}
