import { useState } from 'react';
import { identitySides, type IdentitySubmission } from '../../../contract/identity.ts';
import { asFailure } from '../../../lib/api/failure.ts';
import { toast } from '../../../stores/toast.ts';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { ReasonDialog } from '../../../ui/ReasonDialog.tsx';
import { useText } from '../../../ui/text.tsx';
import { failureMessage } from '../../../ui/useAction.ts';
import { useLoad } from '../../../ui/useLoad.ts';
import { identityPaths } from '../../../contract/identity.ts';
import { ExportCsv } from '../../../ui/ExportCsv.tsx';
import { decideIdentity, getIdentityQueue, identityImageUrl } from '../api.ts';
import { useBackofficeText } from '../i18n.tsx';
import { MemberCell } from '../queues/MemberCell.tsx';

type Verdict = 'approve' | 'reject';

/**
 * Identity documents waiting for a decision, oldest first. Opening one shows the ID's front and
 * back and the selfie side by side (each opening is on the audit trail); approving or rejecting
 * asks for the reason first, and a rejection's reason is what the member reads in the inbox.
 */
export default function IdentityReview() {
  const { t: kit, locale } = useText();
  const t = useBackofficeText();
  const loaded = useLoad(() => getIdentityQueue(), 'pending');
  const [open, setOpen] = useState<IdentitySubmission | null>(null);
  const [asked, setAsked] = useState<Verdict | null>(null);
  const [pending, setPending] = useState(false);

  const confirm = async (reason: string) => {
    if (!open || !asked) return;
    setPending(true);
    try {
      await decideIdentity(open.id, asked, reason);
      toast('success', t(asked === 'approve' ? 'backoffice.identity.approved' : 'backoffice.identity.rejected', { username: open.username }));
      setOpen(null);
      loaded.reload();
    } catch (error) {
      toast('error', failureMessage(asFailure(error), kit));
    } finally {
      setPending(false);
      setAsked(null);
    }
  };

  const columns: Column<IdentitySubmission, never>[] = [
    { id: 'member', label: t('backoffice.queue.member'), cell: (row) => <MemberCell memberId={row.memberId} username={row.username} /> },
    { id: 'name', label: t('backoffice.identity.fullName'), cell: (row) => row.fullName },
    { id: 'birth', label: t('backoffice.identity.dateOfBirth'), cell: (row) => row.dateOfBirth },
    { id: 'sent', label: t('backoffice.identity.submittedAt'), cell: (row) => new Date(row.submittedAt).toLocaleString(locale) },
    {
      id: 'open',
      label: t('backoffice.queue.actions'),
      cell: (row) => (
        <button
          type="button"
          className="btn btn--primary"
          aria-label={t('backoffice.identity.reviewOf', { username: row.username })}
          onClick={() => setOpen(row)}
        >
          {t('backoffice.identity.review')}
        </button>
      ),
    },
  ];

  return (
    <Loading state={loaded}>
      {(rows) => (
        <>
          <ExportCsv path={identityPaths.queue} query={{ state: 'pending' }} />
          <DataTable<IdentitySubmission, never>
            label={t('backoffice.screen.identity')}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
            empty={t('backoffice.identity.empty')}
          />
          {open && (
            <section className="bo-identity" aria-labelledby="bo-identity-title">
              <h2 id="bo-identity-title">{t('backoffice.identity.reviewOf', { username: open.username })}</h2>
              <p>
                {open.fullName} · {open.dateOfBirth}
              </p>
              <div className="bo-identity__images">
                {identitySides.map((side) => (
                  <figure key={side}>
                    <a href={identityImageUrl(open.id, side)} target="_blank" rel="noopener">
                      <img src={identityImageUrl(open.id, side)} alt={t(`backoffice.identity.side.${side}`)} />
                    </a>
                    <figcaption>{t(`backoffice.identity.side.${side}`)}</figcaption>
                  </figure>
                ))}
              </div>
              <div className="bo-actions">
                <button type="button" className="btn btn--primary" onClick={() => setAsked('approve')}>
                  {t('backoffice.verdict.approve')}
                </button>
                <button type="button" className="btn btn--ghost" onClick={() => setAsked('reject')}>
                  {t('backoffice.verdict.reject')}
                </button>
                <button type="button" className="btn btn--ghost" onClick={() => setOpen(null)}>
                  {t('backoffice.identity.close')}
                </button>
              </div>
            </section>
          )}
          {open && asked && (
            <ReasonDialog
              title={t('backoffice.queue.confirmTitle', { action: t(`backoffice.verdict.${asked}`) })}
              confirmLabel={t(`backoffice.verdict.${asked}`)}
              pending={pending}
              onConfirm={(reason) => void confirm(reason)}
              onCancel={() => setAsked(null)}
            >
              <p>{asked === 'reject' ? t('backoffice.identity.reasonToMember') : t('backoffice.identity.reviewOf', { username: open.username })}</p>
            </ReasonDialog>
          )}
        </>
      )}
    </Loading>
  );
}
