import {
  accountTypes,
  gameLaunchValueSchema,
  gamePaths,
  houseVendorCode,
  launchConstants,
  lotteryLaunchValueSchema,
  lottoViews,
  type GameLaunchValue,
} from '../../contract/games.ts';
import { houseCatalogue } from '../../contract/house.ts';
import vendorData from '../../content/data/vendors.json' with { type: 'json' };
import { api, call } from '../../lib/api/client.ts';
import { pageLocale } from '../../lib/page.ts';
import { loadVendorList } from '../../stores/games.ts';
import { openModal } from '../../stores/modal.ts';
import { $session, type Session } from '../../stores/session.ts';

/** The free-play trial account's isAgent value (SPEC §6). */
const trialAgentValue = '4';

export type LottoView = (typeof lottoViews)[number];
type AccountType = Extract<LaunchDecision, { kind: 'launch' }>['accountType'];

/** HOUSE and every catalogue vendor whose games HOUSE plays (its studios): trial accounts play them with play money. */
const houseVendors: ReadonlySet<string> = new Set([
  houseVendorCode,
  ...Object.values(houseCatalogue).map((entry) => entry.vendor),
  ...vendorData.filter((vendor) => vendor.house === true).map((vendor) => vendor.id),
]);

export const isHouseVendor = (vendor: string): boolean => houseVendors.has(vendor);

export type LaunchDecision =
  | { kind: 'login' }
  /** SPEC §5: a trial account is told a real account is needed, and nothing is launched. */
  | { kind: 'trial-warning' }
  | { kind: 'launch'; accountType: (typeof accountTypes)[keyof typeof accountTypes] };

/** The start-game rule (SPEC §2 "Game play", §5): who may open which game, with which money. */
export function launchDecision(session: Session, vendor: string): LaunchDecision {
  if (!session.token || !session.account) return { kind: 'login' };
  if (session.isAgent === trialAgentValue) {
    return isHouseVendor(vendor) ? { kind: 'launch', accountType: accountTypes.playMoney } : { kind: 'trial-warning' };
  }
  return { kind: 'launch', accountType: accountTypes.realMoney };
}

/**
 * Asks before a game opens: a guest gets the login dialog, and the decision is handed back so the
 * caller can show the trial warning or go on with the launch.
 */
export function startGame(vendor: string): LaunchDecision {
  const decision = launchDecision($session.get(), vendor);
  if (decision.kind === 'login') openModal('login');
  return decision;
}

/** The vendor's vassalage from the cached vendor list; the server finds it by node id when absent. */
async function vassalageOf(vendor: string): Promise<string | undefined> {
  try {
    const { data } = await loadVendorList();
    return data.lanes.flatMap((lane) => lane.cards).find((card) => card.id === vendor)?.vassalage;
  } catch {
    return undefined;
  }
}

export interface GameTarget {
  nodeId: string;
  vendor: string;
  /** A card-game room instead of the game's own table. */
  roomId?: string;
}

/** POST /wps/game/launchGame with the SPEC §7 constants; the Language header comes from the client. */
export async function launchGame(target: GameTarget, accountType: AccountType): Promise<GameLaunchValue> {
  const session = $session.get();
  const json = {
    ...(target.roomId ? { roomId: target.roomId } : { gameId: target.nodeId }),
    nodeId: target.nodeId,
    accountType,
    confirmTrans: launchConstants.confirmTrans,
    vassalage: await vassalageOf(target.vendor),
    launchMode: launchConstants.launchMode,
    platform: launchConstants.platform,
    clientType: launchConstants.clientType,
    username: session.account,
    merchantCode: session.merchantCode,
    language: pageLocale(),
  };
  return call(gameLaunchValueSchema, api().post(gamePaths.launch, { json }));
}

/** What the frame shows: a card-game room answers its lobby in content, other games game_url. */
export const frameUrl = (value: GameLaunchValue): string => value.content ?? value.game_url;

/** The lottery launch (SPEC §3): HOUSE's odds-based lottery, lobby or betting view. */
export async function launchLottery(lottoView: LottoView, lottoGameCode?: string): Promise<string> {
  const json = { device: 'WEB', lottoArea: 'VN', lottoPrizeMode: 'Elott', launchMode: 'LOTT', language: pageLocale(), lottoView, lottoGameCode };
  const { gameUrl } = await call(lotteryLaunchValueSchema, api().post(gamePaths.launch, { json }));
  return gameUrl;
}
