/**
 * How the paths that act for one member at a time lock the member's row: `FOR NO KEY UPDATE`. It
 * serializes them as `FOR UPDATE` did, but another table's foreign-key check on the member (a
 * reward, a game session, a wagering requirement) does not wait on it. `FOR UPDATE` made those
 * checks wait, and a transaction that had already locked a ledger account and then inserted such a
 * row could deadlock with a withdrawal that held the member and wanted that account. A member's id
 * never changes and the row is never deleted (migration 0025), so nothing needs the stronger lock.
 */
export const memberRowLock = 'no key update' as const;
