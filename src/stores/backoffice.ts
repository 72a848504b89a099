import { atom } from 'nanostores';

/** The back office's member search, kept while a member's page is open so "back" finds the same results. */
export const $memberSearch = atom<{ q: string; page: number }>({ q: '', page: 1 });
