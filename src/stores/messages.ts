import { atom } from 'nanostores';
import { z } from 'zod';
import { dialogTextPath } from '../lib/dialog-text.ts';
import { fill } from '../i18n/client-text.ts';
import { pageLocale } from '../lib/page.ts';

/** The dialogs' texts in the page's language (src/lib/dialog-text.ts). */
export const $messages = atom<Record<string, string>>({});

const messagesSchema = z.record(z.string(), z.string());
let pending: Promise<void> | undefined;

export function loadMessages(): Promise<void> {
  if (Object.keys($messages.get()).length > 0) return Promise.resolve();
  pending ??= fetch(dialogTextPath(pageLocale()))
    .then((response) => response.json())
    .then((body: unknown) => $messages.set(messagesSchema.parse(body)))
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

/** A dialog text; an unknown key shows itself, so a gap is visible rather than blank. */
export function text(key: string, vars?: Readonly<Record<string, string | number>>): string {
  const template = $messages.get()[key];
  return template === undefined ? key : fill(template, vars);
}
