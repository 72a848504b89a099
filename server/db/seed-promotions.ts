import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { toMinorUnits } from '../../src/contract/money.ts';
import { promotionRulesSchema, type PromotionKind } from '../../src/contract/promotions.ts';
import { promotionSchema } from '../../src/content/schemas.ts';
import { defaultCatalogDir } from '../modules/catalog/repository.ts';
import type { Db } from './index.ts';
import { mission, promotion, vipRank } from './schema.ts';

/**
 * How each demo promotion of src/content/data/promotions.json pays, as its terms say. Invite a
 * friend is not here: its rules are the `referral` setting.
 */
const demoRules: Record<string, { kind: PromotionKind; rules: z.input<typeof promotionRulesSchema> }> = {
  'welcome-first-deposit': {
    kind: 'first-deposit',
    rules: { percent: 50, cap: 2500, minBase: 100, turnover: 10, turnoverIncludesDeposit: true, claimDays: 30, verifiedMobile: true },
  },
  'daily-reload': { kind: 'reload', rules: { percent: 5, cap: 300, minBase: 200, turnover: 5, claimDays: 7, verifiedIdentity: true } },
  'slots-weekend-cashback': { kind: 'cashback', rules: { percent: 8, cap: 5000, turnover: 1, claimDays: 3, category: 'RNG' } },
  'live-table-rebate': { kind: 'rebate', rules: { percent: 0.6, turnover: 1, claimDays: 7, category: 'LIVE' } },
  'sports-parlay-boost': { kind: 'application', rules: { turnover: 1, claimDays: 14 } },
  'vip-monthly-gift': { kind: 'application', rules: { turnover: 1, claimDays: 30 } },
};

/** The operator's day boundary of a yyyy-mm-dd date in Manila, the demo's time zone. */
const manilaMidnight = (day: string, plusDays = 0) => new Date(Date.parse(`${day}T00:00:00+08:00`) + plusDays * 86_400_000);

const t = (en: string, pt: string, tl: string) => ({ en, pt, tl });

const demoMissions = [
  {
    code: 'daily-bet-100',
    period: 'daily',
    metric: 'bet-amount',
    category: null,
    target: toMinorUnits(100),
    rewardAmount: toMinorUnits(5),
    turnover: 1,
    title: t('Bet 100 today', 'Aposte 100 hoje', 'Tumaya ng 100 ngayong araw'),
    sortOrder: 10,
  },
  {
    code: 'daily-rounds-10',
    period: 'daily',
    metric: 'rounds',
    category: null,
    target: 10n,
    rewardAmount: toMinorUnits(3),
    turnover: 1,
    title: t('Play 10 rounds today', 'Jogue 10 rodadas hoje', 'Maglaro ng 10 round ngayong araw'),
    sortOrder: 20,
  },
  {
    code: 'weekly-slots-500',
    period: 'weekly',
    metric: 'category-bets',
    category: 'RNG',
    target: toMinorUnits(500),
    rewardAmount: toMinorUnits(15),
    turnover: 1,
    title: t('Stake 500 on slots this week', 'Aposte 500 em slots nesta semana', 'Tumaya ng 500 sa slots ngayong linggo'),
    sortOrder: 30,
  },
  {
    code: 'weekly-deposit-1000',
    period: 'weekly',
    metric: 'deposit',
    category: null,
    target: toMinorUnits(1000),
    rewardAmount: toMinorUnits(20),
    turnover: 1,
    title: t('Deposit 1,000 this week', 'Deposite 1.000 nesta semana', 'Magdeposito ng 1,000 ngayong linggo'),
    sortOrder: 40,
  },
  {
    code: 'weekly-login-3',
    period: 'weekly',
    metric: 'login-days',
    category: null,
    target: 3n,
    rewardAmount: toMinorUnits(10),
    turnover: 1,
    title: t('Log in 3 days in a row', 'Entre 3 dias seguidos', 'Mag-log in nang 3 sunod-sunod na araw'),
    sortOrder: 50,
  },
] as const;

const demoRanks = [
  {
    level: 0,
    name: 'Bronze',
    minDeposits: 0n,
    minValidBets: 0n,
    rankUpReward: 0n,
    benefits: t(
      'Points on every bet and the weekly missions.',
      'Pontos em cada aposta e as missões semanais.',
      'Points sa bawat taya at ang lingguhang mga misyon.',
    ),
  },
  {
    level: 1,
    name: 'Silver',
    minDeposits: toMinorUnits(1000),
    minValidBets: toMinorUnits(5000),
    rankUpReward: toMinorUnits(50),
    benefits: t(
      'A 50 rank-up reward and the monthly VIP gift.',
      'Recompensa de 50 ao subir e o presente VIP mensal.',
      'Reward na 50 sa pag-akyat at ang buwanang VIP gift.',
    ),
  },
  {
    level: 2,
    name: 'Gold',
    minDeposits: toMinorUnits(10_000),
    minValidBets: toMinorUnits(50_000),
    rankUpReward: toMinorUnits(300),
    benefits: t(
      'A 300 rank-up reward and a larger monthly gift.',
      'Recompensa de 300 ao subir e um presente mensal maior.',
      'Reward na 300 sa pag-akyat at mas malaking buwanang regalo.',
    ),
  },
  {
    level: 3,
    name: 'Platinum',
    minDeposits: toMinorUnits(50_000),
    minValidBets: toMinorUnits(250_000),
    rankUpReward: toMinorUnits(1000),
    benefits: t(
      'A 1,000 rank-up reward and faster withdrawals review.',
      'Recompensa de 1.000 ao subir e análise de saques mais rápida.',
      'Reward na 1,000 sa pag-akyat at mas mabilis na pagsusuri ng withdrawal.',
    ),
  },
  {
    level: 4,
    name: 'Diamond',
    minDeposits: toMinorUnits(200_000),
    minValidBets: toMinorUnits(1_000_000),
    rankUpReward: toMinorUnits(5000),
    benefits: t(
      'A 5,000 rank-up reward and a personal host.',
      'Recompensa de 5.000 ao subir e um anfitrião pessoal.',
      'Reward na 5,000 sa pag-akyat at personal na host.',
    ),
  },
];

/** Writes the demo promotions, missions and VIP ranks the database does not have yet; what an operator changed stays. */
export async function seedDemoPromotions(db: Db, dir: string = defaultCatalogDir): Promise<void> {
  const content = z.array(promotionSchema).parse(JSON.parse(await readFile(`${dir}/promotions.json`, 'utf8')));
  const rows = content.flatMap((item) => {
    const paying = demoRules[item.id];
    if (!paying) return [];
    return [
      {
        code: item.id,
        kind: paying.kind,
        type: item.type,
        title: item.title,
        summary: item.summary,
        body: item.body,
        image: item.image,
        rules: promotionRulesSchema.parse(paying.rules),
        startsAt: manilaMidnight(item.startsOn),
        endsAt: manilaMidnight(item.endsOn, 1),
        sortOrder: item.order,
      },
    ];
  });
  if (rows.length > 0) await db.insert(promotion).values(rows).onConflictDoNothing({ target: promotion.code });
  await db
    .insert(mission)
    .values([...demoMissions])
    .onConflictDoNothing({ target: mission.code });
  await db.insert(vipRank).values(demoRanks).onConflictDoNothing({ target: vipRank.level });
}
