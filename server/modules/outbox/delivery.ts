import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { OutboxChannel } from './outbox.ts';

export interface Delivery {
  recipient: string;
  subject: string | null;
  body: string;
}

/** Sends one message or throws; the error's message becomes the row's lastError, so it never holds the body. */
export type Deliver = (message: Delivery) => Promise<void>;
export type Deliverers = Record<OutboxChannel, Deliver> & { close(): void };

const gatewayTimeoutMs = 10_000;

/** POST {to, text} to an HTTP gateway, Bearer-authenticated when a token is configured. */
export function httpSmsGateway(url: string, token: string | undefined): Deliver {
  return async ({ recipient, body }) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ to: recipient, text: body }),
      signal: AbortSignal.timeout(gatewayTimeoutMs),
    });
    // The gateway's answer may echo the text back, so only its status is kept.
    await response.body?.cancel();
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  };
}

export function smtpMailer(url: string, from: string): { deliver: Deliver; close(): void } {
  const transport = createTransport(url);
  return {
    async deliver({ recipient, subject, body }) {
      try {
        await transport.sendMail({ from, to: recipient, subject: subject ?? '', text: body });
      } catch (error) {
        // An SMTP refusal may quote the message; keep only its kind and response code.
        const code = error instanceof Error && 'responseCode' in error ? ` ${String(error.responseCode)}` : '';
        throw new Error(`SMTP delivery failed${code}`, { cause: error });
      }
    },
    close: () => transport.close(),
  };
}

/**
 * Development delivery: the message goes to the log. It is used only while no gateway or SMTP
 * server is configured, which makes it the one place a code or temporary password is ever written.
 */
export function logDelivery(log: FastifyBaseLogger, channel: OutboxChannel): Deliver {
  return async ({ recipient, subject, body }) => {
    log.info(
      { outbox: { channel, to: recipient, subject, body } },
      `${channel} written to the log (no ${channel === 'sms' ? 'SMS gateway' : 'SMTP server'} configured)`,
    );
  };
}

export function createDeliverers(config: Pick<Config, 'SMS_GATEWAY_URL' | 'SMS_GATEWAY_TOKEN' | 'SMTP_URL' | 'SMTP_FROM'>, log: FastifyBaseLogger): Deliverers {
  const sms = config.SMS_GATEWAY_URL ? httpSmsGateway(config.SMS_GATEWAY_URL, config.SMS_GATEWAY_TOKEN) : logDelivery(log, 'sms');
  const mailer = config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.SMTP_FROM) : null;
  return { sms, email: mailer?.deliver ?? logDelivery(log, 'email'), close: () => mailer?.close() };
}
