import { z } from 'zod';

export { appDownloadIds, appDownloadsPath, type AppDownloadId } from './frame-paths.ts';

const appLinkSchema = z
  .url({ protocol: /^https$/ })
  .max(500)
  .nullable();

/**
 * The operator's app links (setting appDownloads); null hides that download. They are operator data,
 * not build input, so a new app build ships without rebuilding the site.
 */
export const appDownloadsSchema = z.object({ ios: appLinkSchema, android: appLinkSchema, mobileconfig: appLinkSchema });
export type AppDownloads = z.infer<typeof appDownloadsSchema>;
