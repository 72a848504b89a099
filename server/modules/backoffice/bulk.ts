import type { BulkResult } from '../../../src/contract/backoffice.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { AppError, failure } from '../../http/envelope.ts';

/**
 * Decides each item on its own (its own transaction and audit record, through the single-item
 * path), so one that fails — decided meanwhile, not enough money — is reported beside the others
 * and never stops them.
 */
export async function decideEach(ids: readonly number[], locale: Locale, decide: (id: number) => Promise<{ status: string }>): Promise<BulkResult> {
  const results: BulkResult['results'] = [];
  for (const id of new Set(ids)) {
    try {
      const decided = await decide(id);
      results.push({ id, ok: true, status: decided.status });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const { code, message } = failure(locale, error.code, error.extra);
      results.push({ id, ok: false, code, message });
    }
  }
  return { results };
}
