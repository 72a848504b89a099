import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  signatureHeader,
  vendorAnswerSchema,
  vendorOperations,
  vendorPath,
  vendorRequestSchemas,
  type VendorAnswer,
  type VendorOperation,
} from '../../../src/contract/vendor.ts';
import type { SettingValues } from '../../../src/contract/operator.ts';
import { vendorCodeSchema } from '../../../src/contract/wallet.ts';
import { access } from '../../http/access.ts';
import { bodyDoc } from '../../http/route-docs.ts';
import { oncePer } from '../../lib/once-per.ts';
import * as seamless from './seamless.ts';
import { signatureMatches } from './secrets.ts';

const refused = (status: VendorAnswer['status']): VendorAnswer => ({ status, balance: null, currency: null });
const paramsSchema = z.object({ code: vendorCodeSchema });

/** The vendors in transfer mode, once per settings value (they are read again at most each second). */
const transferVendorsOf = oncePer((walletMode: SettingValues['walletMode']): ReadonlySet<string> => new Set(walletMode.isSingle ? [] : walletMode.vendors));

/** What the seamless wallet needs of the app for a call, with the operator's settings as they are now. */
export async function seamlessDeps(app: FastifyInstance): Promise<seamless.SeamlessDeps> {
  const values = await app.settings.values();
  return {
    db: app.db,
    catalog: app.vendors.catalog,
    registry: app.vendors.registry,
    transferVendors: transferVendorsOf(values.walletMode),
    earnRates: values.points.earnRates,
    timeZone: app.config.TIME_ZONE,
  };
}

/** Parses and runs one operation once the signature holds; bad input is an answer, never a 5xx. */
async function perform(app: FastifyInstance, operation: VendorOperation, vendor: string, raw: Buffer): Promise<VendorAnswer> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    return refused('INVALID_REQUEST');
  }
  const deps = await seamlessDeps(app);
  switch (operation) {
    case 'balance': {
      const body = vendorRequestSchemas.balance.safeParse(parsed);
      return body.success ? seamless.balance(deps, vendor, body.data) : refused('INVALID_REQUEST');
    }
    case 'bet': {
      const body = vendorRequestSchemas.bet.safeParse(parsed);
      return body.success ? seamless.bet(deps, vendor, body.data) : refused('INVALID_REQUEST');
    }
    case 'win': {
      const body = vendorRequestSchemas.win.safeParse(parsed);
      return body.success ? seamless.win(deps, vendor, body.data) : refused('INVALID_REQUEST');
    }
    case 'rollback': {
      const body = vendorRequestSchemas.rollback.safeParse(parsed);
      return body.success ? seamless.rollback(deps, vendor, body.data) : refused('INVALID_REQUEST');
    }
  }
}

/**
 * The seamless wallet vendors call (src/contract/vendor.ts). Bodies stay raw bytes until the
 * signature over exactly those bytes holds; the answer is always HTTP 200 with a status.
 */
export async function vendorRoutes(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));

  for (const operation of vendorOperations) {
    app.post(
      vendorPath(':code', operation),
      {
        config: access.signed,
        schema: { documentedBody: bodyDoc.signed(vendorRequestSchemas[operation], 'vendorSignature'), response: { 200: vendorAnswerSchema } },
      },
      async (request) => {
        const params = paramsSchema.safeParse(request.params);
        if (!params.success || !app.vendors.registry.isWalletVendor(params.data.code)) return refused('VENDOR_DISABLED');
        const vendor = params.data.code;
        const secret = await app.vendors.secretOf(vendor);
        if (!secret) return refused('VENDOR_DISABLED');
        const raw = request.body;
        const given = request.headers[signatureHeader];
        if (!Buffer.isBuffer(raw) || typeof given !== 'string' || !signatureMatches(secret, raw, given)) return refused('INVALID_SIGNATURE');
        const answer = await perform(app, operation, vendor, raw);
        request.log.info({ vendor, operation, status: answer.status }, 'vendor wallet call');
        return answer;
      },
    );
  }
}
