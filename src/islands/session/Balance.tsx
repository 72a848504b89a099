import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatMoney } from '../../lib/format-money.ts';
import { pageLocale } from '../../lib/page.ts';
import { $balance, forgetBalance, refresh } from '../../stores/balance.ts';

export interface BalanceLabels {
  /** The balance's name for screen readers, e.g. "Balance". */
  balance: string;
  refresh: string;
}

/**
 * The header's currency symbol and balance (SPEC §2, §9: 2 decimals with thousands separators in the
 * page's language) with a refresh button. Mounted only while a member is signed in.
 */
export default function Balance({ labels }: { labels: BalanceLabels }) {
  const state = useStore($balance);

  useEffect(() => {
    if ($balance.get().status === 'idle') void refresh();
    // Unmounted on sign-out: the next member must not see this balance.
    return forgetBalance;
  }, []);

  const value = state.value;
  const loading = state.status === 'loading';
  return (
    <div className="session__balance" role="group" aria-label={labels.balance}>
      <output aria-live="polite" aria-busy={loading}>
        {value ? (
          <>
            <span className="session__symbol">{value.symbol}</span> {formatMoney(value.sumBalance, pageLocale())}
          </>
        ) : (
          '…'
        )}
      </output>
      <button type="button" className="session__refresh" aria-label={labels.refresh} disabled={loading} onClick={() => void refresh()}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5" />
        </svg>
      </button>
    </div>
  );
}
