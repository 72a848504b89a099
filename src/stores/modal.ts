import { atom } from 'nanostores';

/** The dialogs the header and the pages can ask for; their islands mount into the modal host. */
export const modalNames = ['login', 'register', 'forgetPass', 'changePass'] as const;
export type ModalName = (typeof modalNames)[number];

export const $modal = atom<ModalName | null>(null);

export function isModalName(value: unknown): value is ModalName {
  return typeof value === 'string' && (modalNames as readonly string[]).includes(value);
}

export function openModal(name: ModalName): void {
  $modal.set(name);
}

export function closeModal(): void {
  $modal.set(null);
}
