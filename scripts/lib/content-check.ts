// `npm run content:check`: lists every placeholder still in content/ and exits 1 when any remains;
// `--report` (npm start) prints the same list and exits 0.
import { games, partnerLogos, site, supporterLogos, team, testimonials } from "@/content";
import { company } from "@/content/company";
import { placeholderReport, placeholdersIn } from "@/content/go-live";

const found = placeholdersIn({ site, company, team, games, logos: [...partnerLogos, ...supporterLogos], testimonials });
console.log(placeholderReport(found));
if (found.length > 0 && !process.argv.includes("--report")) process.exitCode = 1;
