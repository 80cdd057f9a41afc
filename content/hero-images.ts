import type { z } from "zod";
import type { imageSchema } from "./schema";

type ImageInput = z.input<typeof imageSchema>;

/** The five home-hero backgrounds (rotated every 5 s); dark so white text stays readable. */
export const heroImageEntries: ImageInput[] = [
  {
    src: "/images/hero/hero-1.svg",
    alt: "Abstract supply chain network of linked nodes on a dark blue background",
    width: 1600,
    height: 900,
  },
  {
    src: "/images/hero/hero-2.svg",
    alt: "Rising bar chart and trend lines on a dark grid",
    width: 1600,
    height: 900,
  },
  {
    src: "/images/hero/hero-3.svg",
    alt: "Outline of a classroom with rows of desks facing a screen showing a chart",
    width: 1600,
    height: 900,
  },
  {
    src: "/images/hero/hero-4.svg",
    alt: "Factory roofline and gears on a dark indigo background",
    width: 1600,
    height: 900,
  },
  {
    src: "/images/hero/hero-5.svg",
    alt: "Dotted routes converging on a single point surrounded by concentric rings",
    width: 1600,
    height: 900,
  },
];

/** The games the home hero shows beside its calls to action (the hero shows the product). */
export const heroGameSlugs = ["the-ev-gambit", "fruit-bear-game", "stock-flow-game", "toc"] as const;
