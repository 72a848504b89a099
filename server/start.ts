/**
 * Starting the server: configuration, database, migrations, demo data, then pages and API on one
 * port until SIGINT or SIGTERM. server/main.ts starts it as it is; the browser tests' server
 * (tests/e2e/support/test-server.ts) starts it with a clock they can move.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import { isEmpty, seedDemo } from './db/seed.ts';
import { demoLogins } from './db/seed-accounts.ts';
import { demoTeam, seedDemoTeam, teamPassword } from './db/seed-team.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { startBackgroundClocks } from './clocks.ts';
import { syncHub88AtStart } from './vendors/hub88/start-sync.ts';

/** In-flight requests get this long to finish after SIGTERM before the process gives up on them. */
const shutdownGraceMs = 15_000;

export interface StartOptions {
  clock?: Clock;
  /** Adds to the app before it listens (the browser tests' time control). */
  extend?: (app: FastifyInstance) => Promise<void>;
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error:\n${error.message}`);
    process.exit(1);
  }
}

export async function startServer({ clock = systemClock, extend }: StartOptions = {}): Promise<void> {
  const config = readConfig();
  const database = await openDatabase(config);
  await migrate(database);
  if (config.SEED_DEMO) {
    // The seed only adds what is missing, so a database made by an older release gains the newer demo
    // data too (the printed logins below among it).
    const empty = await isEmpty(database.db);
    const seeded = await seedDemo(database.db, { defaultPassword: config.DEFAULT_PASSWORD });
    if (empty) console.log(`Demo data written (${seeded.settings} settings).`);
  }
  // Before the app: it reads the aggregator's shown games into the catalogue as it is built.
  await syncHub88AtStart(database.db, config, clock.now(), (message) => console.warn(message));
  const app = await buildApp({ config, database, clock });
  if (extend) await extend(app);
  // agent1's team plays and deposits through the real services, so it needs the built app.
  if (config.SEED_DEMO) await seedDemoTeam(app);
  // Settlements and roll-ups run here, not in buildApp, so tests settle and roll up only when they ask.
  const stopClocks = startBackgroundClocks(app);

  let closing = false;
  /** Stops accepting connections, lets requests in flight finish, stops the clocks, then closes the database. */
  async function shutdown(signal: string): Promise<void> {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const giveUp = setTimeout(() => {
      app.log.error('requests still in flight after the grace period; exiting');
      process.exit(1);
    }, shutdownGraceMs);
    giveUp.unref();
    await stopClocks();
    await app.close();
    await database.close();
    app.log.info('shut down cleanly');
    process.exit(0);
  }
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const store = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.PGLITE_DIR})`;
  console.log(`\nTala is running at http://${shownHost}:${config.PORT}/  (database: ${store})`);
  if (config.SEED_DEMO) {
    console.log('\nDemo logins (username / password):');
    for (const login of demoLogins(config.DEFAULT_PASSWORD)) console.log(`  ${login.username.padEnd(8)} / ${login.password.padEnd(10)}  ${login.note}`);
    for (const login of demoTeam)
      console.log(`  ${login.username.padEnd(8)} / ${teamPassword(login).padEnd(10)}  ${login.type === 0 ? 'player' : 'sub-agent'} under ${login.upline}`);
  }
}
