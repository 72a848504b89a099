import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { betResultKey } from '../../../contract/games.ts';
import { houseGameSchema } from '../../../contract/house.ts';
import type { Limit, LimitKind, LimitPeriod, RecallRound } from '../../../contract/protection.ts';
import { localeTags } from '../../../i18n/locales.ts';
import { fairPageHref } from '../../../house/shared/fair-link.ts';
import {
  $limitAction,
  $protection,
  $recall,
  confirmPending,
  isDue,
  loadProtection,
  loadRecallGames,
  resetProtection,
  showRecall,
} from '../../../stores/protection.ts';
import { useText, type Translate } from '../../../ui/text.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Money } from '../../../ui/Money.tsx';
import { Time } from '../../../ui/Time.tsx';
import { loadFailureText } from '../../../ui/useLoad.ts';
import { ExclusionForm } from './protection/ExclusionForm.tsx';
import { LimitForm } from './protection/LimitForm.tsx';
import { RealityForm } from './protection/RealityForm.tsx';

/** responsibleGaming (issue 15): limits, the reality check's interval, a break, and the recall of recent rounds. */
export default function ResponsibleGaming() {
  const { t } = useText();
  const page = useStore($protection);
  useEffect(() => {
    void loadProtection();
    void loadRecallGames();
    return resetProtection;
  }, []);
  const state = {
    data: page.status === 'ready' ? page : undefined,
    loading: page.status === 'loading',
    error: page.failure ? loadFailureText(page.failure, t) : '',
    reload: () => void loadProtection(),
  };
  return (
    <div className="mc-stack">
      <Loading state={state}>
        {(loaded) => (
          <>
            <Limits limits={loaded.limits} />
            <RealityForm minutes={loaded.realityMinutes} />
          </>
        )}
      </Loading>
      <Recall />
      <ExclusionForm />
    </div>
  );
}

const kindLabel = (t: Translate, kind: LimitKind) => t(`center.protection.kind.${kind}`);
const periodLabel = (t: Translate, period: LimitPeriod) => t(`center.protection.period.${period}`);

function LimitValue({ kind, value }: { kind: LimitKind; value: number | null }) {
  const { t } = useText();
  if (value === null) return <>{t('center.protection.none')}</>;
  return kind === 'session' ? <>{t('center.protection.minutesValue', { minutes: value })}</> : <Money value={value} />;
}

function Limits({ limits }: { limits: Limit[] }) {
  const { t, locale } = useText();
  const action = useStore($limitAction);
  const now = new Date();
  const pendingText = (limit: Limit) => {
    if (!limit.pending) return '';
    const time = new Date(limit.pending.appliesAt).toLocaleString(localeTags[locale], { dateStyle: 'short', timeStyle: 'short' });
    if (limit.pending.value === null) return t('center.protection.pendingRemoval', { time });
    const shown = limit.kind === 'session' ? t('center.protection.minutesValue', { minutes: limit.pending.value }) : limit.pending.value.toFixed(2);
    return t('center.protection.pendingTo', { value: shown, time });
  };
  return (
    <section aria-labelledby="mc-limits">
      <h3 id="mc-limits">{t('center.protection.limits.title')}</h3>
      <p>{t('center.protection.limits.intro')}</p>
      <div className="mc-table">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('center.protection.kind')}</th>
              <th scope="col">{t('center.protection.inForce')}</th>
              <th scope="col">{t('center.protection.used')}</th>
              <th scope="col">{t('center.protection.pending')}</th>
            </tr>
          </thead>
          <tbody>
            {limits.map((limit) => (
              <tr key={`${limit.kind}-${limit.period ?? ''}`}>
                <th scope="row">
                  {kindLabel(t, limit.kind)}
                  {limit.period && ` · ${periodLabel(t, limit.period)}`}
                </th>
                <td>
                  <LimitValue kind={limit.kind} value={limit.value} />
                </td>
                <td>{limit.used === null ? '—' : <Money value={limit.used} />}</td>
                <td>
                  {limit.pending ? (
                    <>
                      {pendingText(limit)}{' '}
                      {isDue(limit, now) && (
                        <button type="button" className="btn btn--ghost" disabled={action.pending} onClick={() => void confirmPending(limit)}>
                          {t('center.protection.confirm')}
                        </button>
                      )}
                    </>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LimitForm />
    </section>
  );
}

function Proof({ round }: { round: RecallRound }) {
  const { t, locale } = useText();
  const proof = round.fairness;
  if (!proof) return <>{t('center.protection.recall.noProof')}</>;
  const game = houseGameSchema.safeParse(round.roundId.split('-')[0]);
  return (
    <>
      <code title={proof.serverSeedHash}>{proof.serverSeedHash.slice(0, 12)}…</code>{' '}
      {proof.serverSeed && game.success ? (
        <a
          href={fairPageHref({
            game: game.data,
            locale,
            serverSeed: proof.serverSeed,
            serverSeedHash: proof.serverSeedHash,
            clientSeed: proof.clientSeed,
            nonce: proof.nonce,
          })}
        >
          {t('center.protection.recall.verify')}
        </a>
      ) : (
        t('center.protection.recall.hidden')
      )}
    </>
  );
}

function Recall() {
  const { t } = useText();
  const recall = useStore($recall);
  const failed = recall.status === 'failed' && recall.failure;
  return (
    <section aria-labelledby="mc-recall">
      <h3 id="mc-recall">{t('center.protection.recall.title')}</h3>
      <p>{t('center.protection.recall.intro')}</p>
      {failed && (
        <div className="mc-notice mc-notice--error" role="alert">
          <p>{loadFailureText(recall.failure!, t)}</p>
          <button type="button" className="btn btn--ghost" onClick={() => void loadRecallGames()}>
            {t('center.retry')}
          </button>
        </div>
      )}
      {recall.status === 'loading' && recall.games.length === 0 && (
        <p className="mc-loading" role="status">
          {t('center.loading')}
        </p>
      )}
      {recall.status !== 'loading' && !failed && recall.games.length === 0 && <p className="mc-empty">{t('center.protection.recall.none')}</p>}
      {recall.games.length > 0 && (
        <>
          <Field label={t('center.protection.recall.game')}>
            <select value={recall.gameCode} onChange={(event) => void showRecall(event.target.value)}>
              {recall.games.map((game) => (
                <option key={game.code} value={game.code}>
                  {game.name}
                </option>
              ))}
            </select>
          </Field>
          <div className="mc-table">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('center.protection.recall.time')}</th>
                  <th scope="col">{t('center.protection.recall.round')}</th>
                  <th scope="col">{t('center.protection.recall.outcome')}</th>
                  <th scope="col">{t('center.protection.recall.stake')}</th>
                  <th scope="col">{t('center.protection.recall.payout')}</th>
                  <th scope="col">{t('center.protection.recall.proof')}</th>
                </tr>
              </thead>
              <tbody>
                {recall.rounds.map((round) => (
                  <tr key={round.roundId}>
                    <td>
                      <Time iso={round.placedAt} />
                    </td>
                    <td>{round.roundId}</td>
                    <td>{t(betResultKey({ status: round.status, winLoss: round.payout - round.stake }))}</td>
                    <td>
                      <Money value={round.stake} />
                    </td>
                    <td>
                      <Money value={round.payout} />
                    </td>
                    <td>
                      <Proof round={round} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
