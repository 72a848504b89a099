import type { GameState, HouseGame } from '../../../src/contract/house.ts';
import { toAmount } from '../../../src/contract/money.ts';
import { walletOf, type HouseContext, type Player } from './access.ts';
import { betsOnRound, betView } from './betting.ts';
import { isScheduled } from './outcomes.ts';
import { roundsAround, roundView } from './rounds.ts';
import { fairnessOf } from './seeds.ts';
import { resumePlaysOf, settleRound } from './settlement.ts';
import { stakeLimits } from './wallet-calls.ts';

const limits = { min: toAmount(stakeLimits.min), max: toAmount(stakeLimits.max) };

/** Everything a game page shows on arrival and on each poll. */
export async function stateOf(context: HouseContext, player: Player, game: HouseGame, now = context.app.clock.now()): Promise<GameState> {
  const { db } = context.app;
  const memberId = player.session.memberId;
  if (!isScheduled(game)) await resumePlaysOf(context, memberId, game);
  const answer = await context.wallet.balance({ sessionToken: player.token, member: player.session.username });
  const balance = { wallet: walletOf(player), balance: answer.balance ?? 0 };
  if (!isScheduled(game)) {
    return { game, balance, fairness: await fairnessOf(db, memberId, game), current: null, previous: null, myBets: [], limits };
  }
  let { current, previous } = await roundsAround(db, game, now);
  // The page need not wait for the clock's next pass to see the last result.
  if (!previous.settledAt && (await settleRound(context, previous, now))) ({ current, previous } = await roundsAround(db, game, now));
  const mine = await betsOnRound(db, memberId, current.id);
  return {
    game,
    balance,
    fairness: null,
    current: roundView(game, current, now),
    previous: roundView(game, previous, now),
    myBets: mine.map((bet) => betView(bet, current.code)),
    limits,
  };
}
