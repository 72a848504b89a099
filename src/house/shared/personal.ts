import type { z } from 'zod';
import { fairnessSchema, housePath, housePaths, type HouseGame } from '../../contract/house.ts';
import { byId } from './dom.ts';
import { fairPageHref } from './fair-link.ts';
import type { HouseFrame } from './frame.ts';

type Fairness = z.infer<typeof fairnessSchema>;

/** Shows a personal game's seed pair: the hash and next nonce, and the last retired pair revealed. */
export function showSeeds(frame: HouseFrame, game: HouseGame, fairness: Fairness): void {
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

/** The seed form: a new pair with the member's client seed (or the server's choice when left empty). */
export function wireSeedRotation(frame: HouseFrame, game: HouseGame, onRotated: () => void): void {
  const form = byId<HTMLFormElement>('house-seed-form');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const clientSeed = byId<HTMLInputElement>('house-client-seed').value.trim();
    frame.clearError();
    frame.api
      .post(housePath(housePaths.rotateSeed, game), clientSeed ? { clientSeed } : {}, fairnessSchema)
      .then((fairness) => {
        showSeeds(frame, game, fairness);
        onRotated();
      })
      .catch((error: unknown) => frame.showError(error));
  });
}
