import { useState } from 'react';
import type { z } from 'zod';
import type { opsPromotionSchema } from '../../../contract/promotions.ts';
import { asFailure } from '../../../lib/api/failure.ts';
import { toast } from '../../../stores/toast.ts';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { ExportCsv } from '../../../ui/ExportCsv.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { ReasonDialog } from '../../../ui/ReasonDialog.tsx';
import { useText } from '../../../ui/text.tsx';
import { failureMessage } from '../../../ui/useAction.ts';
import { useLoad } from '../../../ui/useLoad.ts';
import { useBackofficeText } from '../i18n.tsx';
import { contentListPaths, endPromotion, getPromotions } from './api.ts';
import { PromotionForm } from './PromotionForm.tsx';
import { PromotionSchedule } from './PromotionSchedule.tsx';
import { PromotionSettle } from './PromotionSettle.tsx';

type Promotion = z.infer<typeof opsPromotionSchema>;

/** What members see of a promotion's window (publicStatus on the server): not yet, running, or over. */
const statusKey = (status: Promotion['status']) => (status === 'coming soon' ? 'comingSoon' : status === 'joined' ? 'joined' : 'close');

/**
 * Every promotion with its state as members see it (coming soon, running, closed). A new one comes
 * from a form; opening one moves its window, ends it, and settles cashback and rebates for a period.
 */
export default function Promotions() {
  const { t: kit, locale } = useText();
  const t = useBackofficeText();
  const loaded = useLoad(() => getPromotions(), 'promotions');
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const [ending, setEnding] = useState(false);
  const [pending, setPending] = useState(false);
  const when = (at: string) => new Date(at).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const titleOf = (row: Promotion) => row.title || row.code;

  const end = async (row: Promotion, reason: string) => {
    setPending(true);
    try {
      await endPromotion(row.id, reason);
      toast('success', t('backoffice.promotions.ended', { code: row.code }));
      loaded.reload();
    } catch (failure) {
      toast('error', failureMessage(asFailure(failure), kit));
    } finally {
      setPending(false);
      setEnding(false);
    }
  };

  const columns: Column<Promotion, never>[] = [
    { id: 'code', label: t('backoffice.promotions.code'), cell: (row) => row.code },
    { id: 'title', label: t('backoffice.promotions.title'), cell: titleOf },
    { id: 'kind', label: t('backoffice.promotions.kind'), cell: (row) => t(`backoffice.promotions.kind.${row.kind}`) },
    { id: 'status', label: t('backoffice.queue.status'), cell: (row) => t(`backoffice.promotions.status.${statusKey(row.status)}`) },
    { id: 'window', label: t('backoffice.promotions.window'), cell: (row) => `${when(row.startsAt)} – ${when(row.endsAt)}` },
    {
      id: 'open',
      label: t('backoffice.queue.actions'),
      cell: (row) => (
        <button type="button" className="btn btn--ghost" aria-label={t('backoffice.promotions.openOf', { code: row.code })} onClick={() => setOpenId(row.id)}>
          {t('backoffice.promotions.open')}
        </button>
      ),
    },
  ];

  return (
    <Loading state={loaded}>
      {(rows) => {
        const open = rows.find((row) => row.id === openId);
        return (
          <>
            {creating ? (
              <PromotionForm
                onCreated={() => {
                  setCreating(false);
                  loaded.reload();
                }}
                onCancel={() => setCreating(false)}
              />
            ) : (
              <div className="bo-actions">
                <button type="button" className="btn btn--primary" onClick={() => setCreating(true)}>
                  {t('backoffice.promotions.new')}
                </button>
              </div>
            )}
            <div className="bo-actions">
              <ExportCsv path={contentListPaths.promotions} />
            </div>
            <DataTable<Promotion, never>
              label={t('backoffice.screen.promotions')}
              columns={columns}
              rows={rows}
              rowKey={(row) => row.id}
              empty={t('backoffice.promotions.empty')}
            />
            {open && (
              <section className="bo-section" aria-labelledby="bo-promotion-open">
                <h2 id="bo-promotion-open">
                  {titleOf(open)} · {open.code}
                </h2>
                <PromotionSchedule key={`${open.id}-${open.startsAt}-${open.endsAt}`} promotion={open} onDone={loaded.reload} />
                {(open.kind === 'cashback' || open.kind === 'rebate') && <PromotionSettle key={open.id} promotionId={open.id} />}
                <div className="bo-actions">
                  {!open.endedAt && open.status !== 'close' && (
                    <button type="button" className="btn btn--ghost" onClick={() => setEnding(true)}>
                      {t('backoffice.promotions.end')}
                    </button>
                  )}
                  <button type="button" className="btn btn--ghost" onClick={() => setOpenId(null)}>
                    {t('backoffice.identity.close')}
                  </button>
                </div>
                {ending && (
                  <ReasonDialog
                    title={t('backoffice.promotions.endOf', { code: open.code })}
                    confirmLabel={t('backoffice.promotions.end')}
                    pending={pending}
                    onConfirm={(reason) => void end(open, reason)}
                    onCancel={() => setEnding(false)}
                  >
                    <p>{t('backoffice.promotions.endHint')}</p>
                  </ReasonDialog>
                )}
              </section>
            )}
          </>
        );
      }}
    </Loading>
  );
}
