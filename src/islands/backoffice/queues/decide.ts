import type { BulkResult } from '../../../contract/backoffice.ts';
import { asFailure } from '../../../lib/api/failure.ts';
import { toast } from '../../../stores/toast.ts';
import type { Translate } from '../../../ui/text.tsx';
import { failureMessage } from '../../../ui/useAction.ts';
import type { BackofficeTranslate } from '../i18n.tsx';

export interface Decider {
  one: (id: number, reason: string) => Promise<unknown>;
  many: (ids: number[], reason: string) => Promise<BulkResult>;
}

/**
 * Runs a decision on one request or a batch and reports it as toasts: one for what went through,
 * one per request that failed with the server's words (a failure never stops the rest of a batch).
 * One request goes to its own route, a batch to the bulk route. Answers whether anything changed.
 */
export async function decide(
  ids: number[],
  reason: string,
  decider: Decider,
  texts: { t: BackofficeTranslate; kit: Translate; done: string },
): Promise<boolean> {
  const { t, kit, done } = texts;
  let results: BulkResult['results'];
  try {
    if (ids.length === 1) {
      const [id] = ids as [number];
      await decider.one(id, reason);
      results = [{ id, ok: true, status: 'done' }];
    } else {
      results = (await decider.many(ids, reason)).results;
    }
  } catch (error) {
    const failure = asFailure(error);
    if (ids.length !== 1) {
      toast('error', failureMessage(failure, kit));
      return false;
    }
    results = [{ id: ids[0] as number, ok: false, code: failure.code, message: failureMessage(failure, kit) }];
  }
  const passed = results.filter((result) => result.ok).length;
  if (passed > 0) toast('success', t('backoffice.queue.done', { count: passed, action: done }));
  for (const result of results) if (!result.ok) toast('error', t('backoffice.queue.failed', { id: result.id, message: result.message }));
  return passed > 0;
}
