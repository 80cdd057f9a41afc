import type { z } from "zod";
import type { logoSchema } from "./schema";

type LogoInput = z.input<typeof logoSchema>;

/**
 * Institutions shown in the Trusted By marquee and next to games (broughtByLogos refers to these ids).
 * The names are fictional placeholders (confirmed: false), so no page shows them; replace them, and their
 * SVGs, with real partners' logos and set confirmed: true (docs/decisions/honest-demo-content.md).
 */
export const partnerLogoEntries: LogoInput[] = [
  {
    id: "northbridge-university",
    name: "Northbridge University",
    src: "/images/logos/partners/northbridge-university.svg",
    alt: "Northbridge University",
    width: 240,
    height: 80,
    confirmed: false,
  },
  {
    id: "lakeside-business-school",
    name: "Lakeside Business School",
    src: "/images/logos/partners/lakeside-business-school.svg",
    alt: "Lakeside Business School",
    width: 240,
    height: 80,
    confirmed: false,
  },
  {
    id: "eastfield-institute-of-management",
    name: "Eastfield Institute of Management",
    src: "/images/logos/partners/eastfield-institute-of-management.svg",
    alt: "Eastfield Institute of Management",
    width: 310,
    height: 80,
    confirmed: false,
  },
  {
    id: "riverside-state-university",
    name: "Riverside State University",
    src: "/images/logos/partners/riverside-state-university.svg",
    alt: "Riverside State University",
    width: 270,
    height: 80,
    confirmed: false,
  },
  {
    id: "harborview-college",
    name: "Harborview College",
    src: "/images/logos/partners/harborview-college.svg",
    alt: "Harborview College",
    width: 240,
    height: 80,
    confirmed: false,
  },
  {
    id: "summit-school-of-business",
    name: "Summit School of Business",
    src: "/images/logos/partners/summit-school-of-business.svg",
    alt: "Summit School of Business",
    width: 260,
    height: 80,
    confirmed: false,
  },
  {
    id: "westmoor-polytechnic",
    name: "Westmoor Polytechnic",
    src: "/images/logos/partners/westmoor-polytechnic.svg",
    alt: "Westmoor Polytechnic",
    width: 240,
    height: 80,
    confirmed: false,
  },
  {
    id: "crestwood-university",
    name: "Crestwood University",
    src: "/images/logos/partners/crestwood-university.svg",
    alt: "Crestwood University",
    width: 240,
    height: 80,
    confirmed: false,
  },
  {
    id: "meridian-institute-of-technology",
    name: "Meridian Institute of Technology",
    src: "/images/logos/partners/meridian-institute-of-technology.svg",
    alt: "Meridian Institute of Technology",
    width: 310,
    height: 80,
    confirmed: false,
  },
  {
    id: "pinecrest-management-academy",
    name: "Pinecrest Management Academy",
    src: "/images/logos/partners/pinecrest-management-academy.svg",
    alt: "Pinecrest Management Academy",
    width: 260,
    height: 80,
    confirmed: false,
  },
  {
    id: "oakridge-school-of-economics",
    name: "Oakridge School of Economics",
    src: "/images/logos/partners/oakridge-school-of-economics.svg",
    alt: "Oakridge School of Economics",
    width: 270,
    height: 80,
    confirmed: false,
  },
  {
    id: "silverlake-university",
    name: "Silverlake University",
    src: "/images/logos/partners/silverlake-university.svg",
    alt: "Silverlake University",
    width: 240,
    height: 80,
    confirmed: false,
  },
  {
    id: "granite-valley-business-school",
    name: "Granite Valley Business School",
    src: "/images/logos/partners/granite-valley-business-school.svg",
    alt: "Granite Valley Business School",
    width: 260,
    height: 80,
    confirmed: false,
  },
];

/** The two institutions named in the footer's "Supported by" line (fictional placeholders). */
export const supporterLogoEntries: LogoInput[] = [
  {
    id: "edulink-foundation",
    name: "Edulink Foundation for Learning",
    src: "/images/logos/supporters/edulink-foundation.svg",
    alt: "Edulink Foundation for Learning",
    width: 310,
    height: 80,
    confirmed: false,
  },
  {
    id: "enterprise-innovation-hub",
    name: "Enterprise Innovation Hub",
    src: "/images/logos/supporters/enterprise-innovation-hub.svg",
    alt: "Enterprise Innovation Hub",
    width: 240,
    height: 80,
    confirmed: false,
  },
];
