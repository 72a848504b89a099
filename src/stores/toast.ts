import { atom } from 'nanostores';

export type ToastKind = 'success' | 'error' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

/** How long a result stays on screen; an error stays until dismissed, so nobody misses a failure. */
export const toastMs = 6_000;

/** The results of actions, newest last, shown in a corner by src/ui/Toasts.tsx. */
export const $toasts = atom<Toast[]>([]);
let next = 0;

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

export function toast(kind: ToastKind, text: string): number {
  next += 1;
  const id = next;
  $toasts.set([...$toasts.get(), { id, kind, text }]);
  if (kind !== 'error') setTimeout(() => dismissToast(id), toastMs);
  return id;
}
