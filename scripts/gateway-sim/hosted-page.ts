import type { SimSession } from './sessions.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const methodNames: Record<string, string> = {
  gcash: 'GCash',
  paymaya: 'Maya',
  qrph: 'QR Ph',
  card: 'Card',
  grab_pay: 'GrabPay',
  shopee_pay: 'ShopeePay',
  billease: 'BillEase',
  dob: 'Online banking',
};

/** The hosted checkout: the amount, the session's methods, and pay / fail / abandon. */
export function hostedPage(session: SimSession, notice: string): string {
  const pesos = (session.amount / 100).toLocaleString('en-PH', { style: 'currency', currency: session.currency });
  const open = session.status === 'active';
  const methods = session.methodTypes
    .map(
      (method, index) =>
        `<label><input type="radio" name="method" value="${escape(method)}"${index === 0 ? ' checked' : ''}> ${escape(methodNames[method] ?? method)}</label>`,
    )
    .join('');
  const actions = open
    ? `<form method="post"><fieldset><legend>Payment method</legend>${methods}</fieldset>
<button formaction="/checkout/${session.id}/pay" data-action="pay">Pay ${escape(pesos)}</button>
<button formaction="/checkout/${session.id}/fail" data-action="fail">Fail the payment</button>
<button formaction="/checkout/${session.id}/abandon" data-action="abandon">Abandon</button></form>`
    : `<p>This checkout is ${escape(session.status)}.</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout · gateway simulator</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font:16px system-ui;max-width:28rem;margin:2rem auto;padding:0 1rem}button{display:block;width:100%;margin:.5rem 0;padding:.7rem;font:inherit}label{display:block;margin:.3rem 0}.notice{padding:.5rem;background:#fde8e8}</style>
</head><body><p><small>PayMongo checkout (simulated)</small></p>
<h1>${escape(session.name)}</h1><p>${escape(session.description)}</p><p id="amount"><strong>${escape(pesos)}</strong></p>
${notice ? `<p class="notice" role="alert">${escape(notice)}</p>` : ''}${actions}
<p><a href="${escape(session.cancelUrl)}">Back to the merchant</a></p></body></html>`;
}
