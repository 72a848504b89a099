import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { channelKinds, depositStatuses, withdrawalStatuses } from '../../contract/payments.ts';
import { transferKinds } from '../../contract/wallet.ts';
import { datePresets } from '../../lib/date-range.ts';
import { locales } from '../../i18n/locales.ts';
import { centerPages } from '../../stores/member-center.ts';
import { makeTranslate } from './i18n.tsx';
import { centerLabels } from './labels.ts';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.tsx') ? [readFileSync(path, 'utf8')] : [];
  });
}

/** Keys the center names literally, plus the families it builds from contract values. */
const literalKeys = [...new Set(sources(import.meta.dirname).flatMap((text) => [...text.matchAll(/t\('((?:center|member|record|profile)\.[\w.]+)'/g)].map((match) => match[1] ?? '')))];
const builtKeys = [
  ...centerPages.map((page) => `member.entry.${page}`),
  ...transferKinds.map((kind) => `record.type.${kind}`),
  ...depositStatuses.map((status) => `center.deposit.status.${status}`),
  ...withdrawalStatuses.map((status) => `center.withdraw.status.${status}`),
  ...channelKinds.map((kind) => `center.payout.kind.${kind}`),
  ...datePresets.map((preset) => `center.period.${preset}`),
  ...['type', 'size', 'count'].map((problem) => `center.images.${problem}`),
  ...['bets', 'validBets', 'payouts', 'bonuses', 'deposits', 'withdrawals', 'net'].map((figure) => `center.profit.${figure}`),
  ...['mobile', 'email'].flatMap((channel) => ['title', 'input', 'submit'].map((part) => `center.bind.${channel}.${part}`)),
];

describe('member center labels', () => {
  it.each(locales)('%s sends every key the center shows', (locale) => {
    const labels = centerLabels(locale);
    expect(literalKeys.length).toBeGreaterThan(50);
    for (const key of [...literalKeys, ...builtKeys]) expect(labels[key], `${locale} ${key}`).toBeTruthy();
  });

  it('sends no other part of the catalogue', () => {
    expect(Object.keys(centerLabels('en')).some((key) => key.startsWith('header.') || key.startsWith('error.'))).toBe(false);
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    const t = makeTranslate({ 'center.pager.page': 'Page {{page}} {{other}}' });
    expect(t('center.pager.page', { page: 3 })).toBe('Page 3 {{other}}');
  });
});
