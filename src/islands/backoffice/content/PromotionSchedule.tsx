import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { opsPromotionScheduleSchema } from '../../../contract/promotions.ts';
import { Field } from '../../../ui/Field.tsx';
import { useText } from '../../../ui/text.tsx';
import { useToastSubmit } from '../../../ui/useToastSubmit.ts';
import { useBackofficeText } from '../i18n.tsx';
import { schedulePromotion } from './api.ts';
import { errorOf, localInputOf, localInstant } from './form-fields.ts';

const scheduleFormSchema = opsPromotionScheduleSchema.extend({
  startsAt: localInstant.pipe(opsPromotionScheduleSchema.shape.startsAt),
  endsAt: localInstant.pipe(opsPromotionScheduleSchema.shape.endsAt),
});
type ScheduleInput = z.input<typeof scheduleFormSchema>;
type ScheduleOutput = z.output<typeof scheduleFormSchema>;

/** Moves a promotion's start and end (a running one can be stretched, a future one brought forward). */
export function PromotionSchedule({ promotion, onDone }: { promotion: { id: number; startsAt: string; endsAt: string }; onDone: () => void }) {
  const { t: kit } = useText();
  const t = useBackofficeText();
  const form = useForm<ScheduleInput, unknown, ScheduleOutput>({
    resolver: zodResolver(scheduleFormSchema),
    defaultValues: { startsAt: localInputOf(promotion.startsAt), endsAt: localInputOf(promotion.endsAt), reason: '' },
  });
  const error = (path: string) => errorOf(form, kit, path);
  const submit = useToastSubmit(form, async ({ startsAt, endsAt, reason }) => {
    await schedulePromotion(promotion.id, { startsAt, endsAt }, reason);
    onDone();
    return t('backoffice.promotions.scheduled');
  });
  return (
    <form className="mc-form" aria-labelledby="bo-promotion-schedule" onSubmit={(event) => void submit(event)} noValidate>
      <h3 id="bo-promotion-schedule">{t('backoffice.promotions.schedule')}</h3>
      <Field label={t('backoffice.promotions.startsAt')} error={error('startsAt')}>
        <input type="datetime-local" {...form.register('startsAt')} />
      </Field>
      <Field label={t('backoffice.promotions.endsAt')} error={error('endsAt')}>
        <input type="datetime-local" {...form.register('endsAt')} />
      </Field>
      <Field label={kit('center.reason.label')} error={error('reason')}>
        <input {...form.register('reason')} />
      </Field>
      <button type="submit" className="btn btn--primary" disabled={form.formState.isSubmitting}>
        {t('backoffice.promotions.saveSchedule')}
      </button>
    </form>
  );
}
