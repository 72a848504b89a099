import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldMessages } from './form-errors.ts';
import type { Translate } from './text.tsx';

const schema = z.object({ amount: z.number().min(1), name: z.string().trim().min(1), tags: z.array(z.string()).min(1), note: z.string().max(3) });
type Values = z.infer<typeof schema>;
const t: Translate = (key) => key;

/** The zod resolver's findings for `values`, worded as a page words them. */
async function messagesFor(values: Values) {
  const { errors } = await zodResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return fieldMessages<Values>(
    { formState: { errors: errors as FieldErrors<Values> } as never, getValues: ((name: keyof Values) => values[name]) as never },
    t,
  );
}

describe('fieldMessages', () => {
  it('calls an empty field required, and a value below its minimum not valid', async () => {
    expect(await messagesFor({ amount: 0, name: '  ', tags: [], note: 'long' })).toEqual({
      amount: 'center.error.field',
      name: 'center.required',
      tags: 'center.required',
      note: 'center.error.field',
    });
    expect(await messagesFor({ amount: 5, name: 'x', tags: ['a'], note: '' })).toEqual({});
  });
});
