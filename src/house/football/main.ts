import type { Outcome, ScheduledRound } from '../../contract/house.ts';
import { byId, el } from '../shared/dom.ts';
import { openFrame } from '../shared/frame.ts';
import { roundToReveal } from '../shared/reveal.ts';
import { outcomeText, pickText } from '../shared/outcome-text.ts';
import { pickButtons, runRounds, type RoundView } from '../shared/rounds.ts';
import { liveMinute, matchMinutes, scoreAt } from './match.ts';

type FootballOutcome = Extract<Outcome, { game: 'football' }>;

const frame = openFrame('football');
const { t } = frame;
const match = byId('football-match');
/** The whole 90 minutes replay in this long once the result is in. */
const replayMs = 6000;
let chosen: string | null = null;
let replayedRound = '';
let replay: ReturnType<typeof setInterval> | undefined;
/** The match on the board (a finished one while its result shows) and the match open for bets. */
let boardSides: ScheduledRound['sides'] = null;
let betSides: ScheduledRound['sides'] = null;

const teamName = (sides: ScheduledRound['sides'], side: 'home' | 'away') => (side === 'home' ? sides?.home : sides?.away) ?? t(`house.football.${side}`);
const pickLabel = (pick: string) => pickText('football', pick, t, { home: teamName(betSides, 'home'), away: teamName(betSides, 'away') });

function showScore(home: number | null, away: number | null, minute: number): void {
  byId('football-score').textContent = home === null || away === null ? '– : –' : `${home} : ${away}`;
  byId('football-minute').textContent = `${minute}'`;
}

/** The finished match plays back minute by minute, goals landing on the scoreboard as they come. */
function playBack(outcome: FootballOutcome): void {
  clearInterval(replay);
  const started = Date.now();
  const goals = byId('football-goals');
  goals.replaceChildren();
  let listed = 0;
  replay = setInterval(() => {
    const minute = Math.min(matchMinutes, Math.round(((Date.now() - started) / replayMs) * matchMinutes));
    const score = scoreAt(outcome.goals, minute);
    showScore(score.home, score.away, minute);
    const due = outcome.goals.filter((goal) => goal.minute <= minute);
    for (const goal of due.slice(listed))
      goals.append(el('li', {}, [t('house.football.goal', { minute: goal.minute, team: teamName(boardSides, goal.side) })]));
    listed = due.length;
    if (minute >= matchMinutes) {
      clearInterval(replay);
      showScore(outcome.homeGoals, outcome.awayGoals, matchMinutes);
    }
  }, 200);
}

const view: RoundView = {
  game: 'football',
  show(current, previous, serverNow) {
    const revealed = roundToReveal(current, previous, serverNow);
    boardSides = (revealed ?? current)?.sides ?? null;
    byId('football-home').textContent = teamName(boardSides, 'home');
    byId('football-away').textContent = teamName(boardSides, 'away');
    if (revealed?.outcome?.game === 'football') {
      match.dataset.phase = 'settled';
      if (replayedRound !== revealed.roundId) {
        replayedRound = revealed.roundId;
        playBack(revealed.outcome);
      }
      return;
    }
    clearInterval(replay);
    replayedRound = '';
    byId('football-goals').replaceChildren();
    match.dataset.phase = current?.phase ?? 'betting';
    const running = current?.phase === 'running';
    showScore(running ? 0 : null, running ? 0 : null, running && current ? liveMinute(current.closesAt, current.settlesAt, serverNow) : 0);
  },
  showMarkets(markets, round) {
    betSides = round.sides;
    // A new match is a new choice: "1" now means another team.
    pickButtons(byId('football-picks'), markets, pickLabel, (pick) => {
      chosen = pick;
      rounds.choiceChanged();
    });
  },
  picks: () => (chosen ? [chosen] : []),
  pickLabel,
  outcomeText: (outcome) => outcomeText(outcome, t),
};

const rounds = runRounds(frame, view);
