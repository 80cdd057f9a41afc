// `npm run test:quick`: the type check, lint, format and Jest; no build, no browser, no servers but the
// loopback ones Jest's files start themselves. The last line totals Jest as "N passed, M failed".
import { failures, jestFile, quickLane, readJson } from "./lib/test-steps.mjs";

const started = Date.now();
await quickLane();
const jest = readJson(jestFile);
const failed = jest ? jest.numFailedTests || (failures.includes("Jest") ? 1 : 0) : 1;
if (failures.length) console.log(`\nFailed steps: ${failures.join(", ")}`);
console.log(`\n(${((Date.now() - started) / 1000).toFixed(0)} s)\n${jest?.numPassedTests ?? 0} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
