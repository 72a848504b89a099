import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { opsSettlePreviewQuerySchema, type OpsSettlePreview } from '../../../contract/promotions.ts';
import { asFailure } from '../../../lib/api/failure.ts';
import { toast } from '../../../stores/toast.ts';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { Field } from '../../../ui/Field.tsx';
import { ReasonDialog } from '../../../ui/ReasonDialog.tsx';
import { useText } from '../../../ui/text.tsx';
import { failureMessage } from '../../../ui/useAction.ts';
import { useBackofficeText } from '../i18n.tsx';
import { previewSettlement, settlePromotion, type Period } from './api.ts';
import { errorOf, localInputOf, localInstant } from './form-fields.ts';

const periodFormSchema = z.object({
  from: localInstant.pipe(opsSettlePreviewQuerySchema.shape.from),
  to: localInstant.pipe(opsSettlePreviewQuerySchema.shape.to),
});
type PeriodInput = z.input<typeof periodFormSchema>;
type PreviewRow = OpsSettlePreview['rows'][number];

/** Yesterday on the browser's clock, midnight to midnight: the usual period to settle. */
function yesterday(): PeriodInput {
  const to = new Date();
  to.setHours(0, 0, 0, 0);
  const from = new Date(to);
  from.setDate(from.getDate() - 1);
  return { from: localInputOf(from), to: localInputOf(to) };
}

/**
 * Settles a cashback or rebate promotion over a period, preview first: who would get what, and who
 * already got this period's reward (settling again pays them nothing). The settlement asks for a reason.
 */
export function PromotionSettle({ promotionId }: { promotionId: number }) {
  const { t: kit, locale } = useText();
  const t = useBackofficeText();
  const form = useForm<PeriodInput, unknown, Period>({ resolver: zodResolver(periodFormSchema), defaultValues: yesterday() });
  const [preview, setPreview] = useState<{ period: Period; value: OpsSettlePreview } | null>(null);
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const money = (amount: number) => amount.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  const load = form.handleSubmit(async (period) => {
    try {
      setPreview({ period, value: await previewSettlement(promotionId, period) });
    } catch (failure) {
      toast('error', failureMessage(asFailure(failure), kit));
    }
  });

  const settle = async (reason: string) => {
    if (!preview) return;
    setPending(true);
    try {
      const { rewards } = await settlePromotion(promotionId, preview.period, reason);
      toast('success', t('backoffice.promotions.settled', { count: rewards }));
      setPreview({ period: preview.period, value: await previewSettlement(promotionId, preview.period) });
    } catch (failure) {
      toast('error', failureMessage(asFailure(failure), kit));
    } finally {
      setPending(false);
      setAsking(false);
    }
  };

  const columns: Column<PreviewRow, never>[] = [
    { id: 'member', label: t('backoffice.queue.member'), cell: (row) => row.username },
    { id: 'base', label: t('backoffice.promotions.base'), numeric: true, cell: (row) => money(row.base) },
    { id: 'amount', label: t('backoffice.promotions.reward'), numeric: true, cell: (row) => money(row.amount) },
    {
      id: 'settled',
      label: t('backoffice.promotions.settledColumn'),
      cell: (row) => t(row.settled ? 'backoffice.promotions.alreadySettled' : 'backoffice.promotions.toSettle'),
    },
  ];

  return (
    <section aria-labelledby="bo-promotion-settle">
      <h3 id="bo-promotion-settle">{t('backoffice.promotions.settle')}</h3>
      <form className="mc-form" onSubmit={(event) => void load(event)} noValidate>
        <Field label={t('backoffice.promotions.from')} error={errorOf(form, kit, 'from')}>
          <input type="datetime-local" {...form.register('from')} />
        </Field>
        <Field label={t('backoffice.promotions.to')} error={errorOf(form, kit, 'to')}>
          <input type="datetime-local" {...form.register('to')} />
        </Field>
        <button type="submit" className="btn btn--ghost" disabled={form.formState.isSubmitting}>
          {t('backoffice.promotions.preview')}
        </button>
      </form>
      {preview && (
        <>
          <p data-testid="settle-summary">
            {t('backoffice.promotions.previewSummary', {
              members: preview.value.unsettledMembers,
              total: money(preview.value.unsettledTotal),
              settled: preview.value.members - preview.value.unsettledMembers,
            })}
          </p>
          <DataTable<PreviewRow, never>
            label={t('backoffice.promotions.previewTable')}
            columns={columns}
            rows={preview.value.rows}
            rowKey={(row) => row.memberId}
            empty={t('backoffice.promotions.previewEmpty')}
          />
          {preview.value.unsettledMembers > 0 && (
            <button type="button" className="btn btn--primary" onClick={() => setAsking(true)}>
              {t('backoffice.promotions.settleNow', { count: preview.value.unsettledMembers })}
            </button>
          )}
        </>
      )}
      {asking && preview && (
        <ReasonDialog
          title={t('backoffice.promotions.settle')}
          confirmLabel={t('backoffice.promotions.settleNow', { count: preview.value.unsettledMembers })}
          pending={pending}
          onConfirm={(reason) => void settle(reason)}
          onCancel={() => setAsking(false)}
        >
          <p>
            {t('backoffice.promotions.previewSummary', {
              members: preview.value.unsettledMembers,
              total: money(preview.value.unsettledTotal),
              settled: preview.value.members - preview.value.unsettledMembers,
            })}
          </p>
        </ReasonDialog>
      )}
    </section>
  );
}
