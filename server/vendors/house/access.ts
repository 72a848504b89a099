import type { FastifyInstance, FastifyRequest } from 'fastify';
import { houseCatalogue, houseWalletVendor, type HouseGame, type walletKinds } from '../../../src/contract/house.ts';

type WalletKind = (typeof walletKinds)[number];
import { AppError } from '../../http/envelope.ts';
import { houseWallet } from '../../modules/vendors/house-wallet.ts';
import type { GameSessionRow } from '../../modules/games/sessions.ts';
import { sealToken, unsealToken } from './tokens.ts';

/** Who plays: the HOUSE game session the launch handed to the game page, with its raw token. */
export interface Player {
  session: GameSessionRow;
  token: string;
}

/**
 * The game session the route's `game` policy found behind the Bearer token (a live one: the policy
 * refuses an ended session on every route), if it was opened for this HOUSE game.
 */
export function playerOf(request: FastifyRequest, game: HouseGame): Player {
  const { session, token } = request.game;
  if (session.vendor !== houseWalletVendor || session.gameCode !== houseCatalogue[game].code) throw new AppError('FORBIDDEN');
  return { session, token };
}

/** The game session behind the Bearer token, if it was opened for this instant game. */
export function instantPlayerOf(request: FastifyRequest, code: string): Player {
  const { session, token } = request.game;
  if (session.vendor !== houseWalletVendor || session.gameCode !== code) throw new AppError('FORBIDDEN');
  return { session, token };
}

/** Which money the session plays with: play money (accountType 0) or the member's real wallet. */
export function walletOf(player: Player): WalletKind {
  return player.session.playMoney ? 'play' : 'real';
}

/** The wallet, and the sealing of tokens under HOUSE's wallet secret. */
export interface HouseContext {
  app: FastifyInstance;
  wallet: ReturnType<typeof houseWallet>;
  seal(token: string): Promise<string>;
  unseal(sealed: string): Promise<string>;
}

export function houseContext(app: FastifyInstance): HouseContext {
  const secret = async () => {
    const value = await app.vendors.secretOf(houseWalletVendor);
    if (!value) throw new Error('HOUSE has no wallet secret');
    return value;
  };
  return {
    app,
    wallet: houseWallet(app),
    seal: async (token) => sealToken(await secret(), token),
    unseal: async (sealed) => unsealToken(await secret(), sealed),
  };
}
