import type { FastifyInstance } from 'fastify';
import { houseCatalogue, houseWalletVendor } from '../../src/contract/house.ts';
import { issueSession, revokeMemberSessions } from '../modules/auth/sessions.ts';
import { findGameSession, openGameSession } from '../modules/games/sessions.ts';
import { findMemberByUsername, type Member } from '../modules/members/repository.ts';
import { decideDeposit, fileDeposit } from '../modules/payments/deposits.ts';
import { createMember } from '../modules/register/service.ts';
import { houseContext } from '../vendors/house/access.ts';
import { playPersonal } from '../vendors/house/personal.ts';
import { depositChannel, knownIp } from './schema.ts';
import { seedDemoContracts } from './seed-contracts.ts';
import { demoPasswordHash } from './demo-password.ts';

interface TeamLogin {
  username: string;
  upline: string;
  type: number;
  /** What the member deposits (the operator approves) and how many slot spins of what stake it plays. */
  deposit?: number;
  spins?: { count: number; stake: number };
}

const memberPassword = 'Demo@1234';
const agentPassword = 'Agent@1234';

/**
 * agent1's demo team, three levels deep: sub-agent agent1a with its own sub-agent agent1b, and
 * players at every level who have deposited and played the HOUSE slot. A few spins of larger stakes
 * rather than many small ones: each is a real bet and win on the ledger, and a new database writes
 * them before its first answer.
 */
export const demoTeam: readonly TeamLogin[] = [
  { username: 'player1', upline: 'agent1', type: 0, deposit: 1500, spins: { count: 4, stake: 15 } },
  { username: 'player2', upline: 'agent1', type: 0, deposit: 800, spins: { count: 2, stake: 30 } },
  { username: 'agent1a', upline: 'agent1', type: 1 },
  { username: 'player3', upline: 'agent1a', type: 0, deposit: 2500, spins: { count: 3, stake: 60 } },
  { username: 'agent1b', upline: 'agent1a', type: 1 },
  { username: 'player4', upline: 'agent1b', type: 0, deposit: 600, spins: { count: 3, stake: 7.5 } },
];

export const teamPassword = (login: Pick<TeamLogin, 'type'>) => (login.type === 0 ? memberPassword : agentPassword);

/** Local demo logins come from here; marking them known spares them the new-IP verification. */
const localIps = ['127.0.0.1', '::1'];

/** Deposits through the real request and the operator's approval, so the ledger holds it as any deposit. */
async function seedDeposit(app: FastifyInstance, who: Member, amount: number): Promise<void> {
  const [channel] = await app.db.select({ id: depositChannel.id }).from(depositChannel).limit(1);
  if (!channel) return;
  const filed = await fileDeposit(
    app,
    who.id,
    { channelId: channel.id, amount, reference: 'DEMO', idempotencyKey: `seed-deposit-${who.username}` },
    undefined,
    'en',
  );
  await decideDeposit(app, filed.id, 'approve', { reason: 'demo data', actor: 'seed' });
}

/** Spins the HOUSE slot through its seamless wallet, as the game page would, from a session opened for it. */
async function seedSpins(app: FastifyInstance, who: Member, spins: { count: number; stake: number }): Promise<void> {
  const currency = (await app.settings.get('currency')).code;
  const site = await issueSession(app.db, { memberId: who.id, method: 'seed', ip: '127.0.0.1', scope: 'full' });
  const slot = houseCatalogue.slot;
  const game = app.vendors.catalog.games.find((candidate) => candidate.code === slot.code);
  if (!game) return;
  const { token } = await openGameSession(app.db, {
    memberId: who.id,
    memberSessionId: site.sessionId,
    vendor: houseWalletVendor,
    gameCode: slot.code,
    nodeId: game.id,
    playMoney: false,
    currency,
  });
  const session = await findGameSession(app.db, token);
  if (!session) return;
  const context = houseContext(app);
  for (let index = 0; index < spins.count; index += 1) {
    await playPersonal(context, { session, token }, { game: 'slot', amount: spins.stake, idempotencyKey: `seed-spin-${who.username}-${index}` });
  }
  await revokeMemberSessions(app.db, who.id);
}

/**
 * Adds agent1's demo team when it is missing: accounts written like the register center's, money
 * through the deposit approval and the slot's wallet calls. A member already there is left alone,
 * so a second run adds nothing.
 */
export async function seedDemoTeam(app: FastifyInstance): Promise<number> {
  let added = 0;
  for (const login of demoTeam) {
    if (await findMemberByUsername(app.db, login.username)) continue;
    const upline = await findMemberByUsername(app.db, login.upline);
    if (!upline) continue;
    const created = await createMember(app.db, {
      username: login.username,
      passwordHash: await demoPasswordHash(teamPassword(login)),
      type: login.type,
      uplineId: upline.id,
      registerMethod: 'SEED',
      payeeName: 'Juan Dela Cruz',
    });
    await app.db
      .insert(knownIp)
      .values(localIps.map((ip) => ({ memberId: created.id, ip })))
      .onConflictDoNothing();
    if (login.deposit) await seedDeposit(app, created, login.deposit);
    if (login.spins) await seedSpins(app, created, login.spins);
    added += 1;
  }
  await seedDemoContracts(app.db, app.clock.now());
  return added;
}
