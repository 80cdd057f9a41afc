import type { z } from "zod";
import type { testimonialSchema } from "./schema";

/**
 * Faculty quotes for the home page. Attributions are placeholders giving role and kind of institution;
 * replace them with real, permission-cleared quotes.
 */
export const testimonialEntries: z.input<typeof testimonialSchema>[] = [
  {
    quote:
      "Within forty minutes of the Fruit Beer Game my students had produced a textbook bullwhip effect from their own orders. The debrief practically ran itself, and they still mention it at the end of the term.",
    role: "Professor of Supply Chain Management",
    institution: "Public research university",
    placeholder: true,
  },
  {
    quote:
      "Factory Manager Experience makes the theory of constraints concrete. Students who spent the first stage keeping every machine busy understood, by the third, why throughput is decided at the bottleneck.",
    role: "Associate Professor of Operations Management",
    institution: "Private business school",
    placeholder: true,
  },
  {
    quote:
      "The EV Gambit turned the five forces from a diagram into a series of decisions with consequences. Setting it up took minutes: I shared a session code and the whole class was playing.",
    role: "Lecturer in Strategic Management",
    institution: "Executive education programme",
    placeholder: true,
  },
];
