/**
 * The zod-free part of the inbox contract: paths and constants that pages' small scripts need
 * without loading zod (the home page's script budget). Re-exported by inbox.ts.
 */
export const inboxPaths = {
  unreadCount: '/wps/relay/CSP_unreadCount',
  messages: '/wps/messages',
  message: '/wps/messages/:id',
  read: '/wps/messages/:id/read',
  notices: '/wps/system/notices',
  feedback: '/wps/feedback',
  feedbackConfig: '/wps/feedback/config',
  customerService: '/wps/system/customerService',
} as const;

/** The announcement popup lists 8 to a page (SPEC §9). */
export const noticePageSize = 8;

/** Live chat (type 3) opens in a window of its own; the others are links. */
export const csPopupType = 3;
export const csLinkType = 1;

export const csTypes = ['LIVECHAT', 'FACEBOOK', 'VIBER', 'TELEGRAM', 'LINE', 'QQ'] as const;
