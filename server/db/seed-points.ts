import { readFile } from 'node:fs/promises';
import { inArray } from 'drizzle-orm';
import { rewardCatalogueSchema, type RewardContent } from '../../src/content/rewards.ts';
import { defaultCatalogDir } from '../modules/catalog/repository.ts';
import type { Db } from './index.ts';
import { pointsReward } from './schema.ts';

/** The points mall's standard items, from the content file the /pointMall page is built from. */
export async function rewardCatalogue(dir: string = defaultCatalogDir): Promise<RewardContent[]> {
  return rewardCatalogueSchema.parse(JSON.parse(await readFile(`${dir}/rewards.json`, 'utf8')));
}

/** Writes the items whose code the database does not have yet; what an operator changed stays. */
export async function seedDemoRewards(db: Db): Promise<void> {
  const items = await rewardCatalogue();
  const known = await db
    .select({ code: pointsReward.code })
    .from(pointsReward)
    .where(
      inArray(
        pointsReward.code,
        items.map((item) => item.code),
      ),
    );
  const missing = items.filter((item) => !known.some((row) => row.code === item.code));
  if (missing.length === 0) return;
  await db
    .insert(pointsReward)
    .values(missing.map((item) => ({ ...item, points: BigInt(item.points) })))
    .onConflictDoNothing();
}
