import { count } from 'drizzle-orm';
import type { LocalizedText } from '../../src/contract/payments.ts';
import type { Db } from './index.ts';
import { depositChannel } from './schema.ts';

const bankInstructions: LocalizedText = {
  en: 'Transfer the exact amount, then enter the reference number from your bank slip.',
  pt: 'Transfira o valor exato e informe o número de referência do comprovante bancário.',
  tl: 'Ilipat ang eksaktong halaga, saka ilagay ang reference number mula sa iyong bank slip.',
};
const ewalletInstructions: LocalizedText = {
  en: 'Send the exact amount to this number, then enter the reference number shown in your e-wallet.',
  pt: 'Envie o valor exato para este número e informe o número de referência mostrado na sua carteira digital.',
  tl: 'Ipadala ang eksaktong halaga sa numerong ito, saka ilagay ang reference number na ipinakita ng iyong e-wallet.',
};

const onlineInstructions: LocalizedText = {
  en: "You pay on PayMongo's secure page with GCash, Maya, QR Ph or a card, then come back here to see your deposit.",
  pt: 'Você paga na página segura da PayMongo com GCash, Maya, QR Ph ou cartão e volta aqui para ver o seu depósito.',
  tl: 'Magbabayad ka sa secure na pahina ng PayMongo gamit ang GCash, Maya, QR Ph o card, saka bumalik dito para makita ang iyong deposito.',
};

/**
 * Three demo deposit channels, 100 to 50,000: a bank and an e-wallet paid by hand, and an online one
 * members see only while PayMongo is configured. Written only while there are none.
 */
export async function seedDemoPayments(db: Db): Promise<void> {
  const [row] = await db.select({ channels: count() }).from(depositChannel);
  if ((row?.channels ?? 0) > 0) return;
  const limits = { minAmount: 10_000n, maxAmount: 5_000_000n };
  await db.insert(depositChannel).values([
    {
      kind: 'bank',
      name: 'BDO Unibank',
      accountName: 'Tala Gaming Corp.',
      accountNumber: '0012-3456-7890',
      instructions: bankInstructions,
      sortOrder: 1,
      ...limits,
    },
    {
      kind: 'ewallet',
      name: 'GCash',
      accountName: 'Tala Gaming Corp.',
      accountNumber: '0917 123 4567',
      instructions: ewalletInstructions,
      sortOrder: 2,
      ...limits,
    },
    {
      kind: 'online',
      methodTypes: ['gcash', 'paymaya', 'qrph', 'card'],
      name: 'Pay online (GCash, Maya, QR Ph, card)',
      accountName: 'Tala Gaming Corp.',
      accountNumber: 'PayMongo',
      instructions: onlineInstructions,
      sortOrder: 3,
      ...limits,
    },
  ]);
}
