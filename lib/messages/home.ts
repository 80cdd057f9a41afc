/** The home page's own strings. */
export const homeMessages = {
  /** The hero's control that stops its rotating backgrounds (WCAG 2.2.2). */
  pauseBackground: "Pause background",
};
