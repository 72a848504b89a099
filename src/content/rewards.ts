import { z } from 'zod';
import { rewardFieldsSchema } from '../contract/points.ts';

/**
 * The standard catalogue of the points mall (src/content/data/rewards.json): the page is prebuilt
 * from it, and the demo seed writes the same entries into the database, where the operator keeps
 * them (stock, changes, new items) from then on. Codes tie the two together.
 */
export const rewardContentSchema = rewardFieldsSchema.extend({ stock: z.number().int().min(0) });
export type RewardContent = z.infer<typeof rewardContentSchema>;
export const rewardCatalogueSchema = z.array(rewardContentSchema);
