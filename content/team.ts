import type { z } from "zod";
import type { teamMemberSchema } from "./schema";

/**
 * The founding team. SPEC names nobody, so each entry says the member's role and kind of institution;
 * replace name, bio, e-mail and profile link. No photo until a real one is given (no
 * placeholder portraits).
 */
export const teamEntries: z.input<typeof teamMemberSchema>[] = [
  {
    name: "Co-founder — simulation design",
    role: "Faculty lead, operations management",
    bio: "Professor of operations management at a business school. Designs the game mechanics and scoring, and tests every game in class before release.",
    email: "design@bizsimlab.example",
    profileUrl: "https://www.linkedin.com/in/example-cofounder-design",
    placeholder: true,
  },
  {
    name: "Co-founder — teaching and research",
    role: "Faculty lead, supply chain management",
    bio: "Professor of supply chain management at a public research university. Writes the teaching notes and debrief material and leads research on learning with simulations.",
    email: "teaching@bizsimlab.example",
    profileUrl: "https://www.linkedin.com/in/example-cofounder-teaching",
    placeholder: true,
  },
  {
    name: "Co-founder — engineering",
    role: "Technical lead, platform engineering",
    bio: "Software engineer with a background in education technology. Builds the game sites, session codes and facilitator dashboard, and keeps them running during class.",
    email: "engineering@bizsimlab.example",
    profileUrl: "https://www.linkedin.com/in/example-cofounder-engineering",
    placeholder: true,
  },
  {
    name: "Co-founder — partnerships",
    role: "Lead, institutional partnerships",
    bio: "Former programme manager at a business school. Works with universities and instructors on trials, licences and bringing the games into new courses.",
    email: "partnerships@bizsimlab.example",
    profileUrl: "https://www.linkedin.com/in/example-cofounder-partnerships",
    placeholder: true,
  },
];
