import { scheduledGames, type Outcome, type ScheduledGame } from '../../../src/contract/house.ts';
import { instantRules } from '../../../src/rules/instant/catalogue.ts';
import { randoms, type SeedInput } from './fair.ts';
import { roll } from '../../../src/rules/dice.ts';
import { roundNumberOf, scheduledRules } from '../../../src/rules/scheduled.ts';
import { spin } from '../../../src/rules/slot/engine.ts';

export const isScheduled = (game: string): game is ScheduledGame => (scheduledGames as readonly string[]).includes(game);

/**
 * The outcome seeds give, and the digests it used: the one function both play and the fairness
 * check call, so a verified outcome is the played one by construction. A scheduled round's client
 * seed is its code, which names the round number the fixture depends on.
 */
export function outcomeOf(game: string, seed: SeedInput): { outcome: Outcome; digests: string[] } | null {
  const random = randoms(seed);
  let outcome: Outcome;
  const instant = instantRules(game);
  if (instant) outcome = { game: 'instant', code: game, detail: instant.draw(random, seed.nonce) };
  else if (game === 'slot') outcome = spin(random);
  else if (game === 'dice') outcome = roll(random);
  else if (isScheduled(game)) {
    const number = roundNumberOf(seed.clientSeed);
    if (number === null || !seed.clientSeed.startsWith(`${game}-`)) return null;
    outcome = scheduledRules[game].outcome(random, number);
  } else return null;
  return { outcome, digests: random.digests() };
}
