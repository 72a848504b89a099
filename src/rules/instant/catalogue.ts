import { slotDefinitions, slotRules } from '../slots/rules.ts';
import { baccaratHand, cardDuel } from './cards.ts';
import { digitDraw, numberDraw } from './draws.ts';
import { fishing } from './fish.ts';
import { virtualLeague, type League, type Side } from './leagues.ts';
import { crash, mines, plinko, tower } from './minis.ts';
import { colorGame, dragonTiger, evenOdds, roulette, sicBo, wheel } from './tables.ts';
import { text, type InstantRules, type Text } from './types.ts';

const sides = (names: string, strengths: readonly number[]): Side[] =>
  names.split(',').map((name, index) => ({ name: name.trim(), strength: strengths[index % strengths.length] }));
const spread = [9, 7, 6, 5, 8, 4, 6, 7];

const matchRule = (sport: Text) =>
  text(
    `${sport.en}: every bet is on the next match of the league, its pairing and odds fixed by your play number and shown before you bet. The match is played at once.`,
    `${sport.pt}: cada aposta é na próxima partida da liga, com confronto e odds fixados pelo número da sua jogada e mostrados antes da aposta. A partida é jogada na hora.`,
    `${sport.tl}: bawat taya ay sa susunod na laban ng liga; ang magkalaban at odds ay tinakda ng numero ng laro mo at ipinapakita bago ka tumaya. Agad nilalaro ang laban.`,
  );
const league = (sport: Text, names: string, options: Partial<League> = {}): InstantRules =>
  virtualLeague({ rule: matchRule(sport), sides: sides(names, spread), field: 2, drawPercent: 0, target: 0.94, score: [1, 5], ...options });

const football = text('Virtual football', 'Futebol virtual', 'Virtual na football');
const basketball = text('Virtual basketball', 'Basquete virtual', 'Virtual na basketball');
const esports = text('Virtual e-sports', 'E-sports virtual', 'Virtual na e-sports');
const cockfight = text('Virtual sabong', 'Rinha virtual', 'Virtual na sabong');
const racing = text('Virtual racing', 'Corrida virtual', 'Virtual na karera');
const teams = 'Manila Tamaraws, Cebu Sharks, Davao Eagles, Iloilo Stallions, Baguio Pines, Bacolod Blaze, Zamboanga Waves, Cagayan Rams';
const clubs = 'Rio Azul, Porto Verde, Lisboa Real, Santos Mar, Recife Sol, Braga Norte';
const squads = 'Team Bagwis, Kidlat Five, Neon Tarsiers, Volt Carabaos, Aurora Esports, Mayon Gaming';
const roosters = 'Pula Hari, Puti Bayani, Talisayin, Bulik Kidlat, Ruble Tigre, Lemon Sibat, Abuhin Dragon, Hatch Bagwis';
const cockfightLeague = (extra: Partial<League> = {}) => league(cockfight, roosters, { drawPercent: 10, target: 0.95, score: [1, 1], ...extra });

const cardRule = (name: string, how: Text): Text =>
  text(
    `${name} against the dealer: ${how.en} Player or Dealer pays 1.95; a tie gives the stake back.`,
    `${name} contra a banca: ${how.pt} Jogador ou Banca paga 1,95; o empate devolve a aposta.`,
    `${name} laban sa dealer: ${how.tl} Ang Player o Dealer ay 1.95; ibinabalik ang taya kapag tabla.`,
  );
const pokerHow = text(
  'five cards each, poker ranking decides.',
  'cinco cartas cada, vence o ranking de pôquer.',
  'limang baraha bawat isa, ranggo ng poker ang batayan.',
);
const threeHow = text(
  'three cards each, trail beats pure sequence, sequence, colour, pair and high card.',
  'três cartas cada: trinca vence sequência de naipe, sequência, cor, par e carta alta.',
  'tatlong baraha bawat isa: trail, pure sequence, sequence, kulay, pares at mataas na baraha.',
);
const nineHow = text(
  "two cards each, the total's last digit closest to 9 wins.",
  'duas cartas cada, vence o último dígito da soma mais perto de 9.',
  'dalawang baraha bawat isa, panalo ang huling digit ng kabuuan na pinakamalapit sa 9.',
);
const lowHow = text(
  'three cards each, the lowest points win (aces 1, faces 10).',
  'três cartas cada, vencem os menos pontos (ás 1, figuras 10).',
  'tatlong baraha bawat isa, panalo ang pinakamababang puntos (alas 1, mukha 10).',
);
const highHow = text(
  'one card each, the higher wins (ace high).',
  'uma carta cada, vence a maior (ás alto).',
  'isang baraha bawat isa, panalo ang mas mataas (mataas ang alas).',
);
const bullHow = text(
  'five cards each; three summing to a multiple of ten make a bull and the other two score, bull bull best.',
  'cinco cartas cada; três que somam múltiplo de dez fazem o touro e as outras duas pontuam, touro-touro é o melhor.',
  'limang baraha bawat isa; tatlong may kabuuang multiple ng sampu ay bull at ang dalawa pa ang puntos, bull bull ang pinakamataas.',
);
const blackjackHow = text(
  'both hands draw to 17 or more; over 21 busts, the higher total wins.',
  'as duas mãos compram até 17 ou mais; acima de 21 estoura, vence o total maior.',
  'parehong kamay ay bubunot hanggang 17 pataas; bust kapag lampas 21, panalo ang mas mataas.',
);

const drawRule = (what: Text) =>
  text(
    `${what.en} Your ticket is a quick pick drawn with the balls.`,
    `${what.pt} Seu bilhete é uma surpresinha sorteada junto com as bolas.`,
    `${what.tl} Ang tiket mo ay quick pick na kasabay binunot ng mga bola.`,
  );

const wheelRule = text(
  'The wheel stops on one segment; the rarer the segment, the more a bet on it pays.',
  'A roda para em um segmento; quanto mais raro o segmento, mais paga a aposta nele.',
  'Titigil ang gulong sa isang bahagi; mas bihira ang bahagi, mas malaki ang bayad ng taya roon.',
);
const segment = (name: string, count: number) => ({ name, count });

const fishRule = text(
  'Aim and shoot: each shot is one bet on the fish you hit. The server decides every catch; a bigger fish pays more and is caught less often.',
  'Mire e atire: cada tiro é uma aposta no peixe atingido. O servidor decide cada captura; peixe maior paga mais e é pego menos vezes.',
  'Umasinta at bumaril: bawat putok ay isang taya sa isdang tinamaan. Ang server ang nagpapasya sa bawat huli; mas malaking isda, mas malaki ang bayad at mas bihirang mahuli.',
);
const fish = (id: string, en: string, pt: string, tl: string, pays: number) => ({ id, label: text(en, pt, tl), pays });
const reefFish = [
  fish('clown', 'Clownfish', 'Peixe-palhaço', 'Clownfish', 2),
  fish('tang', 'Tang', 'Cirurgião', 'Tang', 5),
  fish('turtle', 'Turtle', 'Tartaruga', 'Pawikan', 10),
  fish('ray', 'Manta ray', 'Arraia', 'Pagi', 25),
  fish('shark', 'Shark', 'Tubarão', 'Pating', 50),
  fish('whale', 'Whale', 'Baleia', 'Balyena', 100),
];
const riverFish = [
  fish('tilapia', 'Tilapia', 'Tilápia', 'Tilapia', 2),
  fish('bangus', 'Milkfish', 'Peixe-leite', 'Bangus', 4),
  fish('hito', 'Catfish', 'Bagre', 'Hito', 8),
  fish('lapu', 'Grouper', 'Garoupa', 'Lapu-lapu', 20),
  fish('tuna', 'Golden tuna', 'Atum dourado', 'Gintong tuna', 60),
];
const deepFish = [
  fish('lantern', 'Lanternfish', 'Peixe-lanterna', 'Lanternfish', 3),
  fish('squid', 'Squid', 'Lula', 'Pusit', 6),
  fish('angler', 'Anglerfish', 'Peixe-diabo', 'Anglerfish', 15),
  fish('octopus', 'Octopus king', 'Rei polvo', 'Haring pugita', 40),
  fish('kraken', 'Kraken', 'Kraken', 'Kraken', 150),
];

const even = (family: string, rule: Text, target: number, outcomes: Text[], groups: { pick: string; label: Text; members: number[] }[]) =>
  evenOdds(family, rule, target, outcomes, groups);
const numbers = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => text(String(from + index)));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from - 1 + index);

const tables: Record<string, () => InstantRules> = {
  // Sports and e-sports leagues, cockfights and races.
  'kns-football-match-odds': () => league(football, teams, { drawPercent: 26, score: [0, 4] }),
  'kns-basketball-live': () => league(basketball, teams, { score: [80, 120] }),
  'kns-tennis-center': () =>
    league(text('Virtual tennis', 'Tênis virtual', 'Virtual na tennis'), 'Reyes, Santos, Cruz, Garcia, Mendoza, Ramos', { score: [2, 3] }),
  'kns-volleyball-sets': () => league(text('Virtual volleyball', 'Vôlei virtual', 'Virtual na volleyball'), teams, { score: [3, 3] }),
  'plr-sportsbook': () => league(football, clubs, { drawPercent: 25, score: [0, 4] }),
  'plr-boxing-night': () =>
    league(text('Virtual boxing', 'Boxe virtual', 'Virtual na boksing'), 'Kid Pacquito, Bomba Reyes, Flash Torres, Iron Dela Cruz, Lightning Santos', {
      drawPercent: 6,
      score: [1, 12],
    }),
  'plr-virtual-football': () => league(football, clubs, { drawPercent: 27, score: [0, 5], target: 0.95 }),
  'gpa-goal-rush': () => league(football, teams, { drawPercent: 24, score: [1, 6] }),
  'gpa-parlay-builder': () => league(football, `${clubs}, ${teams}`, { drawPercent: 25, score: [0, 4] }),
  'gpa-badminton-smash': () =>
    league(text('Virtual badminton', 'Badminton virtual', 'Virtual na badminton'), 'Lim, Tan, Dizon, Aquino, Bautista, Navarro', { score: [2, 2] }),
  'av-battle-arena-odds': () => league(esports, squads, { score: [2, 2] }),
  'av-tactical-shooter-cup': () => league(esports, squads, { score: [13, 16] }),
  'av-lane-clash': () => league(esports, squads, { score: [1, 1] }),
  'imes-champions-series': () => league(esports, squads, { score: [3, 3] }),
  'imes-strategy-kings': () => league(esports, squads, { score: [2, 2] }),
  'imes-racing-grid': () => league(racing, 'Bolt, Habagat, Amihan, Kometa, Sibat, Alon', { field: 6, score: [1, 1], target: 0.92 }),
  'ia-ionic-major': () => league(esports, squads, { score: [2, 2] }),
  'ia-five-versus-five': () => league(esports, squads, { score: [16, 16] }),
  'ia-virtual-esports': () => league(esports, squads, { score: [1, 1] }),
  'ai-headshot-league': () => league(esports, squads, { score: [13, 13] }),
  'ai-map-winner': () => league(esports, squads, { score: [1, 1] }),
  'ai-first-blood': () => league(esports, squads, { score: [1, 1] }),
  'tf-titan-open': () => league(esports, squads, { score: [2, 2] }),
  'tf-round-handicap': () => league(esports, squads, { score: [16, 16] }),
  'tf-live-match-center': () => league(esports, squads, { score: [3, 3] }),
  'sv3-main-arena': () => cockfightLeague(),
  'sv3-derby-night': () => cockfightLeague({ drawPercent: 8 }),
  'sv3-meron-or-wala': () => cockfightLeague({ drawPercent: 12 }),
  'ds88-morning-derby': () => cockfightLeague(),
  'ds88-champion-pit': () => cockfightLeague({ target: 0.96 }),
  'ds88-hackfight-classic': () => cockfightLeague({ drawPercent: 9 }),
  'dig-digmaan-live': () => cockfightLeague(),
  'dig-provincial-cup': () => cockfightLeague({ drawPercent: 11 }),
  'dig-fiesta-fights': () => cockfightLeague({ drawPercent: 7 }),
  'wgb-wing-guard-arena': () => cockfightLeague(),
  'wgb-grand-derby': () => cockfightLeague({ target: 0.96 }),
  'wgb-quick-bouts': () => cockfightLeague({ drawPercent: 5 }),
  'ws168-world-pit-168': () => cockfightLeague(),
  'ws168-double-header': () => cockfightLeague({ drawPercent: 10 }),
  'ws168-weekend-derby': () => cockfightLeague({ drawPercent: 12, target: 0.96 }),
  'drawl-minute-racing': () =>
    league(racing, 'Kabayo 1, Kabayo 2, Kabayo 3, Kabayo 4, Kabayo 5, Kabayo 6, Kabayo 7, Kabayo 8', { field: 8, score: [1, 1], target: 0.92 }),
  // Fishing.
  'reef-reef-royale': () => fishing(fishRule, 0.96, reefFish),
  'reef-shark-hunt': () => fishing(fishRule, 0.95, reefFish.slice(1)),
  'reef-golden-tuna': () => fishing(fishRule, 0.96, riverFish),
  'coral-cannon-catch': () => fishing(fishRule, 0.97, reefFish),
  'coral-octopus-king': () => fishing(fishRule, 0.96, deepFish),
  'coral-mermaid-cove': () => fishing(fishRule, 0.95, reefFish),
  'abyss-deep-sea-boss': () => fishing(fishRule, 0.96, deepFish),
  'abyss-lantern-fish': () => fishing(fishRule, 0.97, deepFish.slice(0, 4)),
  'abyss-kraken-rising': () => fishing(fishRule, 0.95, deepFish),
  'kawil-bangus-bonanza': () => fishing(fishRule, 0.96, riverFish),
  'kawil-river-catch': () => fishing(fishRule, 0.97, riverFish.slice(0, 4)),
  'kawil-lapu-lapu-legend': () => fishing(fishRule, 0.95, riverFish),
  // Live tables, dealt per hand.
  'velvt-baccarat-lounge': baccaratHand,
  'velvt-speed-roulette': roulette,
  'velvt-blackjack-classic': () => cardDuel('blackjack', cardRule('Blackjack', blackjackHow)),
  'velvt-dragon-tiger': dragonTiger,
  'luna-sic-bo-deluxe': sicBo,
  'luna-color-game': colorGame,
  'luna-lightning-wheel': () =>
    wheel(wheelRule, 0.96, [segment('1', 23), segment('2', 15), segment('5', 7), segment('10', 4), segment('20', 2), segment('50', 1)]),
  'luna-squeeze-baccarat': baccaratHand,
  'onyx-hold-em-table': () => cardDuel('poker', cardRule("Hold'em", pokerHow)),
  'onyx-vip-roulette': roulette,
  'onyx-fan-tan': () =>
    even(
      'fantan',
      text(
        'The dealer counts the beads off in fours; the rest (1–4) wins. A number pays 3.85.',
        'O crupiê conta as contas de quatro em quatro; o resto (1–4) vence. Um número paga 3,85.',
        'Binibilang ng dealer ang butil nang tig-apat; ang natira (1–4) ang panalo. Ang numero ay 3.85.',
      ),
      0.9625,
      numbers(1, 4),
      range(1, 4).map((index) => ({ pick: `fan${index + 1}`, label: text(String(index + 1)), members: [index] })),
    ),
  'marbl-grand-baccarat': baccaratHand,
  'marbl-dice-duel': sicBo,
  'marbl-money-wheel': () =>
    wheel(wheelRule, 0.96, [segment('1', 24), segment('2', 15), segment('5', 7), segment('10', 4), segment('20', 2), segment('40', 2)]),
  // Card games against the dealer.
  'baraha-tongits': () => cardDuel('low', cardRule('Tongits', lowHow)),
  'baraha-pusoy-dos': () => cardDuel('poker', cardRule('Pusoy Dos', pokerHow)),
  'baraha-lucky-nine': () => cardDuel('nine', cardRule('Lucky 9', nineHow)),
  'baraha-pusoy': () => cardDuel('poker', cardRule('Pusoy', pokerHow)),
  'acecr-texas-poker': () => cardDuel('poker', cardRule('Texas poker', pokerHow)),
  'acecr-rummy': () => cardDuel('low', cardRule('Rummy', lowHow)),
  'acecr-teen-patti': () => cardDuel('three', cardRule('Teen Patti', threeHow)),
  'kingt-bull-bull': () => cardDuel('bull', cardRule('Bull Bull', bullHow)),
  'kingt-thirteen-cards': () => cardDuel('poker', cardRule('Thirteen cards', pokerHow)),
  'kingt-blackjack-duel': () => cardDuel('blackjack', cardRule('Blackjack duel', blackjackHow)),
  'trick-truco-paulista': () => cardDuel('high', cardRule('Truco', highHow)),
  'trick-sueca': () => cardDuel('high', cardRule('Sueca', highHow)),
  'trick-domino-duel': () => cardDuel('nine', cardRule('Domino', nineHow)),
  // Lotteries.
  'suert-daily-three-digits': () =>
    digitDraw({
      rule: drawRule(
        text(
          'Three digits are drawn; each digit matching your ticket in its place counts.',
          'Três dígitos são sorteados; conta cada dígito igual ao do bilhete na mesma posição.',
          'Tatlong digit ang binubunot; bilang ang bawat digit na tugma sa tiket sa parehong puwesto.',
        ),
      ),
      digits: 3,
      target: 0.95,
      steps: [
        [2, 12],
        [3, 600],
      ],
    }),
  'suert-six-of-forty-five': () =>
    numberDraw({
      rule: drawRule(
        text('6 of 45 are drawn against your six numbers.', '6 de 45 sorteados contra seus seis números.', '6 sa 45 ang binubunot laban sa anim mong numero.'),
      ),
      pool: 45,
      ticket: 6,
      drawn: 6,
      target: 0.95,
      steps: [
        [3, 20],
        [4, 500],
        [5, 20000],
        [6, 1000000],
      ],
    }),
  'suert-five-minute-draw': () =>
    numberDraw({
      rule: drawRule(text('5 of 36 are drawn against your five numbers.', '5 de 36 contra seus cinco números.', '5 sa 36 laban sa lima mong numero.')),
      pool: 36,
      ticket: 5,
      drawn: 5,
      target: 0.95,
      steps: [
        [2, 2],
        [3, 18],
        [4, 400],
        [5, 40000],
      ],
    }),
  'numro-keno-classic': () =>
    numberDraw({
      rule: drawRule(text('Keno: 20 of 80 are drawn against your 5 spots.', 'Keno: 20 de 80 contra seus 5 números.', 'Keno: 20 sa 80 laban sa 5 mong numero.')),
      pool: 80,
      ticket: 5,
      drawn: 20,
      target: 0.95,
      steps: [
        [2, 1],
        [3, 3],
        [4, 15],
        [5, 400],
      ],
    }),
  'numro-lucky-pick-four': () =>
    digitDraw({
      rule: drawRule(
        text(
          'Four digits are drawn; digits matching in place count.',
          'Quatro dígitos; contam os iguais na mesma posição.',
          'Apat na digit; bilang ang tugma sa parehong puwesto.',
        ),
      ),
      digits: 4,
      target: 0.95,
      steps: [
        [2, 3],
        [3, 50],
        [4, 5000],
      ],
    }),
  'numro-odd-or-even': () =>
    even(
      'oddeven',
      text(
        'One ball of 1–80 is drawn. Odd or Even pays 1.95.',
        'Uma bola de 1 a 80 é sorteada. Ímpar ou Par paga 1,95.',
        'Isang bola mula 1–80 ang binubunot. Odd o Even ay 1.95.',
      ),
      0.975,
      numbers(1, 80),
      [
        { pick: 'odd', label: text('Odd', 'Ímpar', 'Odd'), members: range(1, 80).filter((index) => index % 2 === 0) },
        { pick: 'even', label: text('Even', 'Par', 'Even'), members: range(1, 80).filter((index) => index % 2 === 1) },
      ],
    ),
  'bola-bola-express': () =>
    numberDraw({
      rule: drawRule(text('10 of 40 are drawn against your four numbers.', '10 de 40 contra seus quatro números.', '10 sa 40 laban sa apat mong numero.')),
      pool: 40,
      ticket: 4,
      drawn: 10,
      target: 0.95,
      steps: [
        [2, 2],
        [3, 8],
        [4, 80],
      ],
    }),
  'bola-big-or-small': () =>
    even(
      'bigsmall',
      text(
        'One ball of 1–80 is drawn. Small (1–40) or Big (41–80) pays 1.95.',
        'Uma bola de 1 a 80. Pequeno (1–40) ou Grande (41–80) paga 1,95.',
        'Isang bola mula 1–80. Small (1–40) o Big (41–80) ay 1.95.',
      ),
      0.975,
      numbers(1, 80),
      [
        { pick: 'small', label: text('Small', 'Pequeno', 'Small'), members: range(1, 40) },
        { pick: 'big', label: text('Big', 'Grande', 'Big'), members: range(41, 80) },
      ],
    ),
  'bola-jackpot-nine': () =>
    digitDraw({
      rule: drawRule(
        text(
          'Nine digits are drawn; digits matching in place count.',
          'Nove dígitos; contam os iguais na mesma posição.',
          'Siyam na digit; bilang ang tugma sa parehong puwesto.',
        ),
      ),
      digits: 9,
      target: 0.95,
      steps: [
        [5, 6],
        [7, 400],
        [9, 100000],
      ],
    }),
  'drawl-number-wheel': () => wheel(wheelRule, 0.96, [segment('1', 20), segment('3', 8), segment('6', 4), segment('12', 2), segment('30', 1)]),
  'drawl-evening-draw': () =>
    numberDraw({
      rule: drawRule(text('6 of 42 are drawn against your six numbers.', '6 de 42 contra seus seis números.', '6 sa 42 laban sa anim mong numero.')),
      pool: 42,
      ticket: 6,
      drawn: 6,
      target: 0.95,
      steps: [
        [3, 25],
        [4, 600],
        [5, 15000],
        [6, 500000],
      ],
    }),
  // Mini games.
  'pixel-crash-rocket': () =>
    crash(
      text(
        'The rocket climbs and crashes at a multiplier; pick where you cash out. You win if it reaches your target.',
        'O foguete sobe e explode num multiplicador; escolha onde sacar. Você ganha se ele chegar ao seu alvo.',
        'Umaakyat ang rocket at sumasabog sa isang multiplier; piliin kung saan ka kukuha. Panalo ka kung maaabot nito ang target mo.',
      ),
      0.97,
      [1.2, 1.5, 2, 3, 5, 10, 25, 100],
    ),
  'pixel-mines': () =>
    mines(
      text(
        'Five mines hide among 25 tiles. Choose how many tiles to open; if none is a mine you win the multiple shown.',
        'Cinco minas se escondem em 25 casas. Escolha quantas abrir; se nenhuma for mina você ganha o multiplicador.',
        'Limang mina ang nakatago sa 25 tile. Piliin kung ilan ang bubuksan; kung walang mina, panalo ka sa multiple.',
      ),
      5,
      0.97,
      8,
    ),
  'pixel-plinko-drop': () =>
    plinko(
      text(
        "The ball bounces through eight rows of pegs into a slot; the slot's multiple pays.",
        'A bola quica por oito fileiras de pinos até um compartimento; o multiplicador dele paga.',
        'Tumatalbog ang bola sa walong hanay ng pin papunta sa isang puwang; ang multiple nito ang bayad.',
      ),
      [
        { pick: 'low', label: text('Low risk', 'Risco baixo', 'Mababang panganib'), slots: [5.6, 2.1, 1.1, 1, 0.5, 1, 1.1, 2.1, 5.6] },
        { pick: 'high', label: text('High risk', 'Risco alto', 'Mataas na panganib'), slots: [29, 4, 1.5, 0.3, 0.2, 0.3, 1.5, 4, 29] },
      ],
    ),
  'pixel-hi-lo-cards': () =>
    even(
      'hilo',
      text(
        'One card is drawn against a seven. Higher (8–K) or Lower (A–6) pays 2.10, Seven pays 12.61.',
        'Uma carta contra um sete. Maior (8–K) ou Menor (A–6) paga 2,10; Sete paga 12,61.',
        'Isang baraha laban sa pito. Mas mataas (8–K) o Mas mababa (A–6) ay 2.10; Pito ay 12.61.',
      ),
      0.97,
      'A 2 3 4 5 6 7 8 9 10 J Q K'.split(' ').map((rank) => text(rank)),
      [
        { pick: 'higher', label: text('Higher', 'Maior', 'Mas mataas'), members: range(8, 13) },
        { pick: 'lower', label: text('Lower', 'Menor', 'Mas mababa'), members: range(1, 6) },
        { pick: 'seven', label: text('Seven', 'Sete', 'Pito'), members: [6] },
      ],
    ),
  'qtap-dice-roll': () =>
    even(
      'die',
      text(
        'One die. A face pays 5.82; Low (1–3) or High (4–6) pays 1.94.',
        'Um dado. Uma face paga 5,82; Baixo (1–3) ou Alto (4–6) paga 1,94.',
        'Isang dice. Ang mukha ay 5.82; Low (1–3) o High (4–6) ay 1.94.',
      ),
      0.97,
      numbers(1, 6),
      [
        { pick: 'low', label: text('Low', 'Baixo', 'Low'), members: [0, 1, 2] },
        { pick: 'high', label: text('High', 'Alto', 'High'), members: [3, 4, 5] },
        ...range(1, 6).map((index) => ({ pick: `face${index + 1}`, label: text(String(index + 1)), members: [index] })),
      ],
    ),
  'qtap-coin-flip': () =>
    even(
      'coin',
      text('A coin is tossed. Heads or Tails pays 1.94.', 'Uma moeda é lançada. Cara ou Coroa paga 1,94.', 'Ihahagis ang barya. Ulo o Buntot ay 1.94.'),
      0.97,
      [text('Heads', 'Cara', 'Ulo'), text('Tails', 'Coroa', 'Buntot')],
      [
        { pick: 'heads', label: text('Heads', 'Cara', 'Ulo'), members: [0] },
        { pick: 'tails', label: text('Tails', 'Coroa', 'Buntot'), members: [1] },
      ],
    ),
  'qtap-limbo-line': () =>
    crash(
      text(
        'A multiplier is drawn; pick your line. You win if the multiplier reaches it.',
        'Um multiplicador é sorteado; escolha sua linha. Você ganha se ele a alcançar.',
        'Isang multiplier ang binubunot; piliin ang linya mo. Panalo ka kung maaabot nito.',
      ),
      0.98,
      [1.1, 1.5, 2, 4, 8, 20, 50, 1000],
    ),
  'tinya-tower-climb': () =>
    tower(
      text(
        'Each floor hides a trap behind one of three doors; you climb through the middle door. Choose how many floors; if none is trapped you win the multiple shown.',
        'Cada andar esconde uma armadilha atrás de uma de três portas; você sobe pela porta do meio. Escolha quantos andares; sem armadilha, ganha o multiplicador.',
        'Bawat palapag ay may bitag sa isa sa tatlong pinto; aakyat ka sa gitnang pinto. Piliin kung ilang palapag; kung walang bitag, panalo ka sa multiple.',
      ),
      8,
      0.97,
    ),
  'tinya-wheel-of-colors': () =>
    wheel(wheelRule, 0.96, [segment('🔴 1', 24), segment('🔵 3', 12), segment('🟢 5', 8), segment('🟡 10', 4), segment('🟣 45', 1)]),
  'tinya-keno-pop': () =>
    numberDraw({
      rule: drawRule(text('Keno: 10 of 40 are drawn against your 3 spots.', 'Keno: 10 de 40 contra seus 3 números.', 'Keno: 10 sa 40 laban sa 3 mong numero.')),
      pool: 40,
      ticket: 3,
      drawn: 10,
      target: 0.95,
      steps: [
        [2, 3],
        [3, 30],
      ],
    }),
  // Bingo.
  'bbay-seventy-five-ball': () =>
    numberDraw({
      rule: drawRule(
        text(
          '75-ball bingo: 30 balls are called against your 24-number card.',
          'Bingo de 75 bolas: 30 bolas contra sua cartela de 24 números.',
          '75-ball bingo: 30 bola ang tatawagin laban sa 24-numerong card mo.',
        ),
      ),
      pool: 75,
      ticket: 24,
      drawn: 30,
      target: 0.95,
      steps: [
        [10, 1],
        [12, 3],
        [14, 15],
        [16, 150],
        [18, 2000],
      ],
    }),
  'bbay-ninety-ball': () =>
    numberDraw({
      rule: drawRule(
        text(
          '90-ball bingo: 40 balls against your 15-number ticket.',
          'Bingo de 90 bolas: 40 bolas contra seu bilhete de 15 números.',
          '90-ball bingo: 40 bola laban sa 15-numerong tiket.',
        ),
      ),
      pool: 90,
      ticket: 15,
      drawn: 40,
      target: 0.95,
      steps: [
        [8, 1],
        [10, 6],
        [12, 80],
        [14, 3000],
      ],
    }),
  'bbay-speed-bingo': () =>
    numberDraw({
      rule: drawRule(
        text(
          '30-ball speed bingo: 12 balls against your 9-number card.',
          'Bingo rápido de 30 bolas: 12 bolas contra sua cartela de 9 números.',
          '30-ball speed bingo: 12 bola laban sa 9-numerong card.',
        ),
      ),
      pool: 30,
      ticket: 9,
      drawn: 12,
      target: 0.95,
      steps: [
        [4, 1],
        [5, 3],
        [6, 15],
        [7, 200],
      ],
    }),
  'perya-perya-nights': () =>
    numberDraw({
      rule: drawRule(
        text(
          'Perya bingo: 25 of 75 balls against your 24-number card.',
          'Bingo da feira: 25 de 75 bolas contra sua cartela de 24.',
          'Perya bingo: 25 sa 75 bola laban sa 24-numerong card.',
        ),
      ),
      pool: 75,
      ticket: 24,
      drawn: 25,
      target: 0.95,
      steps: [
        [9, 1],
        [11, 4],
        [13, 30],
        [15, 800],
      ],
    }),
  'perya-pattern-bingo': () =>
    numberDraw({
      rule: drawRule(
        text(
          'Pattern bingo: 35 of 75 balls against a 12-number pattern.',
          'Bingo de padrão: 35 de 75 bolas contra um padrão de 12 números.',
          'Pattern bingo: 35 sa 75 bola laban sa 12-numerong pattern.',
        ),
      ),
      pool: 75,
      ticket: 12,
      drawn: 35,
      target: 0.95,
      steps: [
        [6, 1],
        [8, 5],
        [10, 100],
        [12, 10_000],
      ],
    }),
  'perya-blackout-bingo': () =>
    numberDraw({
      rule: drawRule(
        text(
          'Blackout: 50 of 75 balls against your 24-number card.',
          'Cartela cheia: 50 de 75 bolas contra sua cartela de 24.',
          'Blackout: 50 sa 75 bola laban sa 24-numerong card.',
        ),
      ),
      pool: 75,
      ticket: 24,
      drawn: 50,
      target: 0.95,
      steps: [
        [17, 1],
        [19, 4],
        [21, 40],
        [23, 5000],
      ],
    }),
  'daubr-dauber-classic': () =>
    numberDraw({
      rule: drawRule(
        text(
          'Classic bingo: 30 of 75 balls against your 24-number card.',
          'Bingo clássico: 30 de 75 bolas contra sua cartela de 24.',
          'Klasikong bingo: 30 sa 75 bola laban sa 24-numerong card.',
        ),
      ),
      pool: 75,
      ticket: 24,
      drawn: 30,
      target: 0.95,
      steps: [
        [11, 1],
        [13, 5],
        [15, 50],
        [17, 1500],
      ],
    }),
  'daubr-lucky-line': () =>
    numberDraw({
      rule: drawRule(
        text(
          'Lucky line: 30 of 75 balls against a 5-number line.',
          'Linha da sorte: 30 de 75 bolas contra uma linha de 5 números.',
          'Lucky line: 30 sa 75 bola laban sa 5-numerong linya.',
        ),
      ),
      pool: 75,
      ticket: 5,
      drawn: 30,
      target: 0.95,
      steps: [
        [3, 3],
        [4, 20],
        [5, 300],
      ],
    }),
  'daubr-bingo-party': () =>
    numberDraw({
      rule: drawRule(
        text(
          'Party bingo: 20 of 60 balls against your 15-number card.',
          'Bingo festa: 20 de 60 bolas contra sua cartela de 15.',
          'Party bingo: 20 sa 60 bola laban sa 15-numerong card.',
        ),
      ),
      pool: 60,
      ticket: 15,
      drawn: 20,
      target: 0.95,
      steps: [
        [6, 1],
        [8, 8],
        [10, 200],
        [12, 10_000],
      ],
    }),
};

const slots = Object.fromEntries(slotDefinitions.map((definition) => [definition.code, () => slotRules(definition)]));
const makers: Record<string, () => InstantRules> = { ...tables, ...slots };
const made = new Map<string, InstantRules>();

/** Every HOUSE instant game by catalogue code. */
export const instantCodes: readonly string[] = Object.keys(makers);

export function instantRules(code: string): InstantRules | undefined {
  const maker = makers[code];
  if (!maker) return undefined;
  let rules = made.get(code);
  if (!rules) {
    rules = maker();
    made.set(code, rules);
  }
  return rules;
}
