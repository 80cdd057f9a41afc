import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { catalogueGame, type UpstreamCatalogue } from "@/upstream-contract/embedding";
import type { Db } from "./database";
import { emailColumns } from "./email-keys";
import { hashPassword } from "./password";
import { simulationAccess, simulations, users } from "./schema";
import { excluded } from "./excluded";

/** The demo accounts (README, docs/upstream.md): only when asked for (EMBEDDED_UPSTREAM, UPSTREAM_DEMO_ACCOUNTS). */
export const seedAccounts = {
  facilitator: { email: "facilitator@example.com", name: "Demo Facilitator", type: "instructor" },
  student: { email: "student@example.com", name: "Demo Student", type: "student" },
} as const;
export const seedPassword = "demo-password";

/**
 * The facilitator's access records, in days from today (null: no expiry). Two are outside what the
 * dashboard lists: one expired, one for a game outside the allow-list (order-ops).
 */
export const seedAccess: ReadonlyArray<{ gameId: string; days: number | null }> = [
  { gameId: "ev-gambit", days: 30 },
  { gameId: "fruit-beer", days: 90 },
  { gameId: "stock-flow", days: 365 },
  { gameId: "dual-source", days: -10 },
  { gameId: "theory-of-constraint", days: null },
  { gameId: "order-ops", days: 30 },
];

/** YYYY-MM-DD of the UTC day `days` after the one holding `nowMs`. */
export function utcDay(nowMs: number, days: number): string {
  const now = new Date(nowMs);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days)).toISOString().slice(0, 10);
}

async function ensureUser(db: Db, account: (typeof seedAccounts)[keyof typeof seedAccounts]): Promise<string> {
  const find = () => db.select({ uid: users.uid }).from(users).where(eq(users.emailKey, account.email));
  const [existing] = await find();
  if (existing) return existing.uid;
  const passwordHash = await hashPassword(seedPassword);
  await db
    .insert(users)
    .values({
      uid: randomUUID(),
      ...emailColumns(account.email),
      name: account.name,
      type: account.type,
      passwordHash,
      emailVerified: true,
    })
    .onConflictDoNothing();
  const [created] = await find();
  if (!created) throw new Error(`Seed: could not create ${account.email}`);
  return created.uid;
}

/**
 * Idempotent: the simulation list follows the site's catalogue; with `demoAccounts`, the demo accounts are created
 * once (a changed password is kept), and their access records' dates are moved relative to today on every start.
 */
export async function seed(
  db: Db,
  nowMs: number,
  { demoAccounts, catalogue }: { demoAccounts: boolean; catalogue: UpstreamCatalogue },
): Promise<void> {
  const list = catalogue.games.map((game) => ({ gameId: game.gameIds[0]!, name: game.title }));
  await db
    .insert(simulations)
    .values(list)
    .onConflictDoUpdate({ target: simulations.gameId, set: { name: excluded(simulations.name) } });
  if (!demoAccounts) return;

  const facilitator = await ensureUser(db, seedAccounts.facilitator);
  await ensureUser(db, seedAccounts.student);

  const records = seedAccess.flatMap(({ gameId, days }, index) => {
    const game = catalogueGame(catalogue, gameId);
    if (!game) return [];
    return [
      {
        id: `seed-${index + 1}`,
        professorUid: facilitator,
        gameId,
        simulationName: game.title,
        expiryDate: days === null ? null : utcDay(nowMs, days),
      },
    ];
  });
  if (records.length === 0) return;
  await db
    .insert(simulationAccess)
    .values(records)
    .onConflictDoUpdate({
      target: simulationAccess.id,
      set: { expiryDate: excluded(simulationAccess.expiryDate), simulationName: excluded(simulationAccess.simulationName) },
    });
}
