import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { downlineKinds, downlineStatusPayloadSchema, memberStatuses, type DownlineItem, type DownlineQuery } from '../../../contract/agent.ts';
import { getDownline, setDownlineStatus } from '../api.ts';
import { useAgentText } from '../i18n.tsx';
import { fieldMessages } from '../../../ui/form-errors.ts';
import { useText } from '../../../ui/text.tsx';
import { pageCountOf } from '../../../ui/pagination.ts';
import { Field } from '../../../ui/Field.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Money } from '../../../ui/Money.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { RecordTable } from '../../../ui/RecordTable.tsx';
import { Time } from '../../../ui/Time.tsx';
import { useAction } from '../../../ui/useAction.ts';
import { useLoad } from '../../../ui/useLoad.ts';
import { TypeName } from './TypeName.tsx';

const pageSize = 20;

const reasonSchema = downlineStatusPayloadSchema.pick({ reason: true });

/** Suspends or reactivates a direct downline, with the reason the audit log keeps. */
function StatusChange({ item, onDone }: { item: DownlineItem; onDone: () => void }) {
  const t = useAgentText();
  const center = useText().t;
  const action = useAction();
  const form = useForm({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });
  const errors = { ...action.errors, ...fieldMessages(form, center) };
  const next = item.status === 'active' ? 'suspended' : 'active';
  const submit = form.handleSubmit(async ({ reason }) => {
    const payload = { status: next, reason } as const;
    if (await action.run(payload, () => setDownlineStatus(item.id, payload))) onDone();
  });
  return (
    <form className="ac-status" onSubmit={(event) => void submit(event)} noValidate>
      <Field label={t('agentCenter.downline.reason')} error={errors.reason}>
        <input maxLength={500} required {...form.register('reason')} />
      </Field>
      <Notice kind="error">{action.message}</Notice>
      <button type="submit" className="btn btn--ghost" disabled={action.pending}>
        {t(next === 'suspended' ? 'agentCenter.downline.suspend' : 'agentCenter.downline.reactivate')}
      </button>
    </form>
  );
}

/** downlineManagmentView: the team member by member, filtered, with suspend and reactivate for direct downlines. */
export default function Downline() {
  const t = useAgentText();
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState<Partial<DownlineQuery>>({ scope: 'team', page: 1, pageSize });
  const [open, setOpen] = useState<number | undefined>();
  const list = useLoad(() => getDownline(filter), JSON.stringify(filter));
  const change = (next: Partial<DownlineQuery>) => setFilter((current) => ({ ...current, ...next, page: next.page ?? 1 }));

  return (
    <div className="mc-stack">
      <form
        className="mc-filters"
        onSubmit={(event) => {
          event.preventDefault();
          change({ username: draft.trim() || undefined });
        }}
      >
        <Field label={t('agentCenter.downline.username')}>
          <input value={draft} onChange={(event) => setDraft(event.target.value)} />
        </Field>
        <Field label={t('agentCenter.downline.scope')}>
          <select value={filter.scope} onChange={(event) => change({ scope: event.target.value === 'direct' ? 'direct' : 'team' })}>
            <option value="team">{t('agentCenter.downline.scope.team')}</option>
            <option value="direct">{t('agentCenter.downline.scope.direct')}</option>
          </select>
        </Field>
        <Field label={t('agentCenter.downline.kind')}>
          <select value={filter.kind ?? ''} onChange={(event) => change({ kind: downlineKinds.find((kind) => kind === event.target.value) })}>
            <option value="">{t('agentCenter.downline.all')}</option>
            {downlineKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`agentCenter.downline.kind.${kind}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('agentCenter.downline.status')}>
          <select value={filter.status ?? ''} onChange={(event) => change({ status: memberStatuses.find((status) => status === event.target.value) })}>
            <option value="">{t('agentCenter.downline.all')}</option>
            {memberStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`agentCenter.downline.status.${status}`)}
              </option>
            ))}
          </select>
        </Field>
        <button type="submit" className="btn btn--ghost">
          {t('agentCenter.search')}
        </button>
      </form>
      <Loading state={list}>
        {(result) =>
          result.items.length === 0 ? (
            <p className="mc-empty">{t('agentCenter.downline.empty')}</p>
          ) : (
            <>
              <RecordTable
                label={t('agentCenter.entry.downlineManagmentView')}
                columns={[
                  t('agentCenter.downline.username'),
                  t('agentCenter.col.type'),
                  t('agentCenter.col.level'),
                  t('agentCenter.col.upline'),
                  t('agentCenter.col.registered'),
                  t('agentCenter.col.lastLogin'),
                  t('agentCenter.downline.status'),
                  t('agentCenter.col.balance'),
                  t('agentCenter.col.teamSize'),
                  t('agentCenter.col.action'),
                ]}
              >
                {result.items.map((item) => (
                  <tr key={item.id}>
                    <td>{item.username}</td>
                    <td>
                      <TypeName type={item.type} />
                    </td>
                    <td>{item.level}</td>
                    <td>{item.upline ?? ''}</td>
                    <td>
                      <Time iso={item.registered} />
                    </td>
                    <td>{item.lastLogin ? <Time iso={item.lastLogin} /> : t('agentCenter.never')}</td>
                    <td>{t(`agentCenter.downline.status.${item.status}`)}</td>
                    <td>
                      <Money value={item.balance} />
                    </td>
                    <td>{item.teamSize}</td>
                    <td>
                      {item.level === 1 &&
                        (open === item.id ? (
                          <StatusChange
                            item={item}
                            onDone={() => {
                              setOpen(undefined);
                              list.reload();
                            }}
                          />
                        ) : (
                          <button type="button" className="btn btn--ghost" onClick={() => setOpen(item.id)}>
                            {t(item.status === 'active' ? 'agentCenter.downline.suspend' : 'agentCenter.downline.reactivate')}
                          </button>
                        ))}
                    </td>
                  </tr>
                ))}
              </RecordTable>
              <Pager pageCount={pageCountOf(result.total, result.pageSize)} page={result.page} onPage={(page) => change({ page })} />
            </>
          )
        }
      </Loading>
    </div>
  );
}
