/**
 * The zod-free part of the app-download and licence contracts: what the page frame's small scripts
 * (the header's APP item, the footer's licence line) need without loading zod, which every page
 * would otherwise fetch (tests/e2e/page-budget.spec.ts). Re-exported by app-downloads.ts and licence.ts.
 */

/** The download kinds the /down page and the header's APP item know (src/content/data/download.json). */
export const appDownloadIds = ['ios', 'android', 'mobileconfig'] as const;
export type AppDownloadId = (typeof appDownloadIds)[number];

/** GET: the links the /down page shows (public). */
export const appDownloadsPath = '/wps/system/appDownloads';

/** GET: the licence the footer shows (public). */
export const licencePath = '/wps/system/licence';
