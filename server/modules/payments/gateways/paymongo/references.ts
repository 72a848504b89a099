/** Who decides online deposits in the records (decidedBy, the operator action log). */
export const gatewayActor = 'paymongo';

/** Our reference_number on PayMongo: the merchant code and the deposit's id, e.g. TALA-D42. */
export function depositReference(merchantCode: string, depositId: number): string {
  return `${merchantCode}-D${depositId}`;
}

/** The deposit id a reference of ours names, or null for anything else. */
export function depositIdOf(merchantCode: string, reference: string): number | null {
  const match = /^(.+)-D(\d{1,15})$/.exec(reference);
  if (!match || match[1] !== merchantCode) return null;
  return Number(match[2]);
}
