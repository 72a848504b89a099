import { atom } from 'nanostores';

/** The warning dialog above the account dialogs (a failed SMS request, SPEC §8): its text, or null. */
export const $warning = atom<string | null>(null);

export function showWarning(message: string): void {
  $warning.set(message);
}

export function dismissWarning(): void {
  $warning.set(null);
}
