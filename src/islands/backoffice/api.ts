import { z } from 'zod';
import {
  backofficePaths,
  bulkResultSchema,
  dashboardSchema,
  depositQueueSchema,
  memberActionResultSchema,
  memberActivitySchema,
  memberBetsSchema,
  memberLoginsSchema,
  memberNoteSchema,
  memberNotesSchema,
  memberPictureSchema,
  memberRecordsSchema,
  memberSearchSchema,
  withdrawalQueueSchema,
  type QueueQuery,
} from '../../contract/backoffice.ts';
import { agentOpsPaths, opsMoveValueSchema } from '../../contract/agent.ts';
import {
  identityDecisionPath,
  identityImagePath,
  identityPaths,
  identityQueueSchema,
  identitySubmissionSchema,
  type IdentitySide,
} from '../../contract/identity.ts';
import { inboxOpsPaths, opsMessageValueSchema, type OpsMessagePayload } from '../../contract/inbox.ts';
import { opsMemberStatusSchema } from '../../contract/operator.ts';
import { opsAdjustValueSchema, opsDepositSchema, opsWithdrawalSchema } from '../../contract/payments.ts';
import { reportSchema, reportsPaths, type ReportQuery } from '../../contract/reports.ts';
import { api, call } from '../../lib/api/client.ts';

/** The back office's calls, one function per endpoint; the staff cookie goes along by itself. */

export type DepositVerdict = 'approve' | 'reject';
export type WithdrawalVerdict = 'approve' | 'pay' | 'reject';

const withId = (path: string, id: number) => path.replace(':id', String(id));
type Query = Record<string, string | number | undefined>;
const searchParams = (values: Query) =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== ''));

export const getReport = (query: Omit<ReportQuery, 'format'>) => call(reportSchema, api().get(reportsPaths.summary, { searchParams: query }));

export const getDashboard = (days = 30) => call(dashboardSchema, api().get(backofficePaths.dashboard, { searchParams: { days } }));

export const getDepositQueue = (query: Partial<QueueQuery>) =>
  call(depositQueueSchema, api().get(backofficePaths.depositQueue, { searchParams: searchParams(query) }));
export const getWithdrawalQueue = (query: Partial<QueueQuery>) =>
  call(withdrawalQueueSchema, api().get(backofficePaths.withdrawalQueue, { searchParams: searchParams(query) }));

export const decideDeposit = (id: number, verdict: DepositVerdict, reason: string) =>
  call(opsDepositSchema, api().post(`/ops/deposits/${id}/${verdict}`, { json: { reason } }));
export const decideWithdrawal = (id: number, verdict: WithdrawalVerdict, reason: string) =>
  call(opsWithdrawalSchema, api().post(`/ops/withdrawals/${id}/${verdict}`, { json: { reason } }));
export const decideDeposits = (ids: number[], verdict: DepositVerdict, reason: string) =>
  call(bulkResultSchema, api().post(backofficePaths.depositBulk, { json: { ids, verdict, reason } }));
export const decideWithdrawals = (ids: number[], verdict: WithdrawalVerdict, reason: string) =>
  call(bulkResultSchema, api().post(backofficePaths.withdrawalBulk, { json: { ids, verdict, reason } }));
/** The receipt image a member uploaded with a deposit, served inline by the operator API. */
export const receiptUrl = (id: number) => `/ops/deposits/${id}/receipt`;

export const searchMembers = (q: string, page: number) => call(memberSearchSchema, api().get(backofficePaths.members, { searchParams: { q, page } }));
export const getMember = (id: number) => call(memberPictureSchema, api().get(withId(backofficePaths.member, id)));
/** The address of one of a member's paged lists: what its screen reads and its CSV downloads. */
export const memberListPath = (list: 'records' | 'bets' | 'logins', id: number) =>
  withId({ records: backofficePaths.memberRecords, bets: backofficePaths.memberBets, logins: backofficePaths.memberLogins }[list], id);
export const getMemberRecords = (id: number, page: number) => call(memberRecordsSchema, api().get(memberListPath('records', id), { searchParams: { page } }));
export const getMemberBets = (id: number, page: number) => call(memberBetsSchema, api().get(memberListPath('bets', id), { searchParams: { page } }));
export const getMemberLogins = (id: number, page: number) => call(memberLoginsSchema, api().get(memberListPath('logins', id), { searchParams: { page } }));
export const getMemberActivity = (id: number) => call(memberActivitySchema, api().get(withId(backofficePaths.memberActivity, id)));
export const getMemberNotes = (id: number) => call(memberNotesSchema, api().get(withId(backofficePaths.memberNotes, id)));
export const addMemberNote = (id: number, text: string) => call(memberNoteSchema, api().post(withId(backofficePaths.memberNotes, id), { json: { text } }));

export const setMemberStatus = (id: number, status: 'active' | 'suspended', reason: string) =>
  call(opsMemberStatusSchema, api().put(`/ops/members/${id}/status`, { json: { status, reason } }));
export const adjustMember = (id: number, amount: number, reason: string, idempotencyKey: string) =>
  call(opsAdjustValueSchema, api().post(`/ops/members/${id}/adjust`, { json: { amount, reason, idempotencyKey } }));
export const endMemberSessions = (id: number, reason: string) =>
  call(memberActionResultSchema, api().post(withId(backofficePaths.memberEndSessions, id), { json: { reason } }));
export const resetMemberPassword = (id: number, reason: string) =>
  call(z.unknown(), api().post(withId(backofficePaths.memberResetPassword, id), { json: { reason } }));
export const moveMember = (id: number, uplineUsername: string, reason: string) =>
  call(opsMoveValueSchema, api().post(withId(agentOpsPaths.move, id), { json: { uplineUsername, reason } }));
export const sendMessage = (payload: OpsMessagePayload) => call(opsMessageValueSchema, api().post(inboxOpsPaths.messages, { json: payload }));

export const getIdentityQueue = () => call(identityQueueSchema, api().get(identityPaths.queue, { searchParams: { state: 'pending' } }));
export const decideIdentity = (id: number, verdict: 'approve' | 'reject', reason: string) =>
  call(identitySubmissionSchema, api().post(identityDecisionPath(id), { json: { verdict, reason } }));
/** One identity image, opened for the reviewer by the operator API (and recorded there). */
export const identityImageUrl = (id: number, side: IdentitySide) => identityImagePath(id, side);
