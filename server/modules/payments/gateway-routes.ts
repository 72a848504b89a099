import type { FastifyInstance } from 'fastify';
import { gatewayCallbackSchema, gatewayCallbackValueSchema, gatewaySignatureHeader, paymentPaths } from '../../../src/contract/payments.ts';
import { access } from '../../http/access.ts';
import { AppError, ok } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { bodyDoc } from '../../http/route-docs.ts';
import { creditGatewayOrder, signatureMatches } from './gateway.ts';

/**
 * The automated payment gateway's callback. The signature covers the exact bytes sent, so this
 * plugin keeps JSON bodies raw and parses them only once the signature holds. Without
 * PAYMENT_GATEWAY_SECRET there is no gateway, and the route answers 404.
 */
export async function gatewayRoutes(app: FastifyInstance, { secret }: { secret: string | undefined }): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));

  app.post(
    paymentPaths.gatewayCallback,
    {
      config: access.signed,
      schema: { documentedBody: bodyDoc.signed(gatewayCallbackSchema, 'gatewaySignature'), response: replies(gatewayCallbackValueSchema) },
    },
    async (request) => {
      if (!secret) throw new AppError('NOT_FOUND');
      const raw = request.body;
      const given = request.headers[gatewaySignatureHeader];
      if (!Buffer.isBuffer(raw) || typeof given !== 'string' || !signatureMatches(secret, raw, given)) throw new AppError('FORBIDDEN');
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new AppError('MALFORMED_REQUEST');
      }
      const callback = gatewayCallbackSchema.parse(parsed, { reportInput: true });
      const credited = await creditGatewayOrder(app, callback);
      request.log.info({ orderId: credited.orderId, depositId: credited.depositId, replayed: credited.replayed }, 'gateway deposit');
      return ok(credited);
    },
  );
}
