import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentPaths, consolidatedSchema } from '../../../src/contract/agent.ts';
import { contractListSchema, contractOpsPaths, contractPaths, heldKinds, type ContractItem, type ContractKind } from '../../../src/contract/contracts.ts';
import { successSchema } from '../../../src/contract/envelope.ts';
import { operatorAction } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { teamOf, type Team } from '../agents/test-support.ts';
import { ops, opsToken } from '../payments/test-support.ts';
import { signedInMember, type SignedIn } from '../wallet/test-support.ts';
import { act, grant, offer, offerOf, postOffer, pTiers } from './test-support.ts';

describe('agent contracts: offers and the specification table', () => {
  let harness: TestApp;
  const app = () => harness.app;
  beforeAll(async () => {
    harness = await createTestApp({ env: { OPS_TOKEN: opsToken } });
  });
  afterAll(() => harness?.close());

  /** top (holding the platform's contract of `kind`) → sub → subSub, all agents. */
  async function chain(kind: ContractKind, rate = 0.02): Promise<Team & { subSub: SignedIn }> {
    const team = await teamOf(app());
    const subSub = await signedInMember(app(), { type: 1, uplineId: team.subAgent.member.id });
    await grant(app(), team.agent.member.username, kind, pTiers([0, 0, rate]));
    return { ...team, subSub };
  }

  async function contracts(who: SignedIn, scope: 'mine' | 'downline' = 'mine'): Promise<ContractItem[]> {
    const response = await app().inject({ method: 'GET', url: `${contractPaths.contracts}?scope=${scope}`, headers: who.headers });
    expect(response.statusCode).toBe(200);
    return successSchema(contractListSchema).parse(response.json()).value.items;
  }
  const statusOf = async (who: SignedIn, id: number) => (await contracts(who)).find((item) => item.id === id)?.status;
  const consolidated = async (who: SignedIn) => {
    const response = await app().inject({ method: 'GET', url: agentPaths.consolidated, headers: who.headers });
    return successSchema(consolidatedSchema).parse(response.json()).value;
  };
  const expectCode = (response: { statusCode: number; json(): unknown }, status: number, code: string) => {
    expect([response.statusCode, (response.json() as { code?: string }).code]).toEqual([status, code]);
  };

  it('refuses offers above the offerer own rate, without a contract, to non-direct or non-agent members, or with tiers that do not climb', async () => {
    const { agent, member, subAgent, subSub } = await chain('daily', 0.02);
    const above = await postOffer(app(), agent, offerOf('daily', subAgent.member.id, pTiers([0, 0, 0.025])));
    expectCode(above, 422, 'RATE_ABOVE_OWN');
    expect((above.json() as { fields?: Record<string, string> }).fields).toHaveProperty('tiers.0');
    // A higher tier may pay more only where the offerer's own contract does too.
    const climbing = await postOffer(app(), agent, offerOf('daily', subAgent.member.id, pTiers([0, 0, 0.01], [1000, 0, 0.03])));
    expect((climbing.json() as { fields?: Record<string, string> }).fields).toHaveProperty('tiers.1');
    expectCode(await postOffer(app(), subAgent, offerOf('daily', subSub.member.id, pTiers([0, 0, 0.01]))), 422, 'RATE_ABOVE_OWN');
    expectCode(await postOffer(app(), agent, offerOf('hourly', subAgent.member.id, pTiers([0, 0, 0.01]))), 422, 'RATE_ABOVE_OWN');
    expectCode(await postOffer(app(), agent, offerOf('daily', subSub.member.id, pTiers([0, 0, 0.01]))), 403, 'FORBIDDEN');
    expectCode(await postOffer(app(), agent, offerOf('daily', member.member.id, pTiers([0, 0, 0.01]))), 403, 'FORBIDDEN');
    const stranger = await signedInMember(app(), { type: 1 });
    expectCode(await postOffer(app(), agent, offerOf('daily', stranger.member.id, pTiers([0, 0, 0.01]))), 404, 'NOT_FOUND');
    expectCode(await postOffer(app(), agent, offerOf('daily', subAgent.member.id, pTiers([100, 0, 0.01], [50, 0, 0.015]))), 400, 'VALIDATION_FAILED');
    const mixed = [...pTiers([0, 0, 0.01]), { minimumBet: 10, netLoss: 0, activeMember: 0, rateType: 'F' as const, rate: 5 }];
    expectCode(await postOffer(app(), agent, offerOf('daily', subAgent.member.id, mixed)), 400, 'VALIDATION_FAILED');
    expect(await offer(app(), agent, subAgent, 'daily', pTiers([0, 0, 0.01], [1000, 0, 0.02]))).toBeGreaterThan(0);
  });

  it('real-time salary is how the hourly salary is paid: no one is offered or granted a real-time contract', async () => {
    const { agent, subAgent } = await chain('hourly');
    const rates = [{ minimumBet: 0, activeMember: 0, rateType: 'P', rate: 0.001 }];
    expectCode(
      await app().inject({
        method: 'POST',
        url: contractPaths.contracts,
        headers: agent.headers,
        payload: { kind: 'realtime', downlineId: subAgent.member.id, hourSalaryRates: rates },
      }),
      400,
      'VALIDATION_FAILED',
    );
    const granted = await ops(app(), 'POST', contractOpsPaths.grant, {
      username: agent.member.username,
      kind: 'realtime',
      tiers: pTiers([0, 0, 0.001]),
      reason: 'a real-time contract',
    });
    expectCode(granted, 400, 'VALIDATION_FAILED');
    expect((await contracts(agent)).map((item) => item.kind)).toEqual(['hourly']);
  });

  for (const kind of heldKinds) {
    it(`${kind}: P is signed with A or rejected with R; the offerer may withdraw it with R`, async () => {
      const { agent, subAgent } = await chain(kind);
      const signed = await offer(app(), agent, subAgent, kind, pTiers([0, 0, 0.01]));
      expect(await statusOf(subAgent, signed)).toBe('P');
      expectCode(await act(app(), agent, kind, signed, 'A'), 409, 'CONFLICT');
      expectCode(await act(app(), subAgent, kind, signed, 'C'), 409, 'CONFLICT');
      expect((await act(app(), subAgent, kind, signed, 'A')).statusCode).toBe(200);
      expect(await statusOf(subAgent, signed)).toBe('V');
      const view = await consolidated(subAgent);
      const held = { dividend: view.divtypeinfo, daily: view.dailysalinfo, hourly: view.contracthoursalinfo }[kind];
      expect(held).toHaveLength(1);
      // Real-time salary is the hourly salary's way of paying, not a contract: its field and flag stay empty.
      expect(view.contractmrdailysalinfotype).toEqual([]);
      expect(view.flags).toEqual({ enableCt: kind === 'dividend', salary: false, dailySalary: kind === 'daily', hourSalary: kind === 'hourly' });

      const rejected = await offer(app(), agent, subAgent, kind, pTiers([0, 0, 0.015]));
      expect(await statusOf(subAgent, rejected)).toBe(kind === 'dividend' ? 'E' : 'P');
      expect((await act(app(), subAgent, kind, rejected, 'R')).statusCode).toBe(200);
      expect(await statusOf(subAgent, rejected)).toBe('R');
      expect(await statusOf(subAgent, signed)).toBe('V');

      const withdrawn = await offer(app(), agent, subAgent, kind, pTiers([0, 0, 0.015]));
      expect((await act(app(), agent, kind, withdrawn, 'R')).statusCode).toBe(200);
      expect(await statusOf(subAgent, withdrawn)).toBe('X');
      // Someone else's contract is not found, whatever the action.
      expectCode(await act(app(), await signedInMember(app(), { type: 1 }), kind, signed, 'C'), 404, 'NOT_FOUND');
    });

    it(`${kind}: V is ended by a termination request (C) that the other side confirms, or kept when it refuses (A)`, async () => {
      const { agent, subAgent } = await chain(kind);
      const id = await offer(app(), agent, subAgent, kind, pTiers([0, 0, 0.01]));
      await act(app(), subAgent, kind, id, 'A');
      expectCode(await act(app(), subAgent, kind, id, 'A'), 409, 'CONFLICT');
      expect((await act(app(), subAgent, kind, id, 'C')).statusCode).toBe(200);
      expect((await contracts(subAgent)).find((item) => item.id === id)?.terminationBy).toBe('holder');
      expect((await act(app(), agent, kind, id, 'A')).statusCode).toBe(200);
      expect((await contracts(subAgent)).find((item) => item.id === id)).toMatchObject({ status: 'V', terminationBy: null });

      expect((await act(app(), agent, kind, id, 'C')).statusCode).toBe(200);
      const request = await consolidated(subAgent);
      const requests = { dividend: request.divtypereq, daily: request.dailysalreqtype, hourly: request.contracthoursalreq }[kind];
      expect(requests).toEqual([expect.objectContaining({ status: 'V', request: 'terminate' })]);
      const confirm = kind === 'hourly' ? 'R' : 'C';
      expect((await act(app(), subAgent, kind, id, confirm)).statusCode).toBe(200);
      const ended = (await contracts(subAgent)).find((item) => item.id === id);
      expect(ended?.status).toBe('C');
      expect(ended?.history.map((event) => event.action)).toEqual([
        'offered',
        'signed',
        'termination-asked',
        'termination-refused',
        'termination-asked',
        'ended',
      ]);
      expectCode(await act(app(), subAgent, kind, id, 'A'), 409, 'CONFLICT');
    });
  }

  it('dividend E: a re-offer of a signed dividend replaces it once signed', async () => {
    const { agent, subAgent } = await chain('dividend');
    const first = await offer(app(), agent, subAgent, 'dividend', pTiers([0, 0, 0.01]));
    await act(app(), subAgent, 'dividend', first, 'A');
    const reoffer = await offer(app(), agent, subAgent, 'dividend', pTiers([0, 0, 0.015]));
    expect((await consolidated(subAgent)).divtypereq).toEqual([
      expect.objectContaining({ id: reoffer, status: 'E', request: 'new', offerer: agent.member.username }),
    ]);
    expect((await act(app(), subAgent, 'dividend', reoffer, 'A')).statusCode).toBe(200);
    expect(await statusOf(subAgent, first)).toBe('C');
    expect(await statusOf(subAgent, reoffer)).toBe('V');
  });

  it('a new offer replaces one still pending', async () => {
    const { agent, subAgent } = await chain('daily');
    const first = await offer(app(), agent, subAgent, 'daily', pTiers([0, 0, 0.01]));
    const second = await offer(app(), agent, subAgent, 'daily', pTiers([0, 0, 0.012]));
    expect(await statusOf(subAgent, first)).toBe('X');
    expect((await consolidated(subAgent)).dailysalreqtype.map((item) => item.id)).toEqual([second]);
  });

  it('signing a lower rate than one given to the downline warns (higher_rate), then ends those contracts, audited and in their history', async () => {
    const { agent, subAgent, subSub } = await chain('daily', 0.02);
    const upper = await offer(app(), agent, subAgent, 'daily', pTiers([0, 0, 0.015]));
    await act(app(), subAgent, 'daily', upper, 'A');
    const lower = await offer(app(), subAgent, subSub, 'daily', pTiers([0, 0, 0.012]));
    await act(app(), subSub, 'daily', lower, 'A');

    const cut = await offer(app(), agent, subAgent, 'daily', pTiers([0, 0, 0.01]));
    expect((await consolidated(subAgent)).dailysalreqtype).toEqual([expect.objectContaining({ id: cut, downlineHigherRate: 'Y' })]);
    const warned = await act(app(), subAgent, 'daily', cut, 'A');
    expectCode(warned, 409, 'HIGHER_RATE');
    expect(await statusOf(subSub, lower)).toBe('V');

    expect((await act(app(), subAgent, 'daily', cut, 'A', true)).statusCode).toBe(200);
    expect(await statusOf(subAgent, cut)).toBe('V');
    expect(await statusOf(subAgent, upper)).toBe('C');
    const ended = (await contracts(subSub)).find((item) => item.id === lower);
    expect(ended?.status).toBe('C');
    expect(ended?.history.at(-1)).toMatchObject({ actor: 'system', action: 'ended', note: expect.stringContaining(`#${cut}`) });
    const audited = await app()
      .db.select()
      .from(operatorAction)
      .where(eq(operatorAction.target, `contract:${lower}`));
    expect(audited).toEqual([expect.objectContaining({ action: 'contract.end-higher-rate', actor: `agent:${subAgent.member.username}` })]);
    // A contract at or below the new rate is left alone.
    const fits = await offer(app(), subAgent, subSub, 'daily', pTiers([0, 0, 0.01]));
    expect((await act(app(), subSub, 'daily', fits, 'A')).statusCode).toBe(200);
  });

  it('lists the contracts an agent offered (scope=downline)', async () => {
    const { agent, subAgent } = await chain('hourly');
    const id = await offer(app(), agent, subAgent, 'hourly', pTiers([0, 0, 0.01]));
    expect((await contracts(agent, 'downline')).map((item) => [item.id, item.holder, item.status])).toEqual([[id, subAgent.member.username, 'P']]);
    expect((await contracts(agent)).map((item) => [item.kind, item.offerer, item.status])).toEqual([['hourly', null, 'V']]);
  });
});
