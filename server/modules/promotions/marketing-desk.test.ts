import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { signedInStaff } from '../staff/test-support.ts';

let harness: TestApp;
const app = () => harness.app;

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness?.close());

type Method = 'GET' | 'POST' | 'PUT';
const as = (headers: Record<string, string>) => (method: Method, url: string, payload?: object) =>
  app().inject({ method, url, headers, ...(payload ? { payload } : {}) });

const mission = {
  code: 'desk-rounds-50',
  period: 'weekly',
  metric: 'rounds',
  target: 50,
  reward: 4,
  title: { en: 'Play 50 rounds this week', pt: 'Jogue 50 rodadas nesta semana', tl: 'Maglaro ng 50 round ngayong linggo' },
  reason: 'weekly campaign',
};

// The back office's missions and VIP ranks screens call these with a marketing staff member's cookie.
describe('the marketing desk', () => {
  it('lists missions, adds one and switches it off', async () => {
    const call = as((await signedInStaff(app(), ['marketing'])).headers);
    const listed = await call('GET', '/ops/missions');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().value.map((row: { code: string }) => row.code)).toContain('daily-bet-100');

    const created = await call('POST', '/ops/missions', mission);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().value).toMatchObject({ code: mission.code, target: 50, reward: 4, enabled: true, title: mission.title });
    const id = created.json().value.id as number;

    const off = await call('PUT', `/ops/missions/${id}/enabled`, { enabled: false, reason: 'campaign over' });
    expect(off.statusCode, off.body).toBe(200);
    const after = (await call('GET', '/ops/missions')).json().value.find((row: { id: number }) => row.id === id);
    expect(after).toMatchObject({ code: mission.code, enabled: false });
  });

  it('lists the VIP ranks and changes one', async () => {
    const call = as((await signedInStaff(app(), ['marketing'])).headers);
    const ranks = await call('GET', '/ops/vip/ranks');
    expect(ranks.statusCode, ranks.body).toBe(200);
    const gold = ranks.json().value.find((rank: { level: number }) => rank.level === 2);
    expect(gold).toMatchObject({ name: 'Gold', minDeposits: 10_000, minValidBets: 50_000, rankUpReward: 300 });

    const benefits = { en: 'A 400 rank-up reward.', pt: 'Recompensa de 400 ao subir.', tl: 'Reward na 400 sa pag-akyat.' };
    const saved = await call('PUT', '/ops/vip/ranks/2', {
      name: 'Gold',
      minDeposits: 12_000,
      minValidBets: 50_000,
      rankUpReward: 400,
      benefits,
      reason: 'richer gold',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const listed = (await call('GET', '/ops/vip/ranks')).json().value.find((rank: { level: number }) => rank.level === 2);
    expect(listed).toEqual({ level: 2, name: 'Gold', minDeposits: 12_000, minValidBets: 50_000, rankUpReward: 400, benefits });
  });

  it('is closed to a desk without content', async () => {
    const call = as((await signedInStaff(app(), ['finance'])).headers);
    const refused = [
      await call('GET', '/ops/missions'),
      await call('POST', '/ops/missions', { ...mission, code: 'desk-refused' }),
      await call('PUT', '/ops/missions/1/enabled', { enabled: false, reason: 'not mine' }),
      await call('GET', '/ops/vip/ranks'),
      await call('PUT', '/ops/vip/ranks/1', {
        name: 'Silver',
        minDeposits: 0,
        minValidBets: 0,
        rankUpReward: 0,
        benefits: { en: '', pt: '', tl: '' },
        reason: 'not mine',
      }),
    ];
    expect(refused.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403, 403]);
  });
});
