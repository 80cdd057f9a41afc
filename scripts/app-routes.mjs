// `npm run routes`: writes lib/routes/app-routes.ts, the list of every address app/ serves, from app/ itself.
import { writeFileSync } from "node:fs";
import path from "node:path";
import prettier from "prettier";
import { appRoutesModule, scanAppRoutes } from "./lib/app-routes.mjs";

const root = path.resolve(import.meta.dirname, "..");
const target = path.join(root, "lib", "routes", "app-routes.ts");
const routes = scanAppRoutes(root);
const text = await prettier.format(appRoutesModule(routes), { ...(await prettier.resolveConfig(target)), filepath: target });
writeFileSync(target, text);
console.log(`${path.relative(root, target)}: ${routes.length} routes`);
