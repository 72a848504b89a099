import { useState } from 'react';
import type { DownlineItem } from '../../../contract/agent.ts';
import type { AgentTeam } from '../../../contract/agent-desk.ts';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Money } from '../../../ui/Money.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { useLoad } from '../../../ui/useLoad.ts';
import { useBackofficeText } from '../i18n.tsx';
import { memberHref } from '../views.ts';
import { getTeam } from './api.ts';

export interface Opened {
  id: number;
  username: string;
}

const moneyFigures = ['deposits', 'withdrawals', 'bets', 'validBets', 'payouts', 'bonuses', 'net'] as const;
const countFigures = ['teamMembers', 'teamAgents', 'newRegistrations', 'activeMembers', 'playedMembers', 'firstDeposits'] as const;

function Figures({ team }: { team: AgentTeam }) {
  const t = useBackofficeText();
  return (
    <dl className="bo-figures" aria-label={t('backoffice.agents.figuresOf', { username: team.agent.username })}>
      {countFigures.map((key) => (
        <div key={key}>
          <dt>{t(`backoffice.agents.figure.${key}`)}</dt>
          <dd>{team.figures[key]}</dd>
        </div>
      ))}
      {moneyFigures.map((key) => (
        <div key={key}>
          <dt>{t(`backoffice.agents.figure.${key}`)}</dt>
          <dd>
            <Money value={team.figures[key]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One opened team: its size and figures for the days chosen (the agent center's own roll-up), and its
 * direct downline, each of which opens its own team in turn or moves under another upline.
 */
export function TeamPanel({ agent, onOpen, onMove }: { agent: Opened; onOpen: (next: Opened) => void; onMove: (who: Opened) => void }) {
  const t = useBackofficeText();
  const [days, setDays] = useState({ from: '', to: '' });
  const [page, setPage] = useState(1);
  const loaded = useLoad(() => getTeam(agent.id, days, page), `${agent.id}:${days.from}:${days.to}:${page}`);
  const columns: Column<DownlineItem, never>[] = [
    { id: 'username', label: t('backoffice.member.username'), cell: (row) => <a href={memberHref(row.id)}>{row.username}</a> },
    { id: 'kind', label: t('backoffice.agents.kind'), cell: (row) => t(row.type === 0 ? 'backoffice.agents.kindMember' : 'backoffice.agents.kindAgent') },
    { id: 'team', label: t('backoffice.agents.teamSize'), numeric: true, cell: (row) => row.teamSize },
    { id: 'balance', label: t('backoffice.agents.balance'), numeric: true, cell: (row) => <Money value={row.balance} /> },
    {
      id: 'actions',
      label: t('backoffice.queue.actions'),
      cell: (row) => (
        <div className="bo-actions">
          {row.teamSize > 0 && (
            <button type="button" className="btn btn--ghost" onClick={() => onOpen({ id: row.id, username: row.username })}>
              {t('backoffice.agents.openTeamOf', { username: row.username })}
            </button>
          )}
          <button type="button" className="btn btn--ghost" onClick={() => onMove({ id: row.id, username: row.username })}>
            {t('backoffice.agents.moveOf', { username: row.username })}
          </button>
        </div>
      ),
    },
  ];
  return (
    <section className="bo-section" aria-labelledby="bo-team-title">
      <h2 id="bo-team-title">{t('backoffice.agents.teamOf', { username: agent.username })}</h2>
      <div className="bo-search">
        <Field label={t('backoffice.period.from')}>
          <input type="date" value={days.from} onChange={(event) => setDays({ ...days, from: event.target.value })} />
        </Field>
        <Field label={t('backoffice.period.to')}>
          <input type="date" value={days.to} onChange={(event) => setDays({ ...days, to: event.target.value })} />
        </Field>
      </div>
      <Loading state={loaded}>
        {(team) => (
          <>
            <p className="bo-muted">{t('backoffice.agents.period', { from: team.figures.from, to: team.figures.to })}</p>
            <Figures team={team} />
            <DataTable<DownlineItem, never>
              label={t('backoffice.agents.directOf', { username: agent.username })}
              columns={columns}
              rows={team.direct.items}
              rowKey={(row) => row.id}
              empty={t('backoffice.agents.noDownline')}
            />
            <Pager pageCount={Math.ceil(team.direct.total / team.direct.pageSize)} page={page} onPage={setPage} />
          </>
        )}
      </Loading>
    </section>
  );
}
