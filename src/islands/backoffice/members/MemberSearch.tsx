import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { backofficePaths, memberSearchQuerySchema, type memberHitSchema } from '../../../contract/backoffice.ts';
import { $memberSearch } from '../../../stores/backoffice.ts';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { ExportCsv } from '../../../ui/ExportCsv.tsx';
import { Field } from '../../../ui/Field.tsx';
import { fieldMessages } from '../../../ui/form-errors.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { Time } from '../../../ui/Time.tsx';
import { useText } from '../../../ui/text.tsx';
import { useLoad } from '../../../ui/useLoad.ts';
import { searchMembers } from '../api.ts';
import { useBackofficeText } from '../i18n.tsx';
import { memberHref } from '../views.ts';

type Hit = z.infer<typeof memberHitSchema>;
const searchSchema = memberSearchQuerySchema.pick({ q: true });

function Results({ q, page }: { q: string; page: number }) {
  const t = useBackofficeText();
  const { t: kit } = useText();
  const loaded = useLoad(() => searchMembers(q, page), `${q}:${page}`);
  const columns: Column<Hit, never>[] = [
    { id: 'username', label: t('backoffice.member.username'), cell: (hit) => <a href={memberHref(hit.id)}>{hit.username}</a> },
    { id: 'mobile', label: t('backoffice.member.mobile'), cell: (hit) => hit.mobile ?? '' },
    { id: 'email', label: t('backoffice.member.email'), cell: (hit) => hit.email ?? '' },
    { id: 'affiliate', label: t('backoffice.member.affiliateCode'), cell: (hit) => hit.affiliateCode ?? '' },
    { id: 'status', label: t('backoffice.member.status'), cell: (hit) => t(`backoffice.status.${hit.status}`) },
    { id: 'created', label: t('backoffice.member.createdAt'), cell: (hit) => <Time iso={hit.createdAt} /> },
  ];
  const go = (next: number) => $memberSearch.set({ q, page: next });
  return (
    <Loading state={loaded}>
      {(data) => (
        <>
          <ExportCsv path={backofficePaths.members} query={{ q, page }} />
          <DataTable<Hit, never>
            label={t('backoffice.members.results')}
            columns={columns}
            rows={data.items}
            rowKey={(hit) => hit.id}
            empty={t('backoffice.members.none')}
          />
          {(page > 1 || data.hasMore) && (
            <nav className="mc-pager" aria-label={kit('center.pager.label')}>
              <button type="button" className="mc-pager__step" disabled={page <= 1} onClick={() => go(page - 1)}>
                {kit('center.pager.previous')}
              </button>
              <button type="button" className="mc-pager__step" disabled={!data.hasMore} onClick={() => go(page + 1)}>
                {kit('center.pager.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </Loading>
  );
}

/** Finds members by the start of a username, mobile number, e-mail or affiliate code. */
export default function MemberSearch() {
  const t = useBackofficeText();
  const { t: kit } = useText();
  const search = useStore($memberSearch);
  const form = useForm<z.input<typeof searchSchema>>({ resolver: zodResolver(searchSchema), defaultValues: { q: search.q } });
  const errors = fieldMessages(form, kit);
  const submit = form.handleSubmit(({ q }) => $memberSearch.set({ q: q.trim(), page: 1 }));
  return (
    <>
      <form className="bo-search" role="search" onSubmit={(event) => void submit(event)} noValidate>
        <Field label={t('backoffice.members.search')} hint={t('backoffice.members.searchHint')} error={errors.q}>
          <input type="search" autoComplete="off" spellCheck={false} {...form.register('q')} />
        </Field>
        <button type="submit" className="btn btn--primary">
          {t('backoffice.members.find')}
        </button>
      </form>
      {search.q && <Results q={search.q} page={search.page} />}
    </>
  );
}
