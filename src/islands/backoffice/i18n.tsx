import { createContext, useContext } from 'react';
import type { TextOf } from '../../i18n/client-text.ts';
import type { MessageKey } from '../../i18n/translate.ts';

/** Keys the back office shows besides the UI kit's shared `center.` words (labels.ts sends both). */
export type BackofficeKey = Extract<MessageKey, `backoffice.${string}`>;
export type BackofficeTranslate = TextOf<BackofficeKey>;

export const BackofficeTextContext = createContext<BackofficeTranslate>((key) => key);

export function useBackofficeText(): BackofficeTranslate {
  return useContext(BackofficeTextContext);
}
