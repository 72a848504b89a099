import { expect, type APIRequestContext } from '@playwright/test';
import { sinkOrigin } from './server.ts';

interface SunkMessage {
  channel: 'sms' | 'email';
  to: string;
  text: string;
  at: number;
}

/** The newest message the platform sent to `to` after `since`, as its recipient would read it. */
export async function lastMessageTo(request: APIRequestContext, to: string, since: number): Promise<SunkMessage> {
  let found: SunkMessage | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await request.get(`${sinkOrigin}/messages?to=${encodeURIComponent(to)}`)).json()) as SunkMessage[];
        found = messages.filter((message) => message.at >= since).at(-1);
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as SunkMessage;
}

/** The 6-digit code in an SMS or e-mail. */
export function codeIn(message: SunkMessage): string {
  const match = /\b(\d{6})\b/.exec(message.text);
  if (!match?.[1]) throw new Error(`no code in: ${message.text}`);
  return match[1];
}

/** The readable text of a sunk e-mail: its quoted-printable soft breaks and escapes undone. */
export function mailText(message: SunkMessage): string {
  return message.text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(/\r\n/g, '\n');
}
