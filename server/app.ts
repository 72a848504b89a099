import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import type { Database, Db } from './db/index.ts';
import { installAccessPolicy } from './http/access.ts';
import { clientErrorHandler } from './http/client-errors.ts';
import { installDraining } from './http/draining.ts';
import { installErrorHandling } from './http/errors.ts';
import { logSerializers } from './http/log-serializers.ts';
import { installOpenApi } from './http/openapi.ts';
import { decorateLimiter } from './lib/limits/plugin.ts';
import { sendFailure } from './http/envelope.ts';
import { zodValidatorCompiler } from './http/validation.ts';
import { installTextCheck } from './http/well-formed-text.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { captchaRoutes } from './modules/captcha/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { lobbyRoutes } from './modules/catalog/lobby-routes.ts';
import { oidcRoutes } from './modules/oidc/routes.ts';
import { startHouseClock } from './vendors/house/clock.ts';
import { housePlayRoutes } from './vendors/house/routes.ts';
import { registerRoutes } from './modules/register/routes.ts';
import { affiliateRoutes } from './modules/agents/affiliate.ts';
import { agentOperatorRoutes } from './modules/agents/ops-routes.ts';
import { agentRoutes } from './modules/agents/routes.ts';
import { contractOperatorRoutes } from './modules/contracts/ops-routes.ts';
import { contractRoutes } from './modules/contracts/routes.ts';
import { loadCatalog, type Catalog } from './modules/catalog/repository.ts';
import { playableCatalogue } from '../src/content/playable.ts';
import { createKeyService, type KeyService } from './modules/keys/service.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { backofficeRoutes } from './modules/backoffice/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { memberRoutes } from './modules/members/routes.ts';
import { memberOperatorRoutes } from './modules/members/operator-routes.ts';
import { backofficeMemberRoutes } from './modules/backoffice/members/routes.ts';
import { startOutbox } from './modules/outbox/dispatcher.ts';
import { recoveryRoutes } from './modules/recovery/routes.ts';
import { decorateSettings } from './modules/settings/plugin.ts';
import { operatorRoutes } from './modules/settings/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { dataRightsRoutes } from './modules/data-rights/routes.ts';
import { protectionOperatorRoutes } from './modules/protection/operator-routes.ts';
import { protectionRoutes } from './modules/protection/routes.ts';
import { recordRoutes } from './modules/records/routes.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { gatewayRoutes } from './modules/payments/gateway-routes.ts';
import { onlineDepositRoutes, paymongoWebhookRoutes } from './modules/payments/gateways/paymongo/routes.ts';
import { paymongoSettings } from './modules/payments/gateways/paymongo/settings.ts';
import { paymentOperatorRoutes } from './modules/payments/operator-routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { pointsOperatorRoutes } from './modules/points/operator-routes.ts';
import { pointsRoutes } from './modules/points/routes.ts';
import { inboxOperatorRoutes } from './modules/inbox/ops-routes.ts';
import { inboxRoutes } from './modules/inbox/routes.ts';
import { promotionOperatorRoutes } from './modules/promotions/operator-routes.ts';
import { promotionRoutes } from './modules/promotions/routes.ts';
import { scheduleAutomaticReceipts } from './modules/payments/scheduler.ts';
import { healthRoutes } from './modules/system/health.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { verificationRoutes } from './modules/verification/routes.ts';
import { gameRoutes } from './modules/games/routes.ts';
import { vendorRoutes } from './modules/vendors/routes.ts';
import { hub88Prefix } from '../src/contract/hub88.ts';
import { shownGames, withHub88Games } from './vendors/hub88/catalogue.ts';
import { hub88Routes } from './vendors/hub88/routes.ts';
import { hub88Setup } from './vendors/hub88/setup.ts';
import { decorateVendors } from './modules/vendors/service.ts';
import { identityOperatorRoutes } from './modules/identity/ops-routes.ts';
import { identityRoutes } from './modules/identity/routes.ts';
import { installLiveEvents } from './modules/events/routes.ts';
import { registerWeb } from './web/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** The JWE key pair: its public JWK for clients, decryptPayload for encrypted bodies. */
    keys: KeyService;
    /** The time for rounds, lockouts, codes and receipts (server/lib/clock.ts). */
    clock: Clock;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** The catalogue to serve; read from src/content/data when absent. */
  catalog?: Catalog;
  /** Set apart this app's attempt counters in a shared Redis (tests give each app its own). */
  limiterPrefix?: string;
  /** The system clock unless a test sets the time. */
  clock?: Clock;
}

/** Header and body fields that must never reach a log line. */
const secretPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...['password', 'newPassword', 'oldPassword', 'confirmPassword', 'confirmNewPassword', 'paymentPassword', 'jwe', 'token'].flatMap((field) => [
    `body.${field}`,
    `*.${field}`,
  ]),
];

export async function buildApp({ config, database, catalog, limiterPrefix, clock = systemClock }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: { paths: secretPaths, censor: '[secret]' }, serializers: logSerializers },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // While closing, requests on open connections are still served (and answered as envelopes); new connections are refused.
    return503OnClosing: false,
    // A URL the router cannot even read is the client's mistake, answered like any other.
    frameworkErrors: (_error, _request, reply) => {
      sendFailure(reply, 'MALFORMED_REQUEST');
    },
    // Nor can a request Node's parser refuses (headers over 16 KB, a broken request line): the envelope still.
    clientErrorHandler,
  });

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installAccessPolicy(app);
  installDraining(app);
  installTextCheck(app);
  // JSON is the one body type the API reads; anything else is refused with 415 rather than half-read.
  app.removeContentTypeParser('text/plain');
  // Hooks every request runs are written with callbacks, not async: a promise and a turn of the
  // microtask queue each, on every call, for work that never waits.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    // Every answer is read as the type it declares: a JSON envelope echoing input never becomes a page or a script.
    reply.header('x-content-type-options', 'nosniff');
    // Game pages count down from the Date header, so it tells the same time the rounds run on.
    reply.header('date', clock.now().toUTCString());
    done(null, payload);
  });

  if (database.kind === 'postgres') {
    database.client.on('error', (error) => app.log.warn({ err: error }, 'a database connection was lost; the pool replaces it'));
  }
  const keys = createKeyService(database.db);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('keys', keys);
  app.decorate('clock', clock);
  decorateSettings(app, { config, db: database.sideDb });
  decorateLimiter(app, config, { prefix: limiterPrefix, clock });
  startOutbox(app, database);
  scheduleAutomaticReceipts(app);

  await installOpenApi(app, config);
  // Hub88's games the operator chose to show join the catalogue as it is read at start (docs/aggregators.md).
  const hub88 = hub88Setup(config);
  const hub88Rows = hub88 ? await shownGames(database.db) : [];
  const merged = withHub88Games(catalog ?? (await loadCatalog()), hub88Rows);
  const content = merged.catalog;
  decorateVendors(app, { db: database.db, config, catalog: content, aggregators: hub88 ? { hub88: { setup: hub88, vendorIds: merged.vendorIds } } : {} });
  await app.register(healthRoutes, { databaseKind: database.kind });
  await app.register(systemRoutes, { catalog: content, keys });
  // Nav and lobbies list only what starts: HOUSE, and third parties configured with a launch URL and secret.
  const listed = withHub88Games(playableCatalogue(content, { launchUrls: config.VENDOR_LAUNCH_URLS, secrets: config.VENDOR_SECRETS }), hub88Rows).catalog;
  await app.register(catalogRoutes, { catalog: listed });
  await app.register(lobbyRoutes, { catalog: listed, aggregated: merged.vendorIds });
  await app.register(authRoutes);
  await app.register(memberRoutes);
  await app.register(oidcRoutes);
  await app.register(walletRoutes);
  await app.register(recordRoutes);
  await app.register(profileRoutes);
  await app.register(dataRightsRoutes);
  await app.register(captchaRoutes);
  await app.register(verificationRoutes);
  await app.register(recoveryRoutes);
  await app.register(registerRoutes);
  await app.register(affiliateRoutes);
  await app.register(agentRoutes);
  await app.register(contractRoutes);
  const paymongo = paymongoSettings(config);
  await app.register(paymentRoutes, { onlineDeposits: paymongo !== null });
  await app.register(identityRoutes);
  await app.register(onlineDepositRoutes, { settings: paymongo });
  await app.register(pointsRoutes);
  await app.register(protectionRoutes);
  await app.register(inboxRoutes);
  await app.register(promotionRoutes);
  await app.register(gameRoutes, { catalog: content });
  await app.register(vendorRoutes);
  if (hub88) {
    const hub88Codes = new Set(merged.catalog.games.filter((game) => merged.vendorIds.has(game.vendor)).map((game) => game.code));
    await app.register(hub88Routes, { prefix: hub88Prefix, setup: hub88, knowsGame: (code: string) => hub88Codes.has(code) });
  }
  await app.register(housePlayRoutes);
  startHouseClock(app, config.HOUSE_CLOCK_MS);
  await app.register(gatewayRoutes, { secret: config.PAYMENT_GATEWAY_SECRET });
  await app.register(paymongoWebhookRoutes, { settings: paymongo });
  // The operator API answers staff sessions always, and the automation token when OPS_TOKEN is set.
  await app.register(staffRoutes);
  await app.register(backofficeRoutes);
  await app.register(reportRoutes);
  await app.register(operatorRoutes);
  await app.register(paymentOperatorRoutes);
  await app.register(agentOperatorRoutes);
  await app.register(memberOperatorRoutes);
  await app.register(backofficeMemberRoutes, { catalog: content });
  await app.register(identityOperatorRoutes);
  await app.register(pointsOperatorRoutes);
  await app.register(protectionOperatorRoutes);
  await app.register(contractOperatorRoutes);
  await app.register(inboxOperatorRoutes);
  await app.register(promotionOperatorRoutes);
  installLiveEvents(app, database);

  await registerWeb(app, { config });
  return app;
}
