import { useState } from 'react';
import type { z } from 'zod';
import type { opsApplicationSchema } from '../../../contract/promotions.ts';
import { asFailure } from '../../../lib/api/failure.ts';
import { toast } from '../../../stores/toast.ts';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { ExportCsv } from '../../../ui/ExportCsv.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { ReasonDialog } from '../../../ui/ReasonDialog.tsx';
import { useText } from '../../../ui/text.tsx';
import { failureMessage } from '../../../ui/useAction.ts';
import { useLoad } from '../../../ui/useLoad.ts';
import { useBackofficeText } from '../i18n.tsx';
import { contentListPaths, decideApplication, getApplications, getPromotions, type ApplicationVerdict } from './api.ts';
import { optionalNumber } from './form-fields.ts';

type Application = z.infer<typeof opsApplicationSchema>;
const statuses = ['applying', 'issued', 'rejected'] as const;

/**
 * Members' applications to promotions that pay by hand, waiting ones first. Approving pays the
 * promotion's amount unless another is typed; a rejection's reason is what the member is told.
 */
export default function Applications() {
  const { t: kit, locale } = useText();
  const t = useBackofficeText();
  const [status, setStatus] = useState<(typeof statuses)[number]>('applying');
  const loaded = useLoad(async () => ({ rows: await getApplications(status), promotions: await getPromotions() }), status);
  const [asked, setAsked] = useState<{ row: Application; verdict: ApplicationVerdict } | null>(null);
  const [amount, setAmount] = useState('');
  const [pending, setPending] = useState(false);

  const decide = async (reason: string) => {
    if (!asked) return;
    setPending(true);
    try {
      const typed = optionalNumber(amount.trim());
      await decideApplication(asked.row.id, asked.verdict, reason, asked.verdict === 'approve' ? typed : undefined);
      toast('success', t(`backoffice.applications.${asked.verdict === 'approve' ? 'approved' : 'rejected'}`, { username: asked.row.username }));
      loaded.reload();
    } catch (failure) {
      toast('error', failureMessage(asFailure(failure), kit));
    } finally {
      setPending(false);
      setAsked(null);
      setAmount('');
    }
  };

  return (
    <>
      <Field label={t('backoffice.queue.status')}>
        <select value={status} onChange={(event) => setStatus(event.target.value as (typeof statuses)[number])}>
          {statuses.map((option) => (
            <option key={option} value={option}>
              {t(`backoffice.applications.status.${option}`)}
            </option>
          ))}
        </select>
      </Field>
      <Loading state={loaded}>
        {({ rows, promotions }) => {
          const titles = new Map(promotions.map((row) => [row.id, row.title || row.code]));
          const columns: Column<Application, never>[] = [
            { id: 'member', label: t('backoffice.queue.member'), cell: (row) => row.username },
            { id: 'promotion', label: t('backoffice.applications.promotion'), cell: (row) => titles.get(row.promotionId) ?? row.promotionId },
            { id: 'comment', label: t('backoffice.applications.comment'), cell: (row) => row.comment },
            { id: 'images', label: t('backoffice.applications.images'), numeric: true, cell: (row) => row.images },
            { id: 'sent', label: t('backoffice.identity.submittedAt'), cell: (row) => new Date(row.createdAt).toLocaleString(locale) },
            {
              id: 'actions',
              label: t('backoffice.queue.actions'),
              cell: (row) =>
                row.status === 'applying' ? (
                  <span className="bo-actions">
                    {(['approve', 'reject'] as const).map((verdict) => (
                      <button
                        key={verdict}
                        type="button"
                        className={`btn ${verdict === 'approve' ? 'btn--primary' : 'btn--ghost'}`}
                        onClick={() => setAsked({ row, verdict })}
                      >
                        {t(`backoffice.verdict.${verdict}`)}
                      </button>
                    ))}
                  </span>
                ) : (
                  (row.rejectReason ?? '')
                ),
            },
          ];
          return (
            <>
              <div className="bo-actions">
                <ExportCsv path={contentListPaths.applications} query={{ status }} />
              </div>
              <DataTable<Application, never>
                label={t('backoffice.screen.applications')}
                columns={columns}
                rows={rows}
                rowKey={(row) => row.id}
                empty={t('backoffice.applications.empty')}
              />
            </>
          );
        }}
      </Loading>
      {asked && (
        <ReasonDialog
          title={t('backoffice.queue.confirmTitle', { action: t(`backoffice.verdict.${asked.verdict}`) })}
          confirmLabel={t(`backoffice.verdict.${asked.verdict}`)}
          pending={pending}
          onConfirm={(reason) => void decide(reason)}
          onCancel={() => setAsked(null)}
        >
          {asked.verdict === 'approve' ? (
            <Field label={t('backoffice.applications.amount')} hint={t('backoffice.applications.amountHint')}>
              <input type="number" step="0.01" min="0" value={amount} onChange={(event) => setAmount(event.target.value)} />
            </Field>
          ) : (
            <p>{t('backoffice.identity.reasonToMember')}</p>
          )}
        </ReasonDialog>
      )}
    </>
  );
}
