import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loginMethods, loginOutcomes } from '../../contract/member.ts';
import { channelKinds, depositStatuses, withdrawalStatuses } from '../../contract/payments.ts';
import { transferKinds } from '../../contract/wallet.ts';
import { datePresets } from '../../lib/date-range.ts';
import { identitySides, identityStates } from '../../contract/identity.ts';
import { locales } from '../../i18n/locales.ts';
import { centerPages } from '../../stores/member-center.ts';
import { makeTranslate } from '../../ui/text.tsx';
import { centerLabels } from './labels.ts';
import { methodLabel, outcomeLabel } from './security/login-labels.ts';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.tsx') ? [readFileSync(path, 'utf8')] : [];
  });
}

/** Keys the center names literally, plus the families it builds from contract values. */
const literalKeys = [
  ...new Set(
    sources(import.meta.dirname).flatMap((text) => [...text.matchAll(/t\('((?:center|member|record|profile)\.[\w.]+)'/g)].map((match) => match[1] ?? '')),
  ),
];
const builtKeys = [
  ...centerPages.map((page) => `member.entry.${page}`),
  ...transferKinds.map((kind) => `record.type.${kind}`),
  ...depositStatuses.map((status) => `center.deposit.status.${status}`),
  ...withdrawalStatuses.map((status) => `center.withdraw.status.${status}`),
  ...channelKinds.map((kind) => `center.payout.kind.${kind}`),
  ...datePresets.map((preset) => `center.period.${preset}`),
  ...loginMethods.map((method) => `center.logins.method.${method}`),
  ...[...loginOutcomes, 'refused'].map((outcome) => `center.logins.outcome.${outcome}`),
  ...['type', 'size', 'count'].map((problem) => `center.images.${problem}`),
  ...identityStates.map((state) => `center.identity.state.${state}`),
  ...identitySides.map((side) => `center.identity.side.${side}`),
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

  it('names the login history’s methods and outcomes in the page’s language, never as the server’s codes', () => {
    const pt = makeTranslate(centerLabels('pt'));
    const tl = makeTranslate(centerLabels('tl'));
    expect([methodLabel(pt, 'username'), outcomeLabel(pt, 'success')]).toEqual(['Usuário e senha', 'Acesso feito']);
    expect([methodLabel(tl, 'username'), outcomeLabel(tl, 'success')]).toEqual(['Username at password', 'Nakapag-log in']);
    expect(outcomeLabel(pt, 'SOMETHING_NEW')).toBe('Recusado');
    for (const locale of locales) {
      const t = makeTranslate(centerLabels(locale));
      for (const method of loginMethods) expect(methodLabel(t, method), `${locale} ${method}`).not.toBe(method);
      for (const outcome of loginOutcomes) expect(outcomeLabel(t, outcome), `${locale} ${outcome}`).not.toMatch(/^center\.|^[A-Z_]+$|^[a-z-]+$/);
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    const t = makeTranslate({ 'center.pager.page': 'Page {{page}} {{other}}' });
    expect(t('center.pager.page', { page: 3 })).toBe('Page 3 {{other}}');
  });
});
