/**
 * The company behind the site, as the legal pages name it. Each value in brackets is a placeholder the
 * owner fills before going live (`npm run content:check` lists it; docs/going-live.md says how).
 */
export const company = {
  name: "[Registered company name]",
  address: "[Registered office address]",
  /** Whose law governs the Terms, and whose courts hear disputes. */
  governingLaw: "[Governing law and courts, e.g. the laws of England and Wales and the courts of England]",
  placeholder: true,
} as const;
