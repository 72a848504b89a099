import { useState } from 'react';
import { agentDeskPaths, type AgentHit } from '../../../contract/agent-desk.ts';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { ExportCsv } from '../../../ui/ExportCsv.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { useLoad } from '../../../ui/useLoad.ts';
import { useBackofficeText } from '../i18n.tsx';
import { memberHref } from '../views.ts';
import { searchAgents } from './api.ts';
import { MoveDialog } from './MoveDialog.tsx';
import { TeamPanel, type Opened } from './TeamPanel.tsx';

/**
 * The agent tree: agents found by the start of their name (the top of the tree when nothing is
 * typed); opening one shows its team, whose members open theirs in turn, the way back kept above.
 */
export default function AgentTree() {
  const t = useBackofficeText();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState({ q: '', page: 1 });
  const [path, setPath] = useState<Opened[]>([]);
  const [moving, setMoving] = useState<Opened | null>(null);
  const [round, setRound] = useState(0);
  const loaded = useLoad(() => searchAgents(search.q, search.page), `${search.q}:${search.page}:${round}`);
  const open = (agent: Opened) => setPath([agent]);
  const columns: Column<AgentHit, never>[] = [
    { id: 'username', label: t('backoffice.member.username'), cell: (row) => <a href={memberHref(row.id)}>{row.username}</a> },
    { id: 'upline', label: t('backoffice.agents.upline'), cell: (row) => row.upline ?? '—' },
    { id: 'status', label: t('backoffice.member.status'), cell: (row) => t(`backoffice.status.${row.status}`) },
    { id: 'directs', label: t('backoffice.agents.directs'), numeric: true, cell: (row) => row.directs },
    { id: 'team', label: t('backoffice.agents.teamSize'), numeric: true, cell: (row) => row.teamSize },
    {
      id: 'actions',
      label: t('backoffice.queue.actions'),
      cell: (row) => (
        <div className="bo-actions">
          <button type="button" className="btn btn--primary" onClick={() => open({ id: row.id, username: row.username })}>
            {t('backoffice.agents.openTeamOf', { username: row.username })}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setMoving({ id: row.id, username: row.username })}>
            {t('backoffice.agents.moveOf', { username: row.username })}
          </button>
        </div>
      ),
    },
  ];
  const current = path.at(-1);
  return (
    <>
      <form
        className="bo-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch({ q: typed.trim(), page: 1 });
        }}
      >
        <Field label={t('backoffice.agents.search')} hint={t('backoffice.agents.searchHint')}>
          <input type="search" autoComplete="off" spellCheck={false} value={typed} onChange={(event) => setTyped(event.target.value)} />
        </Field>
        <button type="submit" className="btn btn--primary">
          {t('backoffice.members.find')}
        </button>
      </form>
      <Loading state={loaded}>
        {(found) => (
          <>
            <div className="bo-actions">
              <ExportCsv path={agentDeskPaths.agents} query={search} />
            </div>
            <DataTable<AgentHit, never>
              label={t('backoffice.agents.results')}
              columns={columns}
              rows={found.items}
              rowKey={(row) => row.id}
              empty={t('backoffice.agents.none')}
            />
            <Pager pageCount={Math.ceil(found.total / found.pageSize)} page={search.page} onPage={(page) => setSearch({ ...search, page })} />
          </>
        )}
      </Loading>
      {current && (
        <>
          <nav aria-label={t('backoffice.agents.path')}>
            <ol className="bo-path">
              {path.map((step, index) => (
                <li key={step.id}>
                  {index === path.length - 1 ? (
                    <span aria-current="location">{step.username}</span>
                  ) : (
                    <button type="button" className="btn btn--ghost" onClick={() => setPath(path.slice(0, index + 1))}>
                      {step.username}
                    </button>
                  )}
                </li>
              ))}
            </ol>
          </nav>
          <TeamPanel key={`${current.id}:${round}`} agent={current} onOpen={(next) => setPath([...path, next])} onMove={setMoving} />
        </>
      )}
      {moving && (
        <MoveDialog
          who={moving}
          onCancel={() => setMoving(null)}
          onDone={() => {
            setMoving(null);
            setRound((value) => value + 1);
          }}
        />
      )}
    </>
  );
}
