/** The Explore Simulations filters' strings. */
export const catalogueMessages = {
  filters: "Filter simulations",
  search: "Search",
  searchPlaceholder: "Title, subject…",
  discipline: "Discipline",
  anyDiscipline: "All disciplines",
  length: "Length",
  anyLength: "Any length",
  format: "Format",
  anyFormat: "Any format",
  clear: "Clear filters",
  noMatch: "No game matches these filters.",
  showingAll: (total: number) => `Showing all ${total} simulations`,
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} simulations`,
};
