import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  hub88AnswerSchema,
  hub88RequestSchemas,
  hub88SignatureHeader,
  hub88WalletOperations,
  hub88WalletPaths,
  type Hub88Answer,
  type Hub88Status,
  type Hub88WalletOperation,
} from '../../../src/contract/hub88.ts';
import { access } from '../../http/access.ts';
import { bodyDoc } from '../../http/route-docs.ts';
import { seamlessDeps } from '../../modules/vendors/routes.ts';
import type { Hub88Setup } from './setup.ts';
import { signatureHolds, signBody } from './signing.ts';
import * as wallet from './wallet.ts';

export interface Hub88RouteOptions {
  setup: Hub88Setup;
  knowsGame(gameCode: string): boolean;
}

type Parsed = { ok: true; body: Record<string, unknown> } | { ok: false; status: Hub88Status; body: Record<string, unknown> };

/** Missing or malformed fields are RS_ERROR_WRONG_SYNTAX; fields there but of the wrong type, RS_ERROR_WRONG_TYPES. */
function parsed(raw: Buffer): Parsed {
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch {
    return { ok: false, status: 'RS_ERROR_WRONG_SYNTAX', body: {} };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, status: 'RS_ERROR_WRONG_SYNTAX', body: {} };
  return { ok: true, body: value as Record<string, unknown> };
}

function refusalOf(error: z.ZodError, body: Record<string, unknown>): Hub88Status {
  const missing = error.issues.some((issue) => typeof issue.path[0] === 'string' && !(issue.path[0] in body));
  return missing ? 'RS_ERROR_WRONG_SYNTAX' : 'RS_ERROR_WRONG_TYPES';
}

/** Echoes who and which request an early refusal is about, when the body says so. */
function echo(body: Record<string, unknown>): Pick<Hub88Answer, 'user' | 'request_uuid'> {
  return {
    ...(typeof body.user === 'string' ? { user: body.user } : {}),
    ...(typeof body.request_uuid === 'string' ? { request_uuid: body.request_uuid } : {}),
  };
}

type Checked<T> = { data: T } | { refusal: Hub88Answer };

/** The request in the contract's shape, or the refusal of a body that is not. */
function check<T>(schema: z.ZodType<T>, body: Record<string, unknown>, setup: Hub88Setup): Checked<T> {
  const checked = schema.safeParse(body);
  if (!checked.success) return { refusal: { status: refusalOf(checked.error, body), ...echo(body) } };
  // A sub_partner_id that is not this site's: another brand's call reached us.
  const subPartner = (checked.data as { sub_partner_id?: unknown }).sub_partner_id;
  if (typeof subPartner === 'string' && subPartner !== setup.subPartnerId) return { refusal: { status: 'RS_ERROR_INVALID_PARTNER', ...echo(body) } };
  return { data: checked.data };
}

async function perform(app: FastifyInstance, options: Hub88RouteOptions, operation: Hub88WalletOperation, body: Record<string, unknown>): Promise<Hub88Answer> {
  // The wall clock, as the seamless wallet's own vendor routes and the game sessions' launch use (one money path, one time).
  const deps = async (): Promise<wallet.Hub88WalletDeps> => ({ seamless: await seamlessDeps(app), knowsGame: options.knowsGame, now: new Date() });
  const run = async <T>(schema: z.ZodType<T>, handle: (deps: wallet.Hub88WalletDeps, request: T) => Promise<Hub88Answer>) => {
    const checked = check(schema, body, options.setup);
    return 'refusal' in checked ? checked.refusal : handle(await deps(), checked.data);
  };
  switch (operation) {
    case 'info':
      return run(hub88RequestSchemas.info, wallet.info);
    case 'balance':
      return run(hub88RequestSchemas.balance, wallet.balance);
    case 'bet':
      return run(hub88RequestSchemas.bet, wallet.bet);
    case 'win':
      return run(hub88RequestSchemas.win, wallet.win);
    case 'rollback':
      return run(hub88RequestSchemas.rollback, wallet.rollback);
  }
}

/** Our answer, signed over the very bytes sent, as Hub88 checks them with our public key. */
function send(reply: FastifyReply, setup: Hub88Setup, answer: Hub88Answer): FastifyReply {
  const payload = JSON.stringify(answer);
  return reply.code(200).type('application/json').header(hub88SignatureHeader, signBody(setup.keys.ours, payload)).send(payload);
}

/**
 * Hub88's Wallet API (src/contract/hub88.ts) at the documentation's paths under /aggregators/hub88.
 * Bodies stay raw bytes until Hub88's signature over exactly those bytes holds; every answer is HTTP
 * 200 with an RS_* status, signed with our key. A fault is RS_ERROR_UNKNOWN, never a 5xx Hub88
 * would read as a lost call.
 */
export async function hub88Routes(app: FastifyInstance, options: Hub88RouteOptions): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));

  for (const operation of hub88WalletOperations) {
    const schema = { documentedBody: bodyDoc.signed(hub88RequestSchemas[operation], 'hub88Signature'), response: { 200: hub88AnswerSchema } };
    app.post(hub88WalletPaths[operation], { config: access.signed, schema }, async (request, reply) => {
      const raw = request.body;
      if (!Buffer.isBuffer(raw) || !signatureHolds(options.setup.keys.theirs, raw, request.headers[hub88SignatureHeader])) {
        return send(reply, options.setup, { status: 'RS_ERROR_INVALID_SIGNATURE', ...(Buffer.isBuffer(raw) ? echo(parsedBody(raw)) : {}) });
      }
      const body = parsed(raw);
      let answer: Hub88Answer;
      try {
        answer = body.ok ? await perform(app, options, operation, body.body) : { status: body.status };
      } catch (error) {
        request.log.error({ err: error, operation }, 'hub88 wallet call failed');
        answer = { status: 'RS_ERROR_UNKNOWN', ...echo(body.body) };
      }
      request.log.info({ aggregator: 'hub88', operation, status: answer.status }, 'aggregator wallet call');
      return send(reply, options.setup, answer);
    });
  }
}

function parsedBody(raw: Buffer): Record<string, unknown> {
  const body = parsed(raw);
  return body.body;
}
