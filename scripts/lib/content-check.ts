// `npm run content:check`: lists every placeholder still in content/ and exits 1 when any remains;
// `--report` (npm start) says in two lines how many there are and where the list is, and exits 0.
import { games, partnerLogos, site, supporterLogos, team, testimonials } from "@/content";
import { company } from "@/content/company";
import { placeholderReport, placeholderSummary, placeholdersIn } from "@/content/go-live";

const found = placeholdersIn({ site, company, team, games, logos: [...partnerLogos, ...supporterLogos], testimonials });
const report = process.argv.includes("--report");
console.log(report ? placeholderSummary(found) : placeholderReport(found));
if (found.length > 0 && !report) process.exitCode = 1;
