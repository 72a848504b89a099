import { useState } from 'react';
import { useText } from '../../ui/text.tsx';
import { pageCountOf } from '../../ui/pagination.ts';
import { Loading } from '../../ui/Loading.tsx';
import { Money } from '../../ui/Money.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { RecordTable } from '../../ui/RecordTable.tsx';
import { Time } from '../../ui/Time.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import { getPointsRecord, getRedemptions } from './api.ts';
import { formatPoints } from './format.ts';

/** The member's redemptions and conversions with the specification's fields, newest first. */
export function RedeemHistory({ round }: { round: number }) {
  const { t, locale } = useText();
  const [page, setPage] = useState(1);
  const history = useLoad(() => getRedemptions(page), `${page}/${round}`);
  const columns = ['time', 'type', 'item', 'quantity', 'points', 'amount', 'status', 'remark'] as const;
  return (
    <section aria-labelledby="pm-history">
      <h3 id="pm-history">{t('points.history.title')}</h3>
      <Loading state={history}>
        {(result) =>
          result.items.length === 0 ? (
            <p className="mc-empty">{t('points.history.none')}</p>
          ) : (
            <>
              <RecordTable label={t('points.history.title')} columns={columns.map((column) => t(`points.history.${column}`))}>
                {result.items.map((row) => (
                  <tr key={row.id}>
                    <td>
                      <Time iso={row.time} />
                    </td>
                    <td>{t(`points.type.${row.type}`)}</td>
                    <td>{row.item ?? '—'}</td>
                    <td>{row.quantity}</td>
                    <td>{formatPoints(row.points, locale)}</td>
                    <td>{row.type === 'convert' ? <Money value={row.amount} /> : '—'}</td>
                    <td>
                      <span className={`mc-status pm-status--${row.status}`}>{t(`points.status.${row.status}`)}</span>
                    </td>
                    <td>{row.remark}</td>
                  </tr>
                ))}
              </RecordTable>
              <Pager pageCount={pageCountOf(result.total, result.pageSize)} page={result.page} onPage={setPage} />
            </>
          )
        }
      </Loading>
    </section>
  );
}

/** The member's points record: every point earned, spent, returned or converted, with the balance after. */
export function PointsRecord({ round }: { round: number }) {
  const { t, locale } = useText();
  const [page, setPage] = useState(1);
  const record = useLoad(() => getPointsRecord(page), `${page}/${round}`);
  return (
    <section aria-labelledby="pm-record">
      <h3 id="pm-record">{t('points.record.title')}</h3>
      <Loading state={record}>
        {(result) =>
          result.items.length === 0 ? (
            <p className="mc-empty">{t('points.record.none')}</p>
          ) : (
            <>
              <RecordTable
                label={t('points.record.title')}
                columns={[
                  t('points.history.time'),
                  t('points.history.type'),
                  t('points.history.points'),
                  t('points.record.balance'),
                  t('points.history.remark'),
                ]}
              >
                {result.items.map((row) => (
                  <tr key={row.id}>
                    <td>
                      <Time iso={row.time} />
                    </td>
                    <td>{t(`points.record.type.${row.type}`)}</td>
                    <td className={row.points < 0 ? 'mc-money--out' : 'mc-money--in'}>{`${row.points > 0 ? '+' : ''}${formatPoints(row.points, locale)}`}</td>
                    <td>{formatPoints(row.balanceAfter, locale)}</td>
                    <td>{row.remark}</td>
                  </tr>
                ))}
              </RecordTable>
              <Pager pageCount={pageCountOf(result.total, result.pageSize)} page={result.page} onPage={setPage} />
            </>
          )
        }
      </Loading>
    </section>
  );
}
