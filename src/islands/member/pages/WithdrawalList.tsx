import { useEffect, useState } from 'react';
import { maxProofImages, type Withdrawal } from '../../../contract/payments.ts';
import { confirmReceived, getWithdrawals, reportNotReceived } from '../../../lib/api/member.ts';
import { useText } from '../../../ui/text.tsx';
import { pageCountOf } from '../../../ui/pagination.ts';
import { Field } from '../../../ui/Field.tsx';
import { ImagePicker, imagesOk } from '../../../ui/ImagePicker.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Money } from '../../../ui/Money.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { Time } from '../../../ui/Time.tsx';
import { useAction } from '../../../ui/useAction.ts';
import { useLoad } from '../../../ui/useLoad.ts';
import { paymentMoves } from '../../../stores/record-changes.ts';

interface WithdrawalListProps {
  round: number;
  autoReceiptMinutes: number | undefined;
}

/** The member's withdrawals with their status; a paid one is confirmed received, or not received with proof. */
export function WithdrawalList({ round, autoReceiptMinutes }: WithdrawalListProps) {
  const { t } = useText();
  const [page, setPage] = useState(1);
  const [changed, setChanged] = useState(0);
  const withdrawals = useLoad(() => getWithdrawals(page), `${page}/${round}/${changed}`);
  // A request decided or paid, here or on another device, shows its new state where it stands.
  useEffect(() => paymentMoves('withdrawal')(withdrawals.reload), [withdrawals.reload]);
  return (
    <section aria-labelledby="mc-withdrawals">
      <h3 id="mc-withdrawals">{t('center.withdraw.list')}</h3>
      {autoReceiptMinutes !== undefined && <p className="mc-field__hint">{t('center.withdraw.autoReceipt', { minutes: autoReceiptMinutes })}</p>}
      <Loading state={withdrawals}>
        {(result) =>
          result.items.length === 0 ? (
            <p className="mc-empty">{t('center.withdraw.none')}</p>
          ) : (
            <>
              <ul className="mc-list">
                {result.items.map((item) => (
                  <WithdrawalItem key={item.id} item={item} onChange={() => setChanged((n) => n + 1)} />
                ))}
              </ul>
              <Pager pageCount={pageCountOf(result.total, result.pageSize)} page={result.page} onPage={setPage} />
            </>
          )
        }
      </Loading>
    </section>
  );
}

function WithdrawalItem({ item, onChange }: { item: Withdrawal; onChange: () => void }) {
  const { t } = useText();
  const action = useAction({ money: true });
  const [reporting, setReporting] = useState(false);
  const [proof, setProof] = useState<File[]>([]);
  const [remark, setRemark] = useState('');

  const received = async () => {
    if (await action.run({ received: item.id }, () => confirmReceived(item.id))) onChange();
  };
  const notReceived = async () => {
    if (proof.length === 0) return action.refuse({ proof: t('center.withdraw.proofNeeded') });
    if (!imagesOk(proof, maxProofImages)) return action.refuse({ proof: t('center.images.invalid') });
    const details = { notReceived: item.id, files: proof.map((file) => [file.name, file.size, file.lastModified]), remark };
    if (await action.run(details, () => reportNotReceived(item.id, proof, remark))) onChange();
  };

  return (
    <li className="mc-request">
      <p>
        <Time iso={item.createdAt} /> · <Money value={item.amount} /> · {item.account.provider} {item.account.accountNumberMasked} ·{' '}
        <span className={`mc-status mc-status--${item.status}`}>{t(`center.withdraw.status.${item.status}`)}</span>
      </p>
      {item.rejectReason && <p className="mc-request__reason">{t('center.rejectReason', { reason: item.rejectReason })}</p>}
      {item.receivedBy === 'auto' && <p className="mc-field__hint">{t('center.withdraw.forced')}</p>}
      {item.status === 'paid' && (
        <div className="mc-stack">
          {item.autoReceiptAt && (
            <p className="mc-field__hint">
              {t('center.withdraw.autoAt')} <Time iso={item.autoReceiptAt} said />
            </p>
          )}
          <div className="mc-actions">
            <button type="button" className="btn btn--primary" disabled={action.pending} onClick={received}>
              {t('center.withdraw.received')}
            </button>
            <button type="button" className="btn btn--ghost" aria-expanded={reporting} onClick={() => setReporting((open) => !open)}>
              {t('center.withdraw.notReceived')}
            </button>
          </div>
          {reporting && (
            <div className="mc-form">
              <ImagePicker label={t('center.withdraw.proof')} files={proof} onChange={setProof} maxFiles={maxProofImages} error={action.errors.proof} />
              <Field label={t('center.withdraw.remark')} error={action.errors.remark}>
                <textarea maxLength={500} rows={3} value={remark} onChange={(event) => setRemark(event.target.value)} />
              </Field>
              <button type="button" className="btn btn--primary" disabled={action.pending} onClick={notReceived}>
                {t('center.withdraw.sendProof')}
              </button>
            </div>
          )}
        </div>
      )}
      <Notice kind="error">{action.message}</Notice>
    </li>
  );
}
