import type { z } from 'zod';
import type {
  memberBetSchema,
  memberBetsSchema,
  memberLoginSchema,
  memberLoginsSchema,
  memberRecordSchema,
  memberRecordsSchema,
} from '../../../contract/backoffice.ts';
import { Money } from '../../../ui/Money.tsx';
import { Time } from '../../../ui/Time.tsx';
import { getMemberBets, getMemberLogins, getMemberRecords, memberListPath } from '../api.ts';
import { useBackofficeText } from '../i18n.tsx';
import { PagedList } from './PagedList.tsx';
import { Section } from './Section.tsx';

type RecordRow = z.infer<typeof memberRecordSchema>;
type BetRow = z.infer<typeof memberBetSchema>;
type LoginRow = z.infer<typeof memberLoginSchema>;
type Logins = z.infer<typeof memberLoginsSchema>;

/** The member's account records: every movement of the main wallet with the balance after it. */
export function Records({ id }: { id: number }) {
  const t = useBackofficeText();
  const title = t('backoffice.section.records');
  return (
    <Section title={title}>
      <PagedList<RecordRow, z.infer<typeof memberRecordsSchema>>
        title={title}
        empty={t('backoffice.none')}
        load={(page) => getMemberRecords(id, page)}
        path={memberListPath('records', id)}
        rowKey={(row) => row.id}
        columns={[
          { id: 'at', label: t('backoffice.col.time'), cell: (row) => <Time iso={row.at} /> },
          { id: 'kind', label: t('backoffice.col.kind'), cell: (row) => row.kind },
          { id: 'amount', label: t('backoffice.col.amount'), numeric: true, cell: (row) => <Money value={row.amount} signed /> },
          { id: 'after', label: t('backoffice.col.balanceAfter'), numeric: true, cell: (row) => <Money value={row.balanceAfter} /> },
          { id: 'remark', label: t('backoffice.col.remark'), cell: (row) => row.remark },
        ]}
      />
    </Section>
  );
}

export function Bets({ id }: { id: number }) {
  const t = useBackofficeText();
  const title = t('backoffice.section.bets');
  return (
    <Section title={title}>
      <PagedList<BetRow, z.infer<typeof memberBetsSchema>>
        title={title}
        empty={t('backoffice.none')}
        load={(page) => getMemberBets(id, page)}
        path={memberListPath('bets', id)}
        rowKey={(row) => row.id}
        columns={[
          { id: 'at', label: t('backoffice.col.time'), cell: (row) => <Time iso={row.at} /> },
          { id: 'game', label: t('backoffice.col.game'), cell: (row) => `${row.vendor} · ${row.game}` },
          { id: 'stake', label: t('backoffice.col.stake'), numeric: true, cell: (row) => <Money value={row.stake} /> },
          { id: 'payout', label: t('backoffice.col.payout'), numeric: true, cell: (row) => <Money value={row.payout} /> },
          { id: 'result', label: t('backoffice.col.result'), cell: (row) => row.result },
        ]}
      />
    </Section>
  );
}

/** Sign-ins with their outcome, and the addresses and devices they came from. */
export function Logins({ id }: { id: number }) {
  const t = useBackofficeText();
  const title = t('backoffice.section.logins');
  return (
    <Section title={title}>
      <PagedList<LoginRow, Logins>
        title={title}
        empty={t('backoffice.none')}
        load={(page) => getMemberLogins(id, page)}
        path={memberListPath('logins', id)}
        rowKey={(row) => `${row.at}-${row.ip}`}
        columns={[
          { id: 'at', label: t('backoffice.col.time'), cell: (row) => <Time iso={row.at} /> },
          { id: 'method', label: t('backoffice.col.method'), cell: (row) => row.method },
          { id: 'outcome', label: t('backoffice.col.outcome'), cell: (row) => row.outcome },
          { id: 'ip', label: t('backoffice.col.ip'), cell: (row) => row.ip },
        ]}
        extra={(data) => (
          <>
            <h3>{t('backoffice.logins.addresses')}</h3>
            <ul>
              {data.addresses.map((address) => (
                <li key={address.ip}>
                  {address.ip} · {t('backoffice.logins.times', { count: address.count })} · <Time iso={address.lastAt} />
                </li>
              ))}
            </ul>
            <h3>{t('backoffice.logins.devices')}</h3>
            <ul>
              {data.devices.map((device) => (
                <li key={device.userAgent}>
                  {device.userAgent} · {t('backoffice.logins.times', { count: device.count })} · <Time iso={device.lastAt} />
                </li>
              ))}
            </ul>
          </>
        )}
      />
    </Section>
  );
}
