// Facilitator accounts for the lecture-hall bench, in the reference upstream's database: copies of the
// demo facilitator (its password hash and its licences), one per facilitator the bench signs in, so that
// forty sign-ins are forty people, as in a real busy hour.
import pg from "pg";

export const benchPassword = "demo-password";
export const benchFacilitator = (i) => `hall-facilitator-${String(i).padStart(3, "0")}@example.com`;

/** Makes `count` facilitators (idempotent); resolves with their e-mail addresses. */
export async function ensureFacilitators(databaseUrl, count) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query("select uid, password_hash from users where email_key = $1", ["facilitator@example.com"]);
    const demo = rows[0];
    if (!demo) throw new Error("the demo facilitator is missing: run the recipe with UPSTREAM_DEMO_ACCOUNTS=true");
    const emails = [];
    for (let i = 1; i <= count; i += 1) {
      const email = benchFacilitator(i);
      const uid = `hall-${i}`;
      await db.query(
        `insert into users (uid, email, email_key, name, type, password_hash, email_verified)
         values ($1, $2, $2, $3, 'instructor', $4, true) on conflict do nothing`,
        [uid, email, `Hall Facilitator ${i}`, demo.password_hash],
      );
      await db.query(
        `insert into simulation_access (id, professor_uid, game_id, simulation_name, expiry_date)
         select 'hall-' || $1 || '-' || id, $1, game_id, simulation_name, expiry_date
         from simulation_access where professor_uid = $2 on conflict do nothing`,
        [uid, demo.uid],
      );
      emails.push(email);
    }
    return emails;
  } finally {
    await db.end();
  }
}
