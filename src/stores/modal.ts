import { atom } from 'nanostores';
import type { siteKinds } from '../contract/auth.ts';

/** The dialogs the header and the pages can ask for; their islands mount into the modal host. */
export const modalNames = ['login', 'register', 'forgetPass', 'changePass'] as const;
export type ModalName = (typeof modalNames)[number];

/** Why a dialog was opened: the agent home's login button logs in to the agent site. */
export interface ModalIntent {
  site?: (typeof siteKinds)[number];
}

export const $modal = atom<ModalName | null>(null);
export const $modalIntent = atom<ModalIntent>({});

export function isModalName(value: unknown): value is ModalName {
  return typeof value === 'string' && (modalNames as readonly string[]).includes(value);
}

export function openModal(name: ModalName, intent: ModalIntent = {}): void {
  $modalIntent.set(intent);
  $modal.set(name);
}

export function closeModal(): void {
  $modal.set(null);
  $modalIntent.set({});
}
