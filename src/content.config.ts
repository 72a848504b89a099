import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { categorySchema, downloadSchema, gameSchema, helpSchema, joinSchema, promotionSchema, vendorSchema } from './content/schemas.ts';

const data = (name: string) => file(`src/content/data/${name}.json`);

export const collections = {
  categories: defineCollection({ loader: data('categories'), schema: categorySchema }),
  vendors: defineCollection({ loader: data('vendors'), schema: vendorSchema }),
  games: defineCollection({ loader: data('games'), schema: gameSchema }),
  promotions: defineCollection({ loader: data('promotions'), schema: promotionSchema }),
  help: defineCollection({ loader: data('help'), schema: helpSchema }),
  download: defineCollection({ loader: data('download'), schema: downloadSchema }),
  join: defineCollection({ loader: data('join'), schema: joinSchema }),
};
