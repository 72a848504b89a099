import { afterEach, describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../lib/api/failure.ts';
import { $toasts } from '../../../stores/toast.ts';
import { textOf } from '../../../i18n/client-text.ts';
import type { BackofficeKey } from '../i18n.tsx';
import type { CenterKey } from '../../../ui/text.tsx';
import { decide } from './decide.ts';

const t = textOf<BackofficeKey>({
  'backoffice.queue.done': '{{action}}: {{count}} done.',
  'backoffice.queue.failed': 'Request {{id}} was not decided: {{message}}',
});
const kit = textOf<CenterKey>({ 'center.error.unknown': 'Something went wrong.' });
const texts = { t, kit, done: 'Approve' };

afterEach(() => $toasts.set([]));

describe('deciding queued requests', () => {
  it('reports a batch as one success toast and one error toast per failed request', async () => {
    const changed = await decide(
      [4, 5, 6],
      'seen on the statement',
      {
        one: () => Promise.reject(new Error('one request goes to its own route only')),
        many: async (ids) => ({
          results: ids.map((id) =>
            id === 5 ? { id, ok: false as const, code: 'CONFLICT', message: 'already decided' } : { id, ok: true as const, status: 'approved' },
          ),
        }),
      },
      texts,
    );
    expect(changed).toBe(true);
    expect($toasts.get().map(({ kind, text }) => [kind, text])).toEqual([
      ['success', 'Approve: 2 done.'],
      ['error', 'Request 5 was not decided: already decided'],
    ]);
  });

  it('sends one request to its own route and words its refusal', async () => {
    const asked: number[] = [];
    const changed = await decide(
      [9],
      'no such payment',
      {
        one: async (id) => {
          asked.push(id);
          throw new ApiFailure('CONFLICT', { status: 409, message: 'already decided' });
        },
        many: () => Promise.reject(new Error('a single request never goes to the bulk route')),
      },
      texts,
    );
    expect(asked).toEqual([9]);
    expect(changed).toBe(false);
    expect($toasts.get().map(({ kind, text }) => [kind, text])).toEqual([['error', 'Request 9 was not decided: already decided']]);
  });
});
