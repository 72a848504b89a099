import type { FastifyInstance } from 'fastify';
import { trialType } from '../../../src/contract/auth.ts';
import { accountTypes, type GameLaunchPayload, type GameLaunchValue, type LotteryLaunchPayload, type LotteryLaunchValue } from '../../../src/contract/games.ts';
import { houseCatalogue } from '../../../src/contract/house.ts';
import type { Game, Vendor } from '../../../src/content/schemas.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { AppError } from '../../http/envelope.ts';
import type { LaunchContext } from '../../vendors/adapter.ts';
import { findGame } from '../catalog/games.ts';
import { rememberLaunch } from '../catalog/lobby-repository.ts';
import type { Member } from '../members/repository.ts';
import { grantPlayMoney, playCurrency } from '../vendors/accounts.ts';
import { openGameSession } from './sessions.ts';

/** Two different launch CDNs when there are two, so game_url2 is a real fallback. */
export function pickOrigins(cdns: readonly string[], random: () => number = Math.random): [string, string | undefined] {
  const origins = cdns.map((cdn) => cdn.replace(/\/+$/, ''));
  if (origins.length === 0) return ['', undefined];
  const first = Math.floor(random() * origins.length);
  const second = origins.length > 1 ? (first + 1 + Math.floor(random() * (origins.length - 1))) % origins.length : undefined;
  return [origins[first] ?? '', second === undefined ? undefined : origins[second]];
}

/** Who launches: the member, the session they launch from, and their address and device. */
export interface Player {
  member: Member;
  memberSessionId: number;
  client: LaunchContext['client'];
}

interface Launch {
  member: Member;
  /** The member's own session: ending it (logout, password change, suspension) ends the game session. */
  memberSessionId: number;
  client: LaunchContext['client'];
  vendor: Vendor;
  game: Game;
  wantsPlayMoney: boolean;
  locale: Locale;
  extra: Pick<LaunchContext, 'roomId' | 'lottoView'>;
}

/**
 * The launch rules (SPEC §5): a vendor that is off refuses; a trial account plays HOUSE games with
 * play money and nothing else; play money exists only on HOUSE games.
 */
async function launch(app: FastifyInstance, request: Launch): Promise<{ urls: [string, string | undefined]; playMoney: boolean; expiresAt: Date }> {
  const adapter = app.vendors.registry.adapter(request.vendor);
  if (!adapter.enabled) throw new AppError('FEATURE_DISABLED');
  const trial = request.member.type === trialType;
  if (trial && !adapter.house) throw new AppError('TRIAL_ACCOUNT');
  if (request.wantsPlayMoney && !adapter.house && !adapter.demo) throw new AppError('RULE_BROKEN');
  const playMoney = trial || request.wantsPlayMoney;
  if (playMoney) await grantPlayMoney(app.db, request.member.id);
  const currency = playMoney ? playCurrency : (await app.settings.get('currency')).code;
  const session = await openGameSession(app.db, {
    memberId: request.member.id,
    memberSessionId: request.memberSessionId,
    vendor: adapter.walletVendor,
    gameCode: request.game.code,
    nodeId: request.game.id,
    playMoney,
    currency,
  });
  await rememberLaunch(app.db, request.member.id, request.game.id);
  const origins = pickOrigins(await app.settings.get('launchGameCDNs'));
  const context = {
    vendor: request.vendor,
    game: request.game,
    sessionToken: session.token,
    username: request.member.username,
    locale: request.locale,
    playMoney,
    currency,
    client: request.client,
    ...request.extra,
  };
  const urls: [string, string | undefined] = [
    await adapter.launchUrl({ ...context, origin: origins[0] }),
    origins[1] === undefined ? undefined : await adapter.launchUrl({ ...context, origin: origins[1] }),
  ];
  return { urls, playMoney, expiresAt: session.expiresAt };
}

export async function launchGame(app: FastifyInstance, player: Player, payload: GameLaunchPayload, locale: Locale): Promise<GameLaunchValue> {
  const found = findGame(app.vendors.catalog, payload.nodeId);
  if (!found || (payload.gameId !== undefined && payload.gameId !== found.game.code && payload.gameId !== found.game.id)) throw new AppError('NOT_FOUND');
  const extra = payload.roomId === undefined ? {} : { roomId: payload.roomId };
  const result = await launch(app, { ...player, ...found, wantsPlayMoney: payload.accountType === accountTypes.playMoney, locale, extra });
  const [url, url2] = result.urls;
  return {
    game_url: url,
    ...(url2 === undefined ? {} : { game_url2: url2 }),
    ...(payload.roomId === undefined ? {} : { content: url }),
    accountType: result.playMoney ? accountTypes.playMoney : accountTypes.realMoney,
    vendor: found.vendor.id,
    gameCode: found.game.code,
    expiresAt: result.expiresAt.toISOString(),
  };
}

/** The lottery launch opens HOUSE's ELOTT game (or the lottery named by lottoGameCode). */
export async function launchLottery(app: FastifyInstance, player: Player, payload: LotteryLaunchPayload, locale: Locale): Promise<LotteryLaunchValue> {
  const code = payload.lottoGameCode ?? houseCatalogue.lotto.code;
  const game = app.vendors.catalog.games.find((candidate) => candidate.code === code);
  const found = game ? findGame(app.vendors.catalog, game.id) : undefined;
  if (!found) throw new AppError('NOT_FOUND');
  const result = await launch(app, { ...player, ...found, wantsPlayMoney: false, locale, extra: { lottoView: payload.lottoView } });
  return { gameUrl: result.urls[0] };
}
