import type { z } from 'zod';
import { fairnessSchema, gameStateSchema, housePath, housePaths, type HouseGame } from '../../contract/house.ts';
import { HouseError } from './api.ts';
import { byId } from './dom.ts';
import { fairPageHref } from './fair-link.ts';
import type { HouseFrame } from './frame.ts';

type Fairness = z.infer<typeof fairnessSchema>;

/** Shows a personal game's seed pair: the hash and next nonce, and the last retired pair revealed. */
export function showSeeds(frame: HouseFrame, game: HouseGame | string, fairness: Fairness): void {
  frame.showFairness(fairness.serverSeedHash, fairness.nonce);
  const input = byId<HTMLInputElement>('house-client-seed');
  if (document.activeElement !== input) input.value = fairness.clientSeed;
  const revealed = byId('house-seed-revealed');
  const previous = fairness.previous;
  revealed.hidden = previous === null;
  if (!previous) return;
  byId('house-seed-previous').textContent = previous.serverSeed;
  byId<HTMLAnchorElement>('house-seed-check').href = fairPageHref({
    game,
    locale: frame.locale,
    serverSeed: previous.serverSeed,
    serverSeedHash: previous.serverSeedHash,
    clientSeed: previous.clientSeed,
    nonce: previous.lastNonce,
  });
}

/**
 * The seed form: a new pair with the member's client seed (or the server's choice when left empty).
 * Instant games name their own rotation URL.
 */
export function wireSeedRotation(
  frame: HouseFrame,
  game: HouseGame | string,
  onRotated: () => void,
  url = housePath(housePaths.rotateSeed, game as HouseGame),
): void {
  const form = byId<HTMLFormElement>('house-seed-form');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const clientSeed = byId<HTMLInputElement>('house-client-seed').value.trim();
    frame.clearError();
    frame.api
      .post(url, clientSeed ? { clientSeed } : {}, fairnessSchema)
      .then((fairness) => {
        showSeeds(frame, game, fairness);
        onRotated();
      })
      .catch((error: unknown) => frame.showError(error));
  });
}

/**
 * A play that failed: only an answer the server gave settles the action's key (after a lost answer
 * the retry keeps it), and a refusal for lack of money shows what the wallet really holds.
 */
export function playFailed(frame: HouseFrame, game: HouseGame, keys: { done(): void }, error: unknown): void {
  if (error instanceof HouseError && error.status > 0) keys.done();
  if (error instanceof HouseError && error.code === 'INSUFFICIENT_FUNDS') void showRealBalance(frame, game);
  frame.showError(error);
}

async function showRealBalance(frame: HouseFrame, game: HouseGame): Promise<void> {
  try {
    frame.showBalance((await frame.api.get(housePath(housePaths.state, game), gameStateSchema)).balance);
  } catch (error) {
    frame.showError(error);
  }
}
