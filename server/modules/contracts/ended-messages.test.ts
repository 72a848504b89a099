import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentOpsPaths } from '../../../src/contract/agent.ts';
import { contractListSchema, contractPaths } from '../../../src/contract/contracts.ts';
import { successSchema } from '../../../src/contract/envelope.ts';
import { inboxPaths, messagePageSchema } from '../../../src/contract/inbox.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { teamOf } from '../agents/test-support.ts';
import { ops, opsToken } from '../payments/test-support.ts';
import { signedInMember, type SignedIn } from '../wallet/test-support.ts';
import { act, grant, offer, pTiers } from './test-support.ts';

describe('contracts the platform ends on its own reach both agents’ inboxes', () => {
  let harness: TestApp;
  const app = () => harness.app;
  beforeAll(async () => {
    harness = await createTestApp({ env: { OPS_TOKEN: opsToken } });
  });
  afterAll(() => harness?.close());

  const inbox = async (who: SignedIn, language: string) =>
    successSchema(messagePageSchema).parse((await app().inject({ method: 'GET', url: inboxPaths.messages, headers: { ...who.headers, language } })).json())
      .value.items;
  const statusOf = async (who: SignedIn, id: number) => {
    const response = await app().inject({ method: 'GET', url: `${contractPaths.contracts}?scope=mine`, headers: who.headers });
    return successSchema(contractListSchema)
      .parse(response.json())
      .value.items.find((item) => item.id === id)?.status;
  };

  it('a downline contract ended by a lower upline rate: holder and offerer are told, each in their language', async () => {
    const team = await teamOf(app());
    const subSub = await signedInMember(app(), { type: 1, uplineId: team.subAgent.member.id });
    await grant(app(), team.agent.member.username, 'daily', pTiers([0, 0, 0.02]));
    await act(app(), team.subAgent, 'daily', await offer(app(), team.agent, team.subAgent, 'daily', pTiers([0, 0, 0.015])), 'A');
    const lower = await offer(app(), team.subAgent, subSub, 'daily', pTiers([0, 0, 0.012]));
    await act(app(), subSub, 'daily', lower, 'A');
    const cut = await offer(app(), team.agent, team.subAgent, 'daily', pTiers([0, 0, 0.01]));
    expect((await act(app(), team.subAgent, 'daily', cut, 'A', true)).statusCode).toBe(200);
    expect(await statusOf(subSub, lower)).toBe('C');

    const [holderMessage] = (await inbox(subSub, 'pt')).filter((item) => item.body.includes(`nº ${lower} `));
    expect(holderMessage).toMatchObject({ title: 'Seu contrato de salário diário terminou' });
    expect(holderMessage?.body).toContain(`${team.subAgent.member.username} deu a ${subSub.member.username}`);
    const [offererMessage] = (await inbox(team.subAgent, 'tl')).filter((item) => item.body.includes(`#${lower} `));
    expect(offererMessage).toMatchObject({ title: 'Natapos ang iyong kontrata sa daily salary' });
    // The agent above, whose own new contract caused it, is not a party to the ended one.
    expect((await inbox(team.agent, 'en')).some((item) => item.body.includes(`#${lower} `))).toBe(false);
  });

  it('moving an agent under another upline ends the contracts its former upline gave it, and both are told', async () => {
    const team = await teamOf(app());
    const otherAgent = await signedInMember(app(), { type: 1 });
    await grant(app(), team.agent.member.username, 'hourly', pTiers([0, 0, 0.02]));
    await grant(app(), team.agent.member.username, 'daily', pTiers([0, 0, 0.02]));
    const given = await offer(app(), team.agent, team.subAgent, 'hourly', pTiers([0, 0, 0.01]));
    await act(app(), team.subAgent, 'hourly', given, 'A');
    const pending = await offer(app(), team.agent, team.subAgent, 'daily', pTiers([0, 0, 0.01]));

    const moved = await ops(app(), 'POST', agentOpsPaths.move.replace(':id', String(team.subAgent.member.id)), {
      uplineUsername: otherAgent.member.username,
      reason: 'team change',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await statusOf(team.subAgent, given)).toBe('C');
    expect(await statusOf(team.subAgent, pending)).toBe('X');

    const holderMessages = (await inbox(team.subAgent, 'en')).filter((item) => item.body.includes(`#${given} `));
    expect(holderMessages).toEqual([
      expect.objectContaining({ title: 'Your hourly salary contract ended', body: expect.stringContaining('now belongs to another agent') }),
    ]);
    expect((await inbox(team.agent, 'en')).filter((item) => item.body.includes(`#${given} `))).toHaveLength(1);
    // The new upline was never a party to it.
    expect((await inbox(otherAgent, 'en')).some((item) => item.body.includes(`#${given} `))).toBe(false);
  });
});
