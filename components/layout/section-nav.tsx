import { site } from "@/content/site";

// The demo request has the header's own Request a Demo button: a second "Request a Demo" in the menu
// said the same twice and pushed the 1280 px header past the screen's edge.
const navSections = site.sections.filter((section) => section.id !== "contactUs");

/** Links to the home sections; from any page they go to / and scroll to the section. */
export function SectionNav({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {navSections.map((section) => (
        <li key={section.id}>
          <a href={`/#${section.id}`}>{section.label}</a>
        </li>
      ))}
    </ul>
  );
}
