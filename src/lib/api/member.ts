import { identityPaths, identityViewSchema, type IdentityFields, type IdentitySide } from '../../contract/identity.ts';
import { z } from 'zod';
import {
  closeAccountPayloadSchema,
  closeAccountValueSchema,
  paymentPasswordPayloadSchema,
  paymentPasswordValueSchema,
  bindCodeValueSchema,
  bindPayloadSchema,
  loginHistorySchema,
  memberPaths,
  profileSchema,
  type BindChannel,
  type CloseAccountPayload,
  type PaymentPasswordPayload,
  type ProfileUpdate,
} from '../../contract/member.ts';
import {
  depositChannelListSchema,
  depositRequestPageSchema,
  depositRequestSchema,
  onlineDepositSchema,
  payoutAccountListSchema,
  notReceivedPath,
  paymentPaths,
  payoutAccountPath,
  receivedPath,
  uploadFields,
  withdrawalPageSchema,
  withdrawalPayloadSchema,
  withdrawalSchema,
  withdrawInfoSchema,
  type OnlineDepositPayload,
  type PayoutAccountPayload,
  type WithdrawalPayload,
} from '../../contract/payments.ts';
import {
  balanceSchema,
  bonusListSchema,
  merchantWalletSchema,
  profitSchema,
  recordPageSchema,
  uplineInfoSchema,
  uplineTransferPayloadSchema,
  uplineTransferValueSchema,
  walletPaths,
  type PeriodQuery,
  type RecordQuery,
  type UplineTransferPayload,
  type WalletTransferPayload,
} from '../../contract/wallet.ts';
import { betPageSchema, gamePaths, type BetQuery } from '../../contract/games.ts';
import { api, call } from './client.ts';
import { ApiFailure } from './failure.ts';
import { sealed } from './sealed.ts';

/**
 * The member center's calls, one function per endpoint of the wallet, payments and member contracts.
 * Payloads that carry a password travel sealed ({ jwe }); files travel as multipart form data.
 */

/** Query parameters without the ones left out. */
function query(values: Record<string, string | number | undefined>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string | number] => entry[1] !== undefined));
}

// wallet
export const getBalance = () => call(balanceSchema, api().get(walletPaths.balance));
export const getMerchantWallet = () => call(merchantWalletSchema, api().get(walletPaths.merchant));
export const transferWallet = (payload: WalletTransferPayload) => call(balanceSchema, api().post(walletPaths.walletTransfer, { json: payload }));
export const getUpline = () => call(uplineInfoSchema, api().get(walletPaths.upline));
export const transferToUpline = async (payload: UplineTransferPayload) =>
  call(uplineTransferValueSchema, api().post(walletPaths.uplineTransfer, { json: await sealed(uplineTransferPayloadSchema, payload) }));
export const getRecords = (filter: Partial<RecordQuery>) =>
  call(
    recordPageSchema,
    api().get(walletPaths.records, {
      searchParams: query({ type: filter.type, from: filter.from, to: filter.to, page: filter.page, pageSize: filter.pageSize }),
    }),
  );
export const getBets = (filter: Partial<BetQuery>) =>
  call(
    betPageSchema,
    api().get(gamePaths.bets, {
      searchParams: query({
        vendor: filter.vendor,
        category: filter.category,
        status: filter.status,
        from: filter.from,
        to: filter.to,
        page: filter.page,
        pageSize: filter.pageSize,
      }),
    }),
  );
export const getProfit = (period: PeriodQuery) => call(profitSchema, api().get(walletPaths.profit, { searchParams: query(period) }));
export const getBonuses = () => call(bonusListSchema, api().get(walletPaths.bonuses));

// deposits
export const getDepositChannels = () => call(depositChannelListSchema, api().get(paymentPaths.depositChannels));
export const getDeposits = (page: number) => call(depositRequestPageSchema, api().get(paymentPaths.deposits, { searchParams: { page, pageSize: 10 } }));
export function fileDeposit(
  fields: { channelId: number; amount: number; reference: string; idempotencyKey: string; bonusPromotionId?: number },
  receipt: File | undefined,
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.set(name, String(value));
  if (receipt) body.set(uploadFields.receipt, receipt);
  return call(depositRequestSchema, api().post(paymentPaths.deposits, { body }));
}

export const startOnlineDeposit = (payload: OnlineDepositPayload) => call(onlineDepositSchema, api().post(paymentPaths.online, { json: payload }));

// identity verification
export const getIdentity = () => call(identityViewSchema, api().get(identityPaths.member));
export function submitIdentity(fields: IdentityFields, images: Record<IdentitySide, File>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  for (const [side, file] of Object.entries(images)) body.set(side, file);
  return call(identityViewSchema, api().post(identityPaths.member, { body }));
}

// withdrawals
export const getWithdrawInfo = () => call(withdrawInfoSchema, api().get(paymentPaths.withdrawInfo));
export const getPayoutAccounts = () => call(payoutAccountListSchema, api().get(paymentPaths.payoutAccounts));
export const addPayoutAccount = (payload: PayoutAccountPayload) => call(payoutAccountListSchema, api().post(paymentPaths.payoutAccounts, { json: payload }));
export const deletePayoutAccount = (id: number) => call(payoutAccountListSchema, api().delete(payoutAccountPath(id)));
export const getWithdrawals = (page: number) => call(withdrawalPageSchema, api().get(paymentPaths.withdrawals, { searchParams: { page, pageSize: 10 } }));
export const requestWithdrawal = async (payload: WithdrawalPayload) =>
  call(withdrawalSchema, api().post(paymentPaths.withdrawals, { json: await sealed(withdrawalPayloadSchema, payload) }));
export const confirmReceived = (id: number) => call(withdrawalSchema, api().post(receivedPath(id)));
export function reportNotReceived(id: number, proof: readonly File[], remark: string) {
  const body = new FormData();
  for (const file of proof) body.append(uploadFields.proof, file);
  if (remark.trim()) body.set('remark', remark.trim());
  return call(withdrawalSchema, api().post(notReceivedPath(id), { body }));
}

// security center
export const getProfile = () => call(profileSchema, api().get(memberPaths.profile));
export const updateProfile = (update: ProfileUpdate) => call(profileSchema, api().put(memberPaths.profile, { json: update }));
export const sendBindCode = (channel: BindChannel, target: string) =>
  call(bindCodeValueSchema, api().post(memberPaths.bindCode, { json: { channel, target } }));
export const bindContact = (payload: z.input<typeof bindPayloadSchema>) => call(profileSchema, api().post(memberPaths.bind, { json: payload }));
export const setPaymentPassword = async (payload: PaymentPasswordPayload) =>
  call(paymentPasswordValueSchema, api().put(memberPaths.paymentPassword, { json: await sealed(paymentPasswordPayloadSchema, payload) }));
export const getLoginHistory = () => call(loginHistorySchema, api().get(memberPaths.logins));

/** The member's data archive (a ZIP); a refusal comes back as the envelope's failure. */
export async function downloadMyData(): Promise<Blob> {
  let response: Response;
  try {
    response = await api().get(memberPaths.export);
  } catch {
    throw new ApiFailure('NETWORK');
  }
  if (response.ok && response.headers.get('content-type') === 'application/zip') return response.blob();
  return call(z.never(), Promise.resolve(response));
}
/** Closing the account: the request (no `confirm`), then the confirmation (docs/decisions/0680-closing-an-account.md). */
export const closeAccount = async (payload: CloseAccountPayload) =>
  call(closeAccountValueSchema, api().post(memberPaths.close, { json: await sealed(closeAccountPayloadSchema, payload) }));
