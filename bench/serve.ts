/**
 * The bench's server, in a process of its own so the load generator does not share its event loop:
 * the real app on `DATABASE_URL` (or an in-memory PGlite), with `BENCH_MEMBERS` funded members, each
 * signed in and holding a HOUSE slot game session, and the background clocks of `npm start`. Each
 * member has 1,000,000.00 and no limits, unless `BENCH_FUNDING=spread`: then the small balances and
 * the limits of bench/funding.ts, as `npm run bench` has them. Prints
 * one JSON line (address, members, the HOUSE secret) and serves until killed.
 */
import { randomUUID } from 'node:crypto';
import { houseCatalogue, houseWalletVendor } from '../src/contract/house.ts';
import { buildApp } from '../server/app.ts';
import { startBackgroundClocks } from '../server/clocks.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/index.ts';
import { migrate } from '../server/db/migrate.ts';
import { member } from '../server/db/schema.ts';
import { seedDemo } from '../server/db/seed.ts';
import { issueSession } from '../server/modules/auth/sessions.ts';
import { launchFor } from '../server/modules/games/test-support.ts';
import { changeLimit } from '../server/modules/protection/limits.ts';
import { adjustBalance } from '../server/modules/wallet/adjust.ts';
import { gameOf } from '../server/modules/vendors/test-support.ts';
import { fundingOf, limitsOf } from './funding.ts';

const count = Number(process.env.BENCH_MEMBERS ?? 256);
const spread = process.env.BENCH_FUNDING === 'spread';
const config = loadConfig({ ...process.env, PGLITE_DIR: process.env.PGLITE_DIR ?? 'memory://', LOG_LEVEL: 'silent', HOST: '127.0.0.1' });
const database = await openDatabase(config);
await migrate(database);
await seedDemo(database.db);
const app = await buildApp({ config, database });

const rows = await database.db
  .insert(member)
  .values(Array.from({ length: count }, (_, index) => ({ username: `bench${index}${randomUUID().slice(0, 6)}`, passwordHash: 'x' })))
  .returning({ id: member.id, username: member.username });
const slot = gameOf(app.vendors.catalog, houseCatalogue.slot.vendor);
const members = [];
for (const [index, row] of rows.entries()) {
  const { token } = await issueSession(database.db, { memberId: row.id, method: 'username', ip: '127.0.0.1', scope: 'full' });
  const amount = spread ? fundingOf(index) : 1_000_000_00n;
  await adjustBalance(app, { memberId: row.id, amount, reason: 'bench funding', actor: 'bench', idempotencyKey: randomUUID() });
  if (spread) for (const limit of limitsOf(index)) await changeLimit(database.db, row.id, limit);
  const launched = await launchFor(app, { authorization: `Bearer ${token}` }, slot);
  members.push({ id: row.id, username: row.username, token, gameToken: launched.token });
}
// The clocks of `npm start` at their configured pace, so the timed calls share the machine with the
// work that follows them (the team roll-up above all), as they do when the platform runs.
const stopClocks = startBackgroundClocks(app);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const secret = await app.vendors.secretOf(houseWalletVendor);
process.stdout.write(`${JSON.stringify({ address, kind: database.kind, members, secret, vendor: houseWalletVendor, gameCode: houseCatalogue.slot.code })}\n`);
process.once('SIGTERM', () => {
  void stopClocks()
    .then(() => app.close())
    .then(() => database.close())
    .then(() => process.exit(0));
});
