import { z } from 'zod';

import { csTypes } from './inbox-paths.ts';

export { csLinkType, csPopupType, csTypes, inboxPaths, noticePageSize } from './inbox-paths.ts';

/**
 * Platform messages, announcements, feedback and customer service on the wire (SPEC §2, §3, §7).
 * Member calls need `Authorization: Bearer <token>` of a real member; notices and customer service
 * are public. Operator calls under /ops need `Authorization: Bearer <OPS_TOKEN>`.
 */
export const inboxOpsPaths = {
  messages: '/ops/messages',
  notices: '/ops/notices',
  notice: '/ops/notices/:id',
  noticePreview: '/ops/notices/preview',
  feedback: '/ops/feedback',
  feedbackAnswer: '/ops/feedback/:id/answer',
  feedbackImage: '/ops/feedback/:id/images/:position',
  csChannels: '/ops/cs-channels',
  csChannel: '/ops/cs-channels/:id',
} as const;

const isoTime = z.string();
const text = (max: number) => z.string().trim().min(1).max(max);

// ---------------------------------------------------------------- inbox

/** Platform notices, messages about the member's own account, and marketing (never sent during a time-out or self-exclusion). */
export const messageKinds = ['notice', 'account', 'marketing'] as const;
export type MessageKind = (typeof messageKinds)[number];

export const messagePageSize = 10;
export const messageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

export const messageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(messageKinds),
  title: z.string(),
  body: z.string(),
  sentAt: isoTime,
  read: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

/** GET /wps/messages — newest first, with the unread count so the badge follows the list. */
export const messagePageSchema = z.object({
  items: z.array(messageSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  unread: z.number().int(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/** GET /wps/relay/CSP_unreadCount; also the answer of marking read and deleting. */
export const unreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const messageIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/**
 * POST /ops/messages — to one member, an agent's whole team, the members of a VIP rank (`orHigher`:
 * that rank and every rank above it; the rank user info shows, `member.vip_rank_level`), or everyone.
 */
export const opsMessagePayloadSchema = z
  .object({
    to: z.discriminatedUnion('segment', [
      z.object({ segment: z.literal('member'), username: text(40) }),
      z.object({ segment: z.literal('team'), agentUsername: text(40) }),
      z.object({ segment: z.literal('vip'), rankLevel: z.number().int().min(0).max(100), orHigher: z.boolean().default(false) }),
      z.object({ segment: z.literal('all') }),
    ]),
    kind: z.enum(messageKinds).default('notice'),
    title: text(120),
    body: text(4000),
    reason: text(500),
    actor: text(80).optional(),
  })
  .strict();
export type OpsMessagePayload = z.infer<typeof opsMessagePayloadSchema>;
export const opsMessageValueSchema = z.object({ id: z.number().int(), recipients: z.number().int() });

// ---------------------------------------------------------------- notices

/** B banner, PL players' announcement (signed in), PU publicity popup, PR promotion notice, H home ticker. */
export const noticeTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type NoticeType = (typeof noticeTypes)[number];

export const noticeQuerySchema = z.object({
  types: z
    .string()
    .max(40)
    .default('B,PL,PU,PR')
    .transform((value) => value.split(',').map((type) => type.trim()))
    .pipe(z.array(z.enum(noticeTypes)).min(1).max(noticeTypes.length)),
  platform: z.string().max(8).optional(),
  execution: z.string().max(8).optional(),
});

export const noticeItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(noticeTypes),
  title: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  /** year-month-day hour:minute:second in the operator's time zone. */
  date: z.string(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
});
export type NoticeItem = z.infer<typeof noticeItemSchema>;

/** GET /wps/system/notices — `player` is filled only for a signed-in member; `home` holds H when asked for. */
export const noticesSchema = z.object({
  player: z.array(noticeItemSchema),
  banners: z.array(noticeItemSchema),
  popup: z.array(noticeItemSchema),
  promotion: z.array(noticeItemSchema),
  home: z.array(noticeItemSchema),
});
export type Notices = z.infer<typeof noticesSchema>;

const httpUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => /^(https:\/\/|\/(?!\/))/.test(value), { error: 'expected an https:// URL or a path starting with /' });

/** POST /ops/notices, PUT /ops/notices/:id — content is HTML, sanitized by the server before it is stored. */
export const opsNoticePayloadSchema = z
  .object({
    type: z.enum(noticeTypes),
    locale: z.enum(['en', 'pt', 'tl']).nullable().default(null),
    title: text(200),
    content: text(20_000),
    imageUrl: httpUrl.nullable().default(null),
    linkUrl: httpUrl.nullable().default(null),
    sortOrder: z.number().int().min(-1000).max(1000).default(0),
    startsAt: z.iso.datetime({ offset: true }).optional(),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    enabled: z.boolean().default(true),
    reason: text(500),
    actor: text(80).optional(),
  })
  .strict();
export type OpsNoticePayload = z.infer<typeof opsNoticePayloadSchema>;

export const opsNoticeSchema = z.object({
  id: z.number().int(),
  type: z.enum(noticeTypes),
  locale: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  sortOrder: z.number().int(),
  startsAt: isoTime,
  endsAt: isoTime.nullable(),
  enabled: z.boolean(),
});
export type OpsNotice = z.infer<typeof opsNoticeSchema>;
/** GET /ops/notices?type= — every notice, newest first; of one type when asked (the screen's filter, which its CSV keeps). */
export const opsNoticeQuerySchema = z.object({ type: z.enum(noticeTypes).optional() });

/** POST /ops/notices/preview: a notice's HTML as it would be stored and shown, through the same sanitizer; nothing is stored. */
export const opsNoticePreviewPayloadSchema = z.object({ content: text(20_000) }).strict();
export const opsNoticePreviewSchema = z.object({ content: z.string() });

// ---------------------------------------------------------------- feedback

export const feedbackCategories = ['suggestion', 'problem', 'payment', 'game', 'account', 'other'] as const;
export const maxFeedbackImages = 3;

/** Setting `feedback`: the fewest and most words a feedback may have. */
export const feedbackSettingsSchema = z
  .object({ minWords: z.number().int().min(1).max(1000), maxWords: z.number().int().min(1).max(5000) })
  .refine((value) => value.minWords <= value.maxWords, { error: 'minWords must not exceed maxWords' });
export type FeedbackSettings = z.infer<typeof feedbackSettingsSchema>;

/** GET /wps/feedback/config (public) */
export const feedbackConfigSchema = z.object({
  categories: z.array(z.enum(feedbackCategories)),
  minWords: z.number().int(),
  maxWords: z.number().int(),
  maxImages: z.number().int(),
});
export type FeedbackConfig = z.infer<typeof feedbackConfigSchema>;

/** Words as a reader counts them: runs of non-space characters. */
export function countWords(value: string): number {
  return value.trim().split(/\s+/u).filter(Boolean).length;
}

/**
 * PUT or POST /wps/feedback, a multipart form: `category`, `content`, and up to 3 `images`
 * (PNG or JPEG by content, 5 MB each).
 */
export const feedbackFieldsSchema = z.object({ category: z.enum(feedbackCategories), content: z.string().trim().min(1).max(20_000) });
export const feedbackDocumentedBody = feedbackFieldsSchema.extend({ images: z.array(z.string()).max(maxFeedbackImages).optional() });

export const feedbackSchema = z.object({
  id: z.number().int(),
  category: z.enum(feedbackCategories),
  content: z.string(),
  status: z.enum(['open', 'answered']),
  answer: z.string().nullable(),
  createdAt: isoTime,
  answeredAt: isoTime.nullable(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** GET /wps/feedback — the member's own, newest first. */
export const feedbackListSchema = z.array(feedbackSchema);

export const opsFeedbackQuerySchema = z.object({
  status: z.enum(['open', 'answered']).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export const opsFeedbackSchema = feedbackSchema.extend({ memberId: z.number().int(), username: z.string(), images: z.number().int() });
export type OpsFeedback = z.infer<typeof opsFeedbackSchema>;
export const opsFeedbackAnswerSchema = z.object({ answer: text(4000), reason: text(500).optional(), actor: text(80).optional() }).strict();
export const feedbackImageParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  position: z.coerce
    .number()
    .int()
    .min(0)
    .max(maxFeedbackImages - 1),
});

// ---------------------------------------------------------------- customer service

export type CsType = (typeof csTypes)[number];
/** The customer-service window (SPEC §9). */
export const csWindow = { width: 440, height: 500 } as const;

export const csItemSchema = z.object({ csType: z.enum(csTypes), title: z.string(), type: z.number().int(), path: z.string() });
export type CsItem = z.infer<typeof csItemSchema>;
/** GET /wps/system/customerService */
export const customerServiceSchema = z.object({ version: z.object({ pathList: z.array(csItemSchema) }) });
export type CustomerService = z.infer<typeof customerServiceSchema>;

export const opsCsChannelPayloadSchema = z
  .object({
    csType: z.enum(csTypes),
    title: text(80),
    url: z.url({ protocol: /^https$/ }).max(500),
    sortOrder: z.number().int().min(-1000).max(1000).default(0),
    enabled: z.boolean().default(true),
    reason: text(500),
    actor: text(80).optional(),
  })
  .strict();
export type OpsCsChannelPayload = z.infer<typeof opsCsChannelPayloadSchema>;
export const opsCsChannelSchema = z.object({
  id: z.number().int(),
  csType: z.enum(csTypes),
  title: z.string(),
  url: z.string(),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
});
export type OpsCsChannel = z.infer<typeof opsCsChannelSchema>;
export const opsReasonSchema = z.object({ reason: text(500), actor: text(80).optional() }).strict();
