import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostedPage } from './hosted-page.ts';
import { newId, sessionResource, paymentResource, unixNow, type SimSession } from './sessions.ts';
import { Deliverer, type DeliveryOptions } from './webhooks.ts';

/**
 * Plays PayMongo over HTTP for development and tests: the Checkout Sessions API (create and
 * retrieve, Basic auth with the secret key), a hosted checkout page, and signed webhooks to the
 * platform with duplicates, delays and retries (webhooks.ts).
 */
export interface SimulatorOptions extends Omit<DeliveryOptions, 'url'> {
  port: number;
  host?: string;
  secretKey: string;
  webhookUrl: string;
  /** The address members' browsers reach the simulator at; the listening address by default. */
  publicUrl?: string;
}

export interface Simulator {
  url: string;
  sessions: Map<string, SimSession>;
  deliverer: Deliverer;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const apiError = (code: string, detail: string, attribute?: string) => ({
  errors: [{ code, detail, ...(attribute ? { source: { pointer: attribute, attribute } } : {}) }],
});

function authorized(request: IncomingMessage, secretKey: string): boolean {
  const expected = Buffer.from(`Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`);
  const given = Buffer.from(request.headers.authorization ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

type Attributes = Record<string, unknown>;
const isRecord = (value: unknown): value is Attributes => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The checks PayMongo makes of a new session that matter here; a message naming the first failure. */
function sessionFrom(body: unknown): Omit<SimSession, 'id' | 'intentId' | 'status' | 'payments' | 'createdAt'> | { error: string; attribute: string } {
  const attributes = isRecord(body) && isRecord(body.data) && isRecord(body.data.attributes) ? body.data.attributes : null;
  if (!attributes) return { error: 'data.attributes is required.', attribute: 'data' };
  const items = Array.isArray(attributes.line_items) ? attributes.line_items.filter(isRecord) : [];
  const item = items[0];
  if (!item || items.length !== 1) return { error: 'line_items must hold one item here.', attribute: 'line_items' };
  if (!Number.isInteger(item.amount) || (item.amount as number) < 2000)
    return { error: 'line_items amount must be an integer of at least 2000 (centavos).', attribute: 'line_items' };
  if (item.currency !== 'PHP') return { error: 'currency must be PHP.', attribute: 'line_items' };
  if (item.quantity !== 1) return { error: 'quantity must be 1 here.', attribute: 'line_items' };
  const methods = Array.isArray(attributes.payment_method_types)
    ? attributes.payment_method_types.filter((method): method is string => typeof method === 'string')
    : [];
  if (methods.length === 0) return { error: 'payment_method_types is required.', attribute: 'payment_method_types' };
  for (const name of ['success_url', 'cancel_url', 'reference_number'] as const) {
    if (typeof attributes[name] !== 'string' || attributes[name] === '') return { error: `${name} is required.`, attribute: name };
  }
  return {
    amount: item.amount as number,
    currency: 'PHP',
    name: String(item.name ?? ''),
    description: String(attributes.description ?? ''),
    methodTypes: methods,
    reference: attributes.reference_number as string,
    successUrl: attributes.success_url as string,
    cancelUrl: attributes.cancel_url as string,
    request: body,
  };
}

export async function startSimulator(options: SimulatorOptions): Promise<Simulator> {
  const sessions = new Map<string, SimSession>();
  const deliverer = new Deliverer({ ...options, url: options.webhookUrl });
  let publicUrl = options.publicUrl ?? '';
  const checkoutUrl = (session: SimSession) => `${publicUrl}/checkout/${session.id}`;
  const redirect = (response: ServerResponse, location: string): void => {
    response.writeHead(303, { location }).end();
  };

  async function api(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    if (!authorized(request, options.secretKey))
      return json(response, 401, apiError('api_key_invalid', 'API key is invalid. Use your secret key as the username of Basic auth.'));
    if (request.method === 'POST' && path === '/v1/checkout_sessions') {
      let body: unknown;
      try {
        body = JSON.parse(await readBody(request));
      } catch {
        return json(response, 400, apiError('parameter_invalid', 'The body is not JSON.'));
      }
      const made = sessionFrom(body);
      if ('error' in made) return json(response, 400, apiError('parameter_invalid', made.error, made.attribute));
      const session: SimSession = { ...made, id: newId('cs'), intentId: newId('pi'), status: 'active', payments: [], createdAt: unixNow() };
      sessions.set(session.id, session);
      return json(response, 200, { data: sessionResource(session, checkoutUrl(session)) });
    }
    const session = sessions.get(path.replace('/v1/checkout_sessions/', ''));
    if (request.method === 'GET' && session) return json(response, 200, { data: sessionResource(session, checkoutUrl(session)) });
    return json(response, 404, apiError('resource_not_found', 'No such resource.'));
  }

  async function checkout(request: IncomingMessage, response: ServerResponse, id: string, action: string | undefined, notice: string): Promise<void> {
    const session = sessions.get(id);
    if (!session) return void response.writeHead(404, { 'content-type': 'text/plain' }).end('No such checkout.');
    if (request.method === 'GET' && !action)
      return void response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hostedPage(session, notice));
    if (request.method !== 'POST' || session.status !== 'active') return redirect(response, checkoutUrl(session));
    const form = new URLSearchParams(await readBody(request));
    const method = session.methodTypes.includes(form.get('method') ?? '') ? (form.get('method') as string) : (session.methodTypes[0] as string);
    const payment = (status: 'paid' | 'failed') => ({ id: newId('pay'), amount: session.amount, currency: session.currency, method, status, at: unixNow() });
    if (action === 'pay') {
      const paid = payment('paid');
      session.payments.push(paid);
      session.status = 'paid';
      deliverer.send('payment.paid', paymentResource(session, paid));
      deliverer.send('checkout_session.payment.paid', sessionResource(session, checkoutUrl(session)));
      return redirect(response, session.successUrl);
    }
    if (action === 'fail') {
      const failed = payment('failed');
      session.payments.push(failed);
      deliverer.send('payment.failed', paymentResource(session, failed));
      // As on PayMongo's page, a failed attempt leaves the checkout open for another try.
      return redirect(response, `${checkoutUrl(session)}?failed=1`);
    }
    if (action === 'abandon') {
      session.status = 'expired';
      deliverer.send('checkout_session.expired', sessionResource(session, checkoutUrl(session)));
      return redirect(response, session.cancelUrl);
    }
    return redirect(response, checkoutUrl(session));
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://simulator');
    const handle = async () => {
      if (url.pathname.startsWith('/v1/')) return api(request, response, url.pathname);
      const match = /^\/checkout\/([A-Za-z0-9_]+)(?:\/(pay|fail|abandon))?$/.exec(url.pathname);
      if (match)
        return checkout(
          request,
          response,
          match[1] as string,
          match[2],
          url.searchParams.has('failed') ? 'The payment failed. Try again or choose another method.' : '',
        );
      if (url.pathname === '/sim/sessions') return json(response, 200, [...sessions.values()]);
      if (url.pathname === '/sim/deliveries') return json(response, 200, deliverer.log);
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found.');
    };
    handle().catch((error: unknown) => {
      if (!response.headersSent) json(response, 500, apiError('internal', error instanceof Error ? error.message : String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host === '0.0.0.0' || !options.host ? '127.0.0.1' : options.host}:${port}`;
  if (!publicUrl) publicUrl = url;
  return {
    url,
    sessions,
    deliverer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
