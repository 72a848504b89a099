import { z } from 'zod';

/** The download kinds the /down page and the header's APP item know (src/content/data/download.json). */
export const appDownloadIds = ['ios', 'android', 'mobileconfig'] as const;
export type AppDownloadId = (typeof appDownloadIds)[number];

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

/** GET: the links the /down page shows (public). */
export const appDownloadsPath = '/wps/system/appDownloads';
