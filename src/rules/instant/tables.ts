import type { RandomSource } from '../random.ts';
import { basisOf, oddsFor, text, unit, weighted, type Choice, type Detail, type InstantRules, type Text } from './types.ts';

/** An outcome of a table, its integer weight and what the page shows of it. */
interface Face {
  weight: number;
  detail: Detail;
}

interface Bet {
  pick: string;
  label: Text;
  odds: number | null;
  /** Payout in ten-thousandths for an outcome. */
  pays(detail: Detail): number;
}

/** A game whose outcomes can be listed with exact weights: its returns are exact sums. */
function table(family: string, rule: Text, faces: readonly Face[], bets: readonly Bet[]): InstantRules {
  const weights = faces.map((face) => face.weight);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const byPick = new Map(bets.map((bet) => [bet.pick, bet]));
  const returns = Object.fromEntries(bets.map((bet) => [bet.pick, faces.reduce((sum, face) => sum + face.weight * bet.pays(face.detail), 0) / total / unit]));
  return {
    family,
    rule,
    choices: (): Choice[] => bets.map(({ pick, label, odds }) => ({ pick, label, odds })),
    draw: (random: RandomSource) => faces[weighted(random, weights)].detail,
    pays: (pick, detail) => byPick.get(pick)?.pays(detail) ?? null,
    returns: () => returns,
  };
}

const fixed = (pick: string, label: Text, odds: number, wins: (detail: Detail) => boolean): Bet => ({
  pick,
  label,
  odds,
  pays: (detail) => (wins(detail) ? basisOf(odds) : 0),
});

const reds = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/** European roulette: 37 pockets; a straight pays 36, dozens 3, even chances 2 (97.30%). */
export function roulette(): InstantRules {
  const faces = Array.from({ length: 37 }, (_, number) => ({
    weight: 1,
    detail: { number, color: number === 0 ? 'green' : reds.has(number) ? 'red' : 'black' },
  }));
  const n = (detail: Detail) => detail.number as number;
  const even = (pick: string, label: Text, wins: (number: number) => boolean) => fixed(pick, label, 2, (detail) => n(detail) > 0 && wins(n(detail)));
  return table(
    'roulette',
    text(
      'One ball, 37 pockets (0–36). Straight pays 36, a dozen 3, red/black, odd/even and 1–18/19–36 pay 2; zero loses every outside bet.',
      'Uma bola, 37 casas (0–36). Número pleno paga 36, dúzia 3, vermelho/preto, ímpar/par e 1–18/19–36 pagam 2; o zero perde todas as apostas externas.',
      'Isang bola, 37 na puwesto (0–36). Ang straight ay 36, ang dosena 3, pula/itim, odd/even at 1–18/19–36 ay 2; talo sa zero ang lahat ng labas na taya.',
    ),
    faces,
    [
      even('red', text('Red', 'Vermelho', 'Pula'), (number) => reds.has(number)),
      even('black', text('Black', 'Preto', 'Itim'), (number) => !reds.has(number)),
      even('odd', text('Odd', 'Ímpar', 'Odd'), (number) => number % 2 === 1),
      even('even', text('Even', 'Par', 'Even'), (number) => number % 2 === 0),
      even('low', text('1–18'), (number) => number <= 18),
      even('high', text('19–36'), (number) => number >= 19),
      ...[1, 2, 3].map((dozen) =>
        fixed(`dozen${dozen}`, text(`${dozen * 12 - 11}–${dozen * 12}`), 3, (detail) => n(detail) > 0 && Math.ceil(n(detail) / 12) === dozen),
      ),
      ...Array.from({ length: 37 }, (_, number) => fixed(`n${number}`, text(String(number)), 36, (detail) => n(detail) === number)),
    ],
  );
}

const threeDice = (): Face[] => {
  const faces: Face[] = [];
  for (let a = 1; a <= 6; a += 1) for (let b = 1; b <= 6; b += 1) for (let c = 1; c <= 6; c += 1) faces.push({ weight: 1, detail: { dice: [a, b, c] } });
  return faces;
};
const diceOf = (detail: Detail) => detail.dice as number[];
const countOf = (detail: Detail, face: number) => diceOf(detail).filter((value) => value === face).length;
/** A single-face bet: 1 to 1 per die showing it (the stake back plus 1, 2 or 3). */
const single = (face: number, label: Text): Bet => ({
  pick: `face${face}`,
  label,
  odds: null,
  pays: (detail) => (countOf(detail, face) > 0 ? (1 + countOf(detail, face)) * unit : 0),
});

/** Sic bo: three dice; small 4–10 and big 11–17 pay 2 (a triple loses them), any triple 31, a face 2/3/4. */
export function sicBo(): InstantRules {
  const sum = (detail: Detail) => diceOf(detail).reduce((total, value) => total + value, 0);
  const triple = (detail: Detail) => new Set(diceOf(detail)).size === 1;
  return table(
    'sicbo',
    text(
      'Three dice. Small (4–10) and Big (11–17) pay 2 and lose to any triple; Any triple pays 31; a face pays 2, 3 or 4 as it shows on one, two or three dice.',
      'Três dados. Pequeno (4–10) e Grande (11–17) pagam 2 e perdem para qualquer trinca; Qualquer trinca paga 31; uma face paga 2, 3 ou 4 conforme aparece em um, dois ou três dados.',
      'Tatlong dice. Ang Small (4–10) at Big (11–17) ay 2 at talo sa anumang triple; ang Any triple ay 31; ang isang mukha ay 2, 3 o 4 ayon sa dami ng dice na nagpakita nito.',
    ),
    threeDice(),
    [
      fixed('small', text('Small', 'Pequeno', 'Small'), 2, (detail) => !triple(detail) && sum(detail) <= 10),
      fixed('big', text('Big', 'Grande', 'Big'), 2, (detail) => !triple(detail) && sum(detail) >= 11),
      fixed('triple', text('Any triple', 'Qualquer trinca', 'Anumang triple'), 31, triple),
      ...[1, 2, 3, 4, 5, 6].map((face) => single(face, text(`⚀⚁⚂⚃⚄⚅`[face - 1]))),
    ],
  );
}

export const gameColors: readonly Text[] = [
  text('Red', 'Vermelho', 'Pula'),
  text('Blue', 'Azul', 'Asul'),
  text('Yellow', 'Amarelo', 'Dilaw'),
  text('Green', 'Verde', 'Berde'),
  text('White', 'Branco', 'Puti'),
  text('Pink', 'Rosa', 'Rosas'),
];

/** The perya colour game: three colour dice; a colour pays 2, 3 or 4 as it shows on one, two or three. */
export function colorGame(): InstantRules {
  return table(
    'color',
    text(
      'Three dice of six colours. Your colour pays 2 on one die, 3 on two, 4 on three.',
      'Três dados de seis cores. Sua cor paga 2 em um dado, 3 em dois, 4 em três.',
      'Tatlong dice na may anim na kulay. Ang kulay mo ay 2 sa isang dice, 3 sa dalawa, 4 sa tatlo.',
    ),
    threeDice(),
    gameColors.map((label, index) => single(index + 1, label)),
  );
}

const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** Dragon tiger: one card each from an endless shoe, ace low; dragon/tiger pay 2 and give half back on a tie; tie pays 12. */
export function dragonTiger(): InstantRules {
  const faces: Face[] = [];
  for (let dragon = 0; dragon < 13; dragon += 1)
    for (let tiger = 0; tiger < 13; tiger += 1)
      faces.push({ weight: 1, detail: { dragon: ranks[dragon], tiger: ranks[tiger], winner: dragon > tiger ? 'dragon' : dragon < tiger ? 'tiger' : 'tie' } });
  const side = (pick: string, label: Text): Bet => ({
    pick,
    label,
    odds: 2,
    pays: (detail) => (detail.winner === pick ? 2 * unit : detail.winner === 'tie' ? unit / 2 : 0),
  });
  return table(
    'dragontiger',
    text(
      'One card to Dragon, one to Tiger; the higher wins (ace low). Dragon and Tiger pay 2 and return half on a tie; Tie pays 12.',
      'Uma carta para o Dragão, uma para o Tigre; a maior vence (ás vale 1). Dragão e Tigre pagam 2 e devolvem metade no empate; Empate paga 12.',
      'Isang baraha sa Dragon, isa sa Tiger; panalo ang mas mataas (mababa ang alas). Ang Dragon at Tiger ay 2 at ibinabalik ang kalahati kapag tabla; ang Tabla ay 12.',
    ),
    faces,
    [
      side('dragon', text('Dragon', 'Dragão', 'Dragon')),
      side('tiger', text('Tiger', 'Tigre', 'Tiger')),
      fixed('tie', text('Tie', 'Empate', 'Tabla'), 12, (detail) => detail.winner === 'tie'),
    ],
  );
}

/** A wheel of segments, each `count` times round the rim; a bet on a segment pays `target` / its chance, to the cent. */
export function wheel(rule: Text, target: number, segments: readonly { name: string; count: number }[]): InstantRules {
  const total = segments.reduce((sum, segment) => sum + segment.count, 0);
  const faces = segments.map((segment, index) => ({ weight: segment.count, detail: { segment: index, name: segment.name } }));
  return table(
    'wheel',
    rule,
    faces,
    segments.map((segment, index) => fixed(`s${index}`, text(segment.name), oddsFor(target, segment.count / total), (detail) => detail.segment === index)),
  );
}

/**
 * Equally likely outcomes and bets on groups of them, each paying `target` / chance rounded down
 * to the cent: coin flips, fan tan, hi-lo, a die, odd or even.
 */
export function evenOdds(
  family: string,
  rule: Text,
  target: number,
  outcomes: readonly Text[],
  groups: readonly { pick: string; label: Text; members: readonly number[] }[],
): InstantRules {
  const faces = outcomes.map((label, index) => ({ weight: 1, detail: { result: index, label } }));
  return table(
    family,
    rule,
    faces,
    groups.map((group) =>
      fixed(group.pick, group.label, oddsFor(target, group.members.length / outcomes.length), (detail) => group.members.includes(detail.result as number)),
    ),
  );
}
