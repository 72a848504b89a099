import {
  customerServiceSchema,
  feedbackConfigSchema,
  feedbackListSchema,
  feedbackSchema,
  inboxPaths,
  messagePageSchema,
  noticesSchema,
  unreadCountSchema,
  type NoticeType,
} from '../../contract/inbox.ts';
import { api, call } from './client.ts';

const messagePath = (id: number) => inboxPaths.message.replace(':id', String(id));

export const getUnreadCount = () => call(unreadCountSchema, api().get(inboxPaths.unreadCount));
export const getMessages = (page: number) => call(messagePageSchema, api().get(inboxPaths.messages, { searchParams: { page } }));
export const markMessageRead = (id: number) => call(unreadCountSchema, api().put(`${messagePath(id)}/read`));
export const deleteMessage = (id: number) => call(unreadCountSchema, api().delete(messagePath(id)));

/** The notice call of SPEC §7: platform W, execution B. */
export const getNotices = (types: readonly NoticeType[]) =>
  call(noticesSchema, api().get(inboxPaths.notices, { searchParams: { types: types.join(','), platform: 'W', execution: 'B' } }));

export const getFeedbackConfig = () => call(feedbackConfigSchema, api().get(inboxPaths.feedbackConfig));
export const getMyFeedback = () => call(feedbackListSchema, api().get(inboxPaths.feedback));
export function sendFeedback(fields: { category: string; content: string }, images: readonly File[]) {
  const body = new FormData();
  body.set('category', fields.category);
  body.set('content', fields.content);
  for (const image of images) body.append('images', image, image.name);
  return call(feedbackSchema, api().put(inboxPaths.feedback, { body }));
}

export const getCustomerService = () => call(customerServiceSchema, api().get(inboxPaths.customerService));
