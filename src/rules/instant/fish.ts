import { draw, unit, type InstantRules, type Text } from './types.ts';

export interface Fish {
  id: string;
  label: Text;
  /** What a catch pays per unit of the shot. */
  pays: number;
}

/**
 * Fish shooting: every shot is one play on the server. The shot names its fish; the stream gives a
 * number of 0–9,999 and the fish is caught below floor(target × 10,000 / pays), so each fish
 * returns just under `target` and what the canvas shows is decided here, never in the page.
 */
export function fishing(rule: Text, target: number, fish: readonly Fish[]): InstantRules {
  const catches = (item: Fish) => Math.floor((target * unit) / item.pays);
  return {
    family: 'fish',
    rule,
    choices: () => fish.map((item) => ({ pick: item.id, label: item.label, odds: item.pays })),
    draw: (random) => ({ roll: draw(random, unit) }),
    pays(pick, detail) {
      const item = fish.find((candidate) => candidate.id === pick);
      if (!item) return null;
      return (detail.roll as number) < catches(item) ? item.pays * unit : 0;
    },
    returns: () => Object.fromEntries(fish.map((item) => [item.id, (catches(item) / unit) * item.pays])),
  };
}
