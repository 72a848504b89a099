import { useState } from 'react';
import { redemptionStatuses, type OpsRedemption, type OpsReward, type RedemptionStatus } from '../../../contract/points.ts';
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
import { contentListPaths, decideRedemption, getRedemptions, getRewards, restockReward } from './api.ts';
import { RewardForm, rewardNameOf } from './RewardForm.tsx';

type Asked = { kind: 'approve' | 'reject'; row: OpsRedemption } | { kind: 'restock'; row: OpsReward };

/**
 * The points mall: members' item redemptions waiting to be processed (a rejection gives the points
 * back, as the server rules), and the items with their stock: added and changed from a form,
 * restocked with a reason. Earning rates and the conversion are the `points` setting, on the
 * settings screen.
 */
export default function Points() {
  const { t: kit, locale } = useText();
  const t = useBackofficeText();
  const [status, setStatus] = useState<RedemptionStatus>('process');
  const loaded = useLoad(async () => ({ redemptions: await getRedemptions(status), rewards: await getRewards() }), status);
  const [asked, setAsked] = useState<Asked | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [pending, setPending] = useState(false);
  const [editing, setEditing] = useState<OpsReward | 'new' | null>(null);
  const nameOf = (reward: OpsReward) => rewardNameOf(reward, locale);

  const confirm = async (reason: string) => {
    if (!asked) return;
    setPending(true);
    try {
      if (asked.kind === 'restock') {
        await restockReward(asked.row.id, Number(quantity), reason);
        toast('success', t('backoffice.points.restocked', { name: nameOf(asked.row) }));
      } else {
        await decideRedemption(asked.row.id, asked.kind, reason);
        toast('success', t(`backoffice.applications.${asked.kind === 'approve' ? 'approved' : 'rejected'}`, { username: asked.row.username }));
      }
      loaded.reload();
    } catch (failure) {
      toast('error', failureMessage(asFailure(failure), kit));
    } finally {
      setPending(false);
      setAsked(null);
      setQuantity('1');
    }
  };

  const redemptionColumns: Column<OpsRedemption, never>[] = [
    { id: 'member', label: t('backoffice.queue.member'), cell: (row) => row.username },
    { id: 'item', label: t('backoffice.points.item'), cell: (row) => row.item ?? t('backoffice.points.conversion') },
    { id: 'quantity', label: t('backoffice.points.quantity'), numeric: true, cell: (row) => row.quantity },
    { id: 'points', label: t('backoffice.points.points'), numeric: true, cell: (row) => row.points },
    { id: 'delivery', label: t('backoffice.points.deliverTo'), cell: (row) => row.receivingAddress ?? row.paidAccount ?? '' },
    { id: 'time', label: t('backoffice.identity.submittedAt'), cell: (row) => new Date(row.time).toLocaleString(locale) },
    {
      id: 'actions',
      label: t('backoffice.queue.actions'),
      cell: (row) =>
        row.status === 'process' ? (
          <span className="bo-actions">
            {(['approve', 'reject'] as const).map((kind) => (
              <button key={kind} type="button" className={`btn ${kind === 'approve' ? 'btn--primary' : 'btn--ghost'}`} onClick={() => setAsked({ kind, row })}>
                {t(`backoffice.points.${kind}`)}
              </button>
            ))}
          </span>
        ) : (
          row.remark
        ),
    },
  ];

  const rewardColumns: Column<OpsReward, never>[] = [
    { id: 'name', label: t('backoffice.points.item'), cell: (row) => nameOf(row) },
    { id: 'points', label: t('backoffice.points.points'), numeric: true, cell: (row) => row.points },
    { id: 'stock', label: t('backoffice.points.stock'), numeric: true, cell: (row) => row.stock },
    { id: 'enabled', label: t('backoffice.queue.status'), cell: (row) => t(row.enabled ? 'backoffice.notices.shown' : 'backoffice.notices.hidden') },
    {
      id: 'actions',
      label: t('backoffice.queue.actions'),
      cell: (row) => (
        <span className="bo-actions">
          <button type="button" className="btn btn--ghost" aria-label={t('backoffice.points.editOf', { name: nameOf(row) })} onClick={() => setEditing(row)}>
            {t('backoffice.points.edit')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setAsked({ kind: 'restock', row })}>
            {t('backoffice.points.restock')}
          </button>
        </span>
      ),
    },
  ];

  const saved = () => {
    setEditing(null);
    loaded.reload();
  };

  return (
    <>
      <Field label={t('backoffice.queue.status')}>
        <select value={status} onChange={(event) => setStatus(event.target.value as RedemptionStatus)}>
          {redemptionStatuses.map((option) => (
            <option key={option} value={option}>
              {t(`backoffice.points.status.${option}`)}
            </option>
          ))}
        </select>
      </Field>
      <Loading state={loaded}>
        {({ redemptions, rewards }) => (
          <>
            <h2>{t('backoffice.points.redemptions')}</h2>
            <div className="bo-actions">
              <ExportCsv path={contentListPaths.redemptions} query={{ status }} list={t('backoffice.points.redemptions')} />
            </div>
            <DataTable<OpsRedemption, never>
              label={t('backoffice.points.redemptions')}
              columns={redemptionColumns}
              rows={redemptions}
              rowKey={(row) => row.id}
              empty={t('backoffice.points.noRedemptions')}
            />
            <h2>{t('backoffice.points.items')}</h2>
            {editing ? (
              <RewardForm
                key={editing === 'new' ? 'new' : editing.id}
                reward={editing === 'new' ? null : editing}
                onSaved={saved}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <div className="bo-actions">
                <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>
                  {t('backoffice.points.new')}
                </button>
                <ExportCsv path={contentListPaths.rewards} list={t('backoffice.points.items')} />
              </div>
            )}
            <DataTable<OpsReward, never>
              label={t('backoffice.points.items')}
              columns={rewardColumns}
              rows={rewards}
              rowKey={(row) => row.id}
              empty={t('backoffice.points.noItems')}
            />
          </>
        )}
      </Loading>
      {asked && (
        <ReasonDialog
          title={asked.kind === 'restock' ? t('backoffice.points.restockOf', { name: nameOf(asked.row) }) : t(`backoffice.points.${asked.kind}`)}
          confirmLabel={t(`backoffice.points.${asked.kind}`)}
          pending={pending}
          onConfirm={(reason) => void confirm(reason)}
          onCancel={() => setAsked(null)}
        >
          {asked.kind === 'restock' ? (
            <Field label={t('backoffice.points.quantity')}>
              <input type="number" min={1} step={1} value={quantity} onChange={(event) => setQuantity(event.target.value)} />
            </Field>
          ) : (
            <p>{t('backoffice.points.decideHint', { username: asked.row.username, points: asked.row.points })}</p>
          )}
        </ReasonDialog>
      )}
    </>
  );
}
