import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  onlineDepositPayloadSchema,
  onlineDepositSchema,
  paymentPaths,
  paymongoSignatureHeader,
  paymongoWebhookValueSchema,
} from '../../../../../src/contract/payments.ts';
import { access } from '../../../../http/access.ts';
import { AppError, ok, requestLocale } from '../../../../http/envelope.ts';
import { bodyDoc } from '../../../../http/route-docs.ts';
import { replies } from '../../../../http/schema.ts';
import { startOnlineDeposit } from './checkout.ts';
import { paymongoEventSchema } from './events.ts';
import { signatureHolds } from './signature.ts';
import type { PaymongoSettings } from './settings.ts';
import { applyPaymongoEvent } from './webhook.ts';

/** The member starts an online deposit; without PayMongo configured the feature is off. */
export async function onlineDepositRoutes(app: FastifyInstance, { settings }: { settings: PaymongoSettings | null }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    paymentPaths.online,
    { config: access.member, schema: { body: onlineDepositPayloadSchema, response: replies(onlineDepositSchema) } },
    async (request, reply) => {
      if (!settings) throw new AppError('FEATURE_DISABLED');
      reply.header('cache-control', 'no-store');
      return ok(await startOnlineDeposit(app, settings, request.auth.member.id, request.body, requestLocale(request)));
    },
  );
}

/**
 * PayMongo's webhook. The signature covers the exact bytes sent, so this plugin keeps JSON bodies
 * raw and parses them only once the signature holds. Unconfigured, there is no such route (404).
 */
export async function paymongoWebhookRoutes(app: FastifyInstance, { settings }: { settings: PaymongoSettings | null }): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));

  app.post(
    paymentPaths.paymongoWebhook,
    {
      config: access.signed,
      schema: { documentedBody: bodyDoc.signed(paymongoEventSchema, 'paymongoSignature'), response: replies(paymongoWebhookValueSchema) },
    },
    async (request) => {
      if (!settings) throw new AppError('NOT_FOUND');
      const rawBody = request.body;
      const header = request.headers[paymongoSignatureHeader];
      const given = typeof header === 'string' ? header : undefined;
      // The timestamp is PayMongo's wall clock: a replay is judged against ours, never the app's clock,
      // which tests move (as the seamless wallet's vendor routes and Hub88's calls are judged).
      const nowMs = Date.now();
      if (!Buffer.isBuffer(rawBody) || !signatureHolds({ header: given, rawBody, secret: settings.webhookSecret, mode: settings.mode, nowMs })) {
        throw new AppError('FORBIDDEN');
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new AppError('MALFORMED_REQUEST');
      }
      const event = paymongoEventSchema.parse(parsed, { reportInput: true });
      const value = await applyPaymongoEvent(app, settings, event);
      request.log.info({ event: event.data.id, type: event.data.attributes.type, ...value }, 'paymongo webhook');
      return ok(value);
    },
  );
}
