import { createPublicKey, randomUUID, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  hub88DemoCurrency,
  hub88GamesPaths,
  hub88GameUrlRequestSchema,
  hub88SignatureHeader,
  hub88UnitsPerMajor,
  type Hub88Answer,
  type Hub88Game,
} from '../../src/contract/hub88.ts';
import { simGames } from './games.ts';
import { gamePage } from './page.ts';
import { walletClient, WalletTimeout, type WalletClient } from './wallet-client.ts';

export interface SimOptions {
  /** The platform's origin, whose /aggregators/hub88/… the game page calls (or later, usePlatform). */
  platformUrl?: string;
  /** The operator id the platform must send (HUB88_OPERATOR_ID). */
  operatorId: number;
  /** The simulator's (Hub88's) private key; its public half is the platform's HUB88_PUBLIC_KEY. */
  privateKey: string;
  /** The platform's public key (the half of its HUB88_PRIVATE_KEY): checks its Games API calls and wallet answers. */
  operatorPublicKey: string;
  games?: Hub88Game[];
}

interface PlaySession {
  user?: string;
  token?: string;
  currency: string;
  gameCode: string;
  demo: boolean;
  /** DEMO money, kept here: a DEMO game makes no wallet calls. */
  funUnits: number;
  lastPayload?: { operation: 'bet' | 'win' | 'rollback'; raw: string };
  lastBet?: { uuid: string; round: string; amount: number };
}

const units = (major: number) => Math.round(major * 100) * Number(hub88UnitsPerMajor / 100n);
const major = (amount: number) => amount / Number(hub88UnitsPerMajor);

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function json(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
}

/**
 * The aggregator's side over real HTTP: the Games API the platform calls (signed with its private
 * key, checked here with its public key), the game page, and the wallet calls that page makes.
 */
export function aggregatorSim(options: SimOptions) {
  const games = options.games ?? simGames;
  const operatorKey = createPublicKey(options.operatorPublicKey);
  const walletFor = (platformUrl: string) => walletClient({ platformUrl, privateKey: options.privateKey, operatorPublicKey: options.operatorPublicKey });
  let wallet: WalletClient = walletFor(options.platformUrl ?? 'http://127.0.0.1:3000');
  const sessions = new Map<string, PlaySession>();
  /** The game URL requests the platform made, as sent: what a test checks the launch asked for. */
  const gameUrlRequests: Record<string, unknown>[] = [];
  let publicUrl = '';

  const signedByOperator = (raw: Buffer, given: string | string[] | undefined) =>
    typeof given === 'string' && given !== '' && verify('sha256', raw, operatorKey, Buffer.from(given, 'base64'));

  async function gamesApi(path: string, raw: Buffer, request: IncomingMessage, response: ServerResponse): Promise<void> {
    // As Hub88 documents its errors: 401 for a bad signature, 400 for bad parameters, 404/403 for unknown or disabled.
    if (!signedByOperator(raw, request.headers[hub88SignatureHeader])) return json(response, 401, { error: 'invalid signature' });
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      return json(response, 400, { error: 'invalid json' });
    }
    const operatorId = (body as { operator_id?: unknown }).operator_id;
    if (operatorId !== options.operatorId) return json(response, 404, { error: 'unknown operator' });
    if (path === hub88GamesPaths.list) return json(response, 200, games);
    gameUrlRequests.push(body as Record<string, unknown>);
    const parsed = hub88GameUrlRequestSchema.safeParse(body);
    if (!parsed.success) return json(response, 400, { error: parsed.error.message });
    const game = games.find((candidate) => candidate.game_code === parsed.data.game_code);
    if (!game) return json(response, 404, { error: 'unknown game' });
    if (game.enabled === false) return json(response, 403, { error: 'game disabled' });
    const demo = parsed.data.currency === hub88DemoCurrency;
    if (!demo && (!parsed.data.user || !parsed.data.token)) return json(response, 400, { error: 'user and token are required for real play' });
    const id = randomUUID();
    sessions.set(id, {
      ...(demo ? {} : { user: parsed.data.user, token: parsed.data.token }),
      currency: parsed.data.currency,
      gameCode: game.game_code,
      demo,
      funUnits: units(1000),
    });
    return json(response, 200, { url: `${publicUrl}/play?session=${id}` });
  }

  async function act(
    session: PlaySession,
    action: string,
    stakeMajor: number,
    multiplier: number | undefined,
  ): Promise<{ lines: string[]; balance?: number; currency: string }> {
    const lines: string[] = [];
    const stake = units(stakeMajor);
    if (session.demo) {
      if (action === 'play' && stake > 0 && stake <= session.funUnits) {
        const won = Math.round(stake * (multiplier ?? pickMultiplier()));
        session.funUnits += won - stake;
        lines.push(`DEMO: staked ${major(stake).toFixed(2)}, won ${major(won).toFixed(2)}`);
      }
      return { lines, balance: major(session.funUnits), currency: session.currency };
    }
    const who = { user: session.user ?? '', token: session.token ?? '', game_code: session.gameCode };
    let last: Hub88Answer | undefined;
    const note = (label: string, answer: Hub88Answer) => {
      last = answer.balance === undefined ? last : answer;
      lines.push(`${label}: ${answer.status}${answer.balance === undefined ? '' : ` (balance ${major(answer.balance).toFixed(2)})`}`);
    };
    const send = async (label: string, operation: 'bet' | 'win' | 'rollback', body: object) => {
      const raw = JSON.stringify({ request_uuid: randomUUID(), ...who, ...body });
      session.lastPayload = { operation, raw };
      const reply = await wallet.call(operation, {}, { raw });
      note(label, reply.answer);
      if (!reply.signedByOperator) lines.push('  the answer was not signed by the operator');
      return reply.answer;
    };
    switch (action) {
      case 'balance':
        note('balance', (await wallet.call('balance', who)).answer);
        break;
      case 'play': {
        const round = randomUUID();
        const uuid = randomUUID();
        const placed = await send('bet', 'bet', { transaction_uuid: uuid, round, round_closed: false, currency: session.currency, amount: stake });
        if (placed.status !== 'RS_OK') break;
        session.lastBet = { uuid, round, amount: stake };
        const won = Math.round(stake * (multiplier ?? pickMultiplier()));
        await send('win', 'win', {
          transaction_uuid: randomUUID(),
          reference_transaction_uuid: uuid,
          round,
          round_closed: true,
          currency: session.currency,
          amount: won,
        });
        break;
      }
      case 'retry': {
        if (!session.lastPayload) break;
        const reply = await wallet.call(session.lastPayload.operation, {}, { raw: session.lastPayload.raw });
        note(`repeat of ${session.lastPayload.operation}`, reply.answer);
        break;
      }
      case 'duplicate':
        if (!session.lastBet) break;
        await send('bet again, other amount', 'bet', {
          transaction_uuid: session.lastBet.uuid,
          round: session.lastBet.round,
          currency: session.currency,
          amount: session.lastBet.amount + units(0.01),
        });
        break;
      case 'rollback':
        if (!session.lastBet) break;
        await send('rollback', 'rollback', {
          transaction_uuid: randomUUID(),
          reference_transaction_uuid: session.lastBet.uuid,
          round: session.lastBet.round,
          round_closed: true,
        });
        break;
      case 'early-rollback': {
        const uuid = randomUUID();
        const round = randomUUID();
        await send('rollback of a bet not sent yet', 'rollback', {
          transaction_uuid: randomUUID(),
          reference_transaction_uuid: uuid,
          round,
          round_closed: true,
        });
        await send('the late bet', 'bet', { transaction_uuid: uuid, round, currency: session.currency, amount: stake });
        break;
      }
      case 'timeout': {
        const body = { ...who, transaction_uuid: randomUUID(), round: randomUUID(), currency: session.currency, amount: stake };
        try {
          const { reply, timeouts } = await wallet.retried('bet', body, 1);
          lines.push(`bet timed out ${timeouts} time(s), then answered`);
          note('bet', reply.answer);
        } catch (error) {
          lines.push(error instanceof WalletTimeout ? 'bet never answered' : String(error));
        }
        break;
      }
      default:
        lines.push(`unknown action ${action}`);
    }
    const balance = last?.balance;
    return { lines, ...(balance === undefined ? {} : { balance: major(balance) }), currency: session.currency };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://sim.invalid');
    if (request.method === 'POST' && (url.pathname === hub88GamesPaths.list || url.pathname === hub88GamesPaths.url)) {
      return gamesApi(url.pathname, await bodyOf(request), request, response);
    }
    // What a process supervisor (the browser tests' runner) waits for.
    if (request.method === 'GET' && url.pathname === '/health') return json(response, 200, { ok: true });
    if (request.method === 'GET' && url.pathname === '/play') {
      const session = sessions.get(url.searchParams.get('session') ?? '');
      if (!session) return void response.writeHead(404, { 'content-type': 'text/plain' }).end('unknown game session');
      const game = games.find((candidate) => candidate.game_code === session.gameCode);
      return void response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(gamePage(url.searchParams.get('session') ?? '', game?.name ?? session.gameCode, session.demo));
    }
    if (request.method === 'POST' && url.pathname === '/play/action') {
      const body = JSON.parse((await bodyOf(request)).toString('utf8')) as { session?: string; action?: string; stake?: number; multiplier?: number };
      const session = sessions.get(body.session ?? '');
      if (!session) return json(response, 404, { lines: ['unknown game session'] });
      const multiplier = typeof body.multiplier === 'number' && Number.isFinite(body.multiplier) && body.multiplier >= 0 ? body.multiplier : undefined;
      return json(response, 200, await act(session, body.action ?? '', Number(body.stake ?? 0), multiplier));
    }
    json(response, 404, { error: 'not found' });
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => json(response, 500, { error: error instanceof Error ? error.message : String(error) }));
  });

  return {
    /** The signed wallet client the game page uses. */
    wallet: () => wallet,
    /** Points the game page's wallet calls at this platform. */
    usePlatform(platformUrl: string) {
      wallet = walletFor(platformUrl);
    },
    sessions,
    gameUrlRequests,
    /** Listens on `port` (0: any free one) and answers the simulator's origin. */
    async listen(port = 0, host = '127.0.0.1', advertised?: string): Promise<string> {
      await new Promise<void>((resolve) => server.listen(port, host, resolve));
      const address = server.address() as AddressInfo;
      publicUrl = advertised ?? `http://${host}:${address.port}`;
      return publicUrl;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
export type AggregatorSim = ReturnType<typeof aggregatorSim>;

/** A slot's payout multipliers: mostly a loss, now and then a win. */
function pickMultiplier(): number {
  const table = [0, 0, 0, 0.5, 1, 2, 5];
  return table[Math.floor(Math.random() * table.length)] ?? 0;
}
