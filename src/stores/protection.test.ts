import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { protectionPaths, type Limit } from '../contract/protection.ts';
import {
  $exclusionAction,
  $limitAction,
  $protection,
  $recall,
  changeLimit,
  confirmPending,
  isDue,
  limitChangeOf,
  loadProtection,
  loadRecallGames,
  resetProtection,
  startExclusion,
} from './protection.ts';
import { $session, signIn } from './session.ts';
import { $status } from './status.ts';
import { fail, fakeBrowser, ok, route, statusWith } from './testing/fake-browser.ts';

const none = (kind: Limit['kind'], period: Limit['period']): Limit => ({ kind, period, value: null, used: kind === 'session' ? null : 0, pending: null });
const limits: Limit[] = [none('deposit', 'day'), none('session', null)];
const reality = { minutes: 60, sessionStartedAt: '2026-11-02T03:00:00Z', now: '2026-11-02T03:10:00Z', net: -5 };

beforeEach(() => {
  $status.set(statusWith());
  signIn({ token: 'tok' });
});
afterEach(() => {
  resetProtection();
  vi.unstubAllGlobals();
  cleanStores($protection, $limitAction, $exclusionAction, $recall, $status, $session);
});

describe('the responsible gaming store', () => {
  it('reads an amount, minutes or an empty value (removal) into the contract change', () => {
    expect(limitChangeOf({ kind: 'deposit', period: 'week', value: '1,500.50' })).toEqual({ kind: 'deposit', period: 'week', amount: 1500.5 });
    expect(limitChangeOf({ kind: 'loss', period: 'day', value: '' })).toEqual({ kind: 'loss', period: 'day', amount: null });
    expect(limitChangeOf({ kind: 'session', period: 'day', value: '90' })).toEqual({ kind: 'session', minutes: 90 });
    expect(limitChangeOf({ kind: 'session', period: 'day', value: '4' })).toBeNull();
    expect(limitChangeOf({ kind: 'wager', period: 'day', value: '1.234' })).toBeNull();
  });

  it('loads the limits and the reality interval, and refuses an unreadable amount without sending', async () => {
    const browser = fakeBrowser([route(protectionPaths.limits, () => ok(limits)), route(protectionPaths.realityCheck, () => ok(reality))]);
    await loadProtection();
    expect($protection.get()).toMatchObject({ status: 'ready', limits, realityMinutes: 60 });
    expect(await changeLimit({ kind: 'deposit', period: 'day', value: 'ten' })).toBe(false);
    expect($limitAction.get().problems).toEqual({ value: 'invalid' });
    expect(browser.callsTo(protectionPaths.limits).filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('sends a change and shows the list the server answers, with a held raise', async () => {
    const held: Limit = { ...none('deposit', 'day'), value: 500, pending: { value: 900, appliesAt: '2026-11-03T03:00:00Z' } };
    const browser = fakeBrowser([route(protectionPaths.limits, () => ok([held, none('session', null)]), 'PUT')]);
    expect(await changeLimit({ kind: 'deposit', period: 'day', value: '900' })).toBe(true);
    expect(browser.callsTo(protectionPaths.limits)[0]?.body).toEqual({ kind: 'deposit', period: 'day', amount: 900 });
    expect($protection.get().limits[0]).toEqual(held);
    expect(isDue(held, new Date('2026-11-03T02:59:59Z'))).toBe(false);
    expect(isDue(held, new Date('2026-11-03T03:00:00Z'))).toBe(true);
    await confirmPending(held);
    expect(browser.callsTo(protectionPaths.limits)[1]?.body).toEqual({ kind: 'deposit', period: 'day', amount: 900 });
  });

  it('asks for the payment password before a break, then forgets the session and goes home', async () => {
    const browser = fakeBrowser([
      route(protectionPaths.exclusion, () => ok({ kind: 'timeout', startsAt: '2026-11-02T03:00:00Z', endsAt: '2026-11-09T03:00:00Z' })),
    ]);
    expect(await startExclusion({ kind: 'timeout', days: 43 }, '')).toBe(false);
    expect($exclusionAction.get().problems).toEqual({ days: 'invalid', paymentPassword: 'required' });
    expect(browser.calls).toHaveLength(0);
    expect(await startExclusion({ kind: 'timeout', days: 7 }, '123456')).toBe(true);
    expect(browser.callsTo(protectionPaths.exclusion)[0]?.body).toEqual({ kind: 'timeout', days: 7, paymentPassword: '123456' });
    expect($session.get().token).toBeUndefined();
    expect(browser.assign).toHaveBeenCalledWith('/');
  });

  it('keeps the session when the server refuses the break', async () => {
    fakeBrowser([route(protectionPaths.exclusion, () => fail(422, 'PAYMENT_PASSWORD_INVALID', { fields: { paymentPassword: 'Wrong payment password.' } }))]);
    expect(await startExclusion({ kind: 'self', days: 'permanent' }, '000000')).toBe(false);
    expect($exclusionAction.get().failure?.fields).toEqual({ paymentPassword: 'Wrong payment password.' });
    expect($session.get().token).toBe('tok');
  });

  it('offers the games of recent bets and loads the rounds of the first', async () => {
    const bet = (id: number, gameCode: string, game: string) => ({
      id,
      time: '2026-11-02T03:00:00Z',
      vendor: 'HOUSE',
      category: 'RNG',
      game,
      gameCode,
      roundId: `r${id}`,
      bet: 1,
      validBet: 1,
      payout: 0,
      winLoss: -1,
      status: 'lost',
      playMoney: false,
    });
    const totals = { count: 3, bet: 3, validBet: 3, payout: 0, winLoss: -3 };
    const browser = fakeBrowser([
      route('/wps/member/bets', () =>
        ok({
          from: '',
          to: '',
          items: [bet(3, 'house-slot', 'Tala Reels'), bet(2, 'house-dice', 'Dice'), bet(1, 'house-slot', 'Tala Reels')],
          totals,
          total: 3,
          page: 1,
          pageSize: 50,
        }),
      ),
      route(protectionPaths.recall, () => ok([])),
    ]);
    await loadRecallGames();
    expect($recall.get()).toMatchObject({
      status: 'ready',
      gameCode: 'house-slot',
      games: [
        { code: 'house-slot', name: 'Tala Reels' },
        { code: 'house-dice', name: 'Dice' },
      ],
    });
    expect(browser.callsTo(protectionPaths.recall)[0]?.search.get('gameId')).toBe('house-slot');
  });
});
