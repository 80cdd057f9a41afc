/** The empty page the bench measures the site against (scripts/lib/baseline-app.mjs builds it). */
export default { poweredByHeader: false };
