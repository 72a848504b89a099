import { useBackofficeText } from '../i18n.tsx';
import { valueText } from './valueText.ts';

/** valueText in the page's language. */
export function useValueText(): (value: unknown) => string {
  const t = useBackofficeText();
  return (value) => valueText(value, t('backoffice.settings.empty'), t('backoffice.settings.on'), t('backoffice.settings.off'));
}
