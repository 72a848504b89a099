import { cleanStores } from 'nanostores';
import { afterEach, expect, it } from 'vitest';
import { $modal, $modalIntent, closeModal, isModalName, openModal } from './modal.ts';

afterEach(() => cleanStores($modal, $modalIntent));

it('opens one dialog at a time and closes it', () => {
  expect($modal.get()).toBeNull();
  openModal('login');
  openModal('register');
  expect($modal.get()).toBe('register');
  closeModal();
  expect($modal.get()).toBeNull();
});

it('knows the dialog names', () => {
  expect(isModalName('forgetPass')).toBe(true);
  expect(isModalName('admin')).toBe(false);
  expect(isModalName(undefined)).toBe(false);
});

it('keeps why a dialog was opened until it closes', () => {
  openModal('login', { site: 'agent' });
  expect($modalIntent.get()).toEqual({ site: 'agent' });
  openModal('register');
  expect($modalIntent.get()).toEqual({});
  openModal('login', { site: 'agent' });
  closeModal();
  expect($modalIntent.get()).toEqual({});
});
