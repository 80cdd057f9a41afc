/** The facilitator dashboard (SPEC §2 Games overview). */
export const dashboardMessages = {
  errorPrefix: "Error loading games: ",
  loadFailed: "Failed to load accessible games",
  empty: "No accessible games found",
  noUpcoming: "No upcoming games available",
  validTill: "Valid till",
  noExpiry: "No expiry",
  instructorsOnly: "The dashboard is for facilitators, so we brought you to the home page.",
} as const;
