/**
 * The live-event bench's server (bench/streams.ts), in a process of its own: the real app on an
 * in-memory PGlite with `BENCH_STREAM_MEMBERS` members, each signed in with a money account. It
 * prints one JSON line (address, control address, the members' tokens) and serves until killed.
 * `POST /move` on the control address credits every member 0.01 in one transfer, as a promotion's
 * payout to everyone does, and answers when that transfer has committed (`performance.timeOrigin`
 * plus `performance.now()`, a clock both processes of this machine share).
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/index.ts';
import { migrate } from '../server/db/migrate.ts';
import { member } from '../server/db/schema.ts';
import { seedDemo } from '../server/db/seed.ts';
import { issueSession } from '../server/modules/auth/sessions.ts';
import { postTransfer } from '../server/modules/ledger/transfers.ts';
import { mainCode, memberAccount, systemAccount } from '../server/modules/wallet/accounts.ts';

const count = Number(process.env.BENCH_STREAM_MEMBERS ?? 10_000);
const config = loadConfig({ ...process.env, DATABASE_URL: '', PGLITE_DIR: 'memory://', LOG_LEVEL: 'silent', HOST: '127.0.0.1' });
const database = await openDatabase(config);
await migrate(database);
await seedDemo(database.db);
const app = await buildApp({ config, database });
const currency = (await app.settings.get('currency')).code;

const ids: number[] = [];
for (let start = 0; start < count; start += 1_000) {
  const size = Math.min(1_000, count - start);
  const rows = await database.db
    .insert(member)
    .values(Array.from({ length: size }, (_, index) => ({ username: `live${start + index}${randomUUID().slice(0, 6)}`, passwordHash: 'x' })))
    .returning({ id: member.id });
  ids.push(...rows.map((row) => row.id));
}
const tokens: string[] = [];
for (const id of ids) tokens.push((await issueSession(database.db, { memberId: id, method: 'username', ip: '127.0.0.1', scope: 'full' })).token);
const accounts = await database.db.transaction(async (tx) => {
  const made: number[] = [];
  for (const id of ids) made.push(await memberAccount(tx, id, mainCode, currency));
  return made;
});

const address = await app.listen({ port: 0, host: '127.0.0.1' });
const control = createServer((request, response) => {
  if (request.method !== 'POST' || request.url !== '/move') return void response.writeHead(404).end();
  void app.db
    .transaction(async (tx) => {
      const source = await systemAccount(tx, 'adjustments', currency);
      await postTransfer(tx, {
        ledger: 'money',
        kind: 'adjustment',
        idempotencyKey: randomUUID(),
        legs: [{ accountId: source, amount: -BigInt(accounts.length) }, ...accounts.map((accountId) => ({ accountId, amount: 1n }))],
        metadata: { remark: 'bench: one movement for every member' },
      });
    })
    .then(
      () => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ committedAt: performance.timeOrigin + performance.now() })),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
});
await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
const port = (control.address() as { port: number }).port;
process.stdout.write(`${JSON.stringify({ address, control: `http://127.0.0.1:${port}`, tokens })}\n`);
process.once('SIGTERM', () => {
  control.close();
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
