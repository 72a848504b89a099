import { useEffect, useState } from 'react';
import { getDeposits } from '../../../lib/api/member.ts';
import { useText } from '../../../ui/text.tsx';
import { pageCountOf } from '../../../ui/pagination.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { Money } from '../../../ui/Money.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { Time } from '../../../ui/Time.tsx';
import { useLoad } from '../../../ui/useLoad.ts';
import { paymentMoves } from '../../../stores/record-changes.ts';

/** The member's deposit requests and their status, newest first; `round` changes after a new request. */
export function DepositList({ round }: { round: number }) {
  const { t } = useText();
  const [page, setPage] = useState(1);
  const deposits = useLoad(() => getDeposits(page), `${page}/${round}`);
  // A request approved or rejected, here or on another device, shows its new state where it stands.
  useEffect(() => paymentMoves('deposit')(deposits.reload), [deposits.reload]);
  return (
    <section aria-labelledby="mc-deposits">
      <h3 id="mc-deposits">{t('center.deposit.list')}</h3>
      <Loading state={deposits}>
        {(result) =>
          result.items.length === 0 ? (
            <p className="mc-empty">{t('center.deposit.none')}</p>
          ) : (
            <>
              <ul className="mc-list">
                {result.items.map((item) => (
                  <li key={item.id} className="mc-request">
                    <Time iso={item.createdAt} /> · {item.channelName} · <Money value={item.amount} /> ·{' '}
                    <span className={`mc-status mc-status--${item.status}`}>{t(`center.deposit.status.${item.status}`)}</span>
                    {item.reference && <span className="mc-request__ref"> · {item.reference}</span>}
                    {item.rejectReason && <p className="mc-request__reason">{t('center.rejectReason', { reason: item.rejectReason })}</p>}
                  </li>
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
