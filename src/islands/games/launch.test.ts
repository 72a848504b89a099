import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gamePaths } from '../../contract/games.ts';
import { $modal, closeModal } from '../../stores/modal.ts';
import { $session, signIn } from '../../stores/session.ts';
import { fakeBrowser, ok, route } from '../../stores/testing/fake-browser.ts';
import { frameUrl, isHouseVendor, launchDecision, launchGame, launchLottery, startGame } from './launch.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  closeModal();
  cleanStores($session, $modal);
});

const member = { token: 'tok', account: 'ana', isAgent: '0' };
const trial = { token: 'tok', account: 'trial01', isAgent: '4' };
const lanes = {
  data: {
    lanes: [
      {
        title: 'RNG',
        labelName: 'Slots',
        cards: [{ vassalage: 'PGS', id: 'PGS', accountTypeId: 1, gameType: 'RNG', isHot: 0, name: 'PG', logo: '/a.svg' }],
        gameClassify: [],
      },
    ],
  },
};

describe('the start-game rule (SPEC §2, §5)', () => {
  it('sends a guest to the login dialog', () => {
    fakeBrowser([]);
    expect(launchDecision({}, 'PGS')).toEqual({ kind: 'login' });
    expect(launchDecision({ token: 'tok' }, 'PGS')).toEqual({ kind: 'login' });
    expect(startGame('PGS')).toEqual({ kind: 'login' });
    expect($modal.get()).toBe('login');
  });

  it('warns a trial account off real-money games but lets it play HOUSE games with play money', () => {
    expect(launchDecision(trial, 'PGS')).toEqual({ kind: 'trial-warning' });
    expect(launchDecision(trial, 'HOUSE_SLOT')).toEqual({ kind: 'launch', accountType: 0 });
    expect(launchDecision(trial, 'HOUSE_DERBY')).toEqual({ kind: 'launch', accountType: 0 });
    expect(isHouseVendor('HOUSE')).toBe(true);
    expect(isHouseVendor('HOUSEX')).toBe(false);
  });

  it('lets a member launch with real money, HOUSE games included', () => {
    expect(launchDecision(member, 'PGS')).toEqual({ kind: 'launch', accountType: 1 });
    expect(launchDecision(member, 'HOUSE_SLOT')).toEqual({ kind: 'launch', accountType: 1 });
    fakeBrowser([]);
    signIn(member);
    expect(startGame('PGS').kind).toBe('launch');
    expect($modal.get()).toBeNull();
  });
});

describe('the launch calls', () => {
  it('posts the SPEC §7 constants with the Language header and frames game_url', async () => {
    const launched = { game_url: '/house/slot?lang=pt#session=s1', accountType: 1, vendor: 'PGS', gameCode: 'pg-1', expiresAt: '2026-01-01T00:00:00Z' };
    const page = fakeBrowser([route('/lgw/games/vendor_list', () => ok(lanes)), route(gamePaths.launch, () => ok(launched), 'POST')], { locale: 'pt' });
    signIn({ ...member, merchantCode: 'TALA' });
    const value = await launchGame({ nodeId: '10001', vendor: 'PGS' }, 1);
    const call = page.callsTo(gamePaths.launch)[0];
    expect(call?.headers.get('language')).toBe('pt');
    expect(call?.headers.get('authorization')).toBe('Bearer tok');
    expect(call?.body).toEqual({
      gameId: '10001',
      nodeId: '10001',
      accountType: 1,
      confirmTrans: 0,
      vassalage: 'PGS',
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      username: 'ana',
      merchantCode: 'TALA',
      language: 'pt',
    });
    expect(frameUrl(value)).toBe('/house/slot?lang=pt#session=s1');
    expect(frameUrl({ ...value, content: '/rooms/1' })).toBe('/rooms/1');
  });

  it('sends a card-game room instead of the game, and play money for a trial', async () => {
    const page = fakeBrowser([
      route('/lgw/games/vendor_list', () => ok(lanes)),
      route(gamePaths.launch, () => ok({ game_url: '/x', accountType: 0, vendor: 'HOUSE_SLOT', gameCode: 'c', expiresAt: 'now' })),
    ]);
    signIn(trial);
    await launchGame({ nodeId: '10002', vendor: 'HOUSE_SLOT', roomId: '10002-vip' }, 0);
    const body = page.callsTo(gamePaths.launch)[0]?.body;
    expect(body).toMatchObject({ roomId: '10002-vip', nodeId: '10002', accountType: 0 });
    expect(body).not.toHaveProperty('gameId');
  });

  it('launches the lottery in the asked view and answers value.gameUrl', async () => {
    const page = fakeBrowser([route(gamePaths.launch, () => ok({ gameUrl: '/house/lotto?lang=en#session=l1' }), 'POST')]);
    signIn(member);
    expect(await launchLottery('betting', 'house-lotto-elott')).toBe('/house/lotto?lang=en#session=l1');
    expect(page.callsTo(gamePaths.launch)[0]?.body).toEqual({
      device: 'WEB',
      lottoArea: 'VN',
      lottoPrizeMode: 'Elott',
      launchMode: 'LOTT',
      language: 'en',
      lottoView: 'betting',
      lottoGameCode: 'house-lotto-elott',
    });
  });
});
