import { byId } from './dom.ts';
import { clampStake, stepStake, type Limits } from './stake.ts';

export interface StakeControl {
  value(): number;
  setLimits(limits: Limits): void;
}

/** Wires StakeControl.astro: the field always holds a stake the server accepts. */
export function wireStake(): StakeControl {
  const input = byId<HTMLInputElement>('house-stake');
  let limits: Limits = { min: 1, max: 1000 };
  let applied = false;
  const current = () => clampStake(Number(input.value), limits);
  const write = (value: number) => {
    input.value = String(value);
  };
  input.addEventListener('change', () => write(current()));
  byId('house-stake-down').addEventListener('click', () => write(stepStake(current(), -1, limits)));
  byId('house-stake-up').addEventListener('click', () => write(stepStake(current(), 1, limits)));
  return {
    value: current,
    setLimits(next) {
      // Rounds re-send their limits on every poll: leave a member's half-typed stake alone.
      if (applied && next.min === limits.min && next.max === limits.max) return;
      applied = true;
      limits = next;
      input.min = String(next.min);
      input.max = String(next.max);
      write(current());
    },
  };
}
