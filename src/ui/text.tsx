import { createContext, useContext } from 'react';
import type { MessageKey } from '../i18n/translate.ts';
import type { Locale } from '../i18n/locales.ts';
import { textOf, type TextOf } from '../i18n/client-text.ts';

/**
 * Keys the member center may show; labels.ts sends exactly these families to the browser. The points
 * mall island (src/islands/points) borrows the center's form parts, with its own `points.` texts.
 */
export type CenterKey = Extract<
  MessageKey,
  | `center.${string}`
  | `member.${string}`
  | `record.type.${string}`
  | `profile.field.${string}`
  | `bets.status.${string}`
  | `points.${string}`
  | `rule.${string}`
>;

export type Translate = TextOf<CenterKey>;

export interface CenterText {
  locale: Locale;
  t: Translate;
}

/** A translator over the labels a center was given; a missing label shows its key, which the catalogue test forbids anyway. */
export function makeTranslate<K extends string = CenterKey>(labels: Record<string, string>): TextOf<K> {
  return textOf<K>(labels);
}

export const CenterTextContext = createContext<CenterText>({ locale: 'en', t: (key) => key });

export function useText(): CenterText {
  return useContext(CenterTextContext);
}
