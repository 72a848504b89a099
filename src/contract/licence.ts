import { z } from 'zod';

export { licencePath } from './frame-paths.ts';

/**
 * The operator's gaming licence (setting `licence`): its number and, when the regulator publishes
 * one, the https page that proves it. The footer names a licence only from here; with no number it
 * names none.
 */
export const licenceSchema = z.object({
  number: z.string().trim().max(60),
  url: z
    .url({ protocol: /^https$/ })
    .max(500)
    .nullable(),
});
export type Licence = z.infer<typeof licenceSchema>;
