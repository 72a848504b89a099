import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { createDeliverers, type Deliverers } from './delivery.ts';
import { createDispatcher, maxAttempts, retrySchedule } from './dispatcher.ts';
import { enqueueMessage } from './outbox.ts';

interface GatewayCall {
  authorization: string | undefined;
  body: { to: string; text: string };
}

/** A stand-in SMS gateway on loopback: records each call and answers with `status`. */
async function startGateway(): Promise<{ url: string; calls: GatewayCall[]; status: { code: number }; server: Server }> {
  const calls: GatewayCall[] = [];
  const status = { code: 200 };
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      calls.push({ authorization: request.headers.authorization, body: JSON.parse(raw) as GatewayCall['body'] });
      response.writeHead(status.code, { 'content-type': 'application/json' }).end('{"echo":"not to be logged"}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`, calls, status, server };
}

/** A stand-in mail server on loopback that keeps every message it is handed. */
async function startSmtp(): Promise<{ url: string; mails: { to: string[]; raw: string }[]; server: SMTPServer }> {
  const mails: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((address) => address.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, mails, server };
}

function captureLog() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: pino({ level: 'info' }, sink), lines };
}

describe(`outbox delivery on ${testDatabaseKind}`, () => {
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let test: TestApp;
  let counter = 0;
  const freshNumber = () => `0919${String(++counter).padStart(7, '0')}`;

  beforeAll(async () => {
    gateway = await startGateway();
    smtp = await startSmtp();
    test = await createTestApp({
      seed: false,
      env: { SMS_GATEWAY_URL: gateway.url, SMS_GATEWAY_TOKEN: 'gateway-secret', SMTP_URL: smtp.url, SMTP_FROM: 'Tala <no-reply@tala.test>' },
    });
  });
  afterAll(async () => {
    await test?.close();
    gateway?.server.close();
    await new Promise<void>((resolve) => (smtp ? smtp.server.close(() => resolve()) : resolve()));
  });

  const row = async (id: number) => (await test.app.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
  /** Moves the message back in time, so its next try falls due. */
  const age = (id: number, seconds: number) =>
    test.app.db
      .update(outbox)
      .set({ createdAt: sql`${outbox.createdAt} - make_interval(secs => ${seconds})` })
      .where(eq(outbox.id, id));
  /**
   * Dates the message back so its next try is due and the one after is not: the app's own
   * dispatcher runs every second too, and whichever of the two gets there makes exactly one try.
   */
  const dueOnce = (id: number, attemptsMade: number) =>
    test.app.db
      .update(outbox)
      .set({ createdAt: sql`now() - make_interval(secs => ${retrySchedule[attemptsMade]! + 1})` })
      .where(eq(outbox.id, id));

  it('posts an SMS to the HTTP gateway as {to, text} with the bearer token, and marks it sent', async () => {
    const to = freshNumber();
    const { id } = await enqueueMessage(test.app.db, { channel: 'sms', recipient: to, body: 'Your code is 123456' });
    await test.app.outbox.dispatchNow();
    expect(gateway.calls.find((call) => call.body.to === to)).toEqual({ authorization: 'Bearer gateway-secret', body: { to, text: 'Your code is 123456' } });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect((await row(id)).sentAt).toBeInstanceOf(Date);
  });

  it('sends e-mail through SMTP', async () => {
    const { id } = await enqueueMessage(test.app.db, {
      channel: 'email',
      recipient: 'juan@example.test',
      subject: 'Your temporary password',
      body: 'Temporary password: Xy7#abcdefgh',
    });
    await test.app.outbox.dispatchNow();
    const mail = smtp.mails.find((candidate) => candidate.to.includes('juan@example.test'));
    expect(mail?.raw).toContain('Subject: Your temporary password');
    expect(mail?.raw).toContain('Temporary password: Xy7#abcdefgh');
    expect(mail?.raw).toContain('no-reply@tala.test');
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('retries a failed delivery with a growing back-off, then gives up after five tries', async () => {
    gateway.status.code = 503;
    try {
      const to = freshNumber();
      const { id } = await enqueueMessage(test.app.db, { channel: 'sms', recipient: to, body: 'Your code is 654321' });
      await test.app.outbox.dispatchNow();
      expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMS gateway answered 503' });
      // Not due again at once: the next try waits.
      await test.app.outbox.dispatchNow();
      expect((await row(id)).attempts).toBe(1);
      for (let attempt = 2; attempt <= maxAttempts; attempt++) {
        await dueOnce(id, attempt - 1);
        await test.app.outbox.dispatchNow();
        expect((await row(id)).attempts).toBe(attempt);
      }
      expect(await row(id)).toMatchObject({ status: 'failed', attempts: maxAttempts });
      expect((await row(id)).lastError).not.toContain('654321');
      await age(id, 86_400);
      await test.app.outbox.dispatchNow();
      expect((await row(id)).attempts).toBe(maxAttempts);
      expect(gateway.calls.filter((call) => call.body.to === to)).toHaveLength(maxAttempts);
    } finally {
      gateway.status.code = 200;
    }
  });

  it('writes to the log only when no gateway is configured, and keeps texts out of the log otherwise', async () => {
    const development = captureLog();
    const logOnly = createDeliverers({ SMTP_FROM: 'x@y.z' }, development.log);
    await logOnly.sms({ recipient: '09170000001', subject: null, body: 'Your code is 111222' });
    await logOnly.email({ recipient: 'a@b.test', subject: 'Hello', body: 'Temporary password: Abc#12345678' });
    expect(development.lines.join('')).toContain('111222');
    expect(development.lines.join('')).toContain('Abc#12345678');

    const production = captureLog();
    const configured = createDeliverers({ SMS_GATEWAY_URL: gateway.url, SMTP_URL: smtp.url, SMTP_FROM: 'x@y.z' }, production.log);
    await configured.sms({ recipient: '09170000002', subject: null, body: 'Your code is 333444' });
    configured.close();
    logOnly.close();
    expect(production.lines.join('')).not.toContain('333444');
  });

  it.runIf(testDatabaseKind === 'postgres')('shares the work between processes: each message goes out once', async () => {
    const delivered: string[] = [];
    const counting = (): Deliverers => ({
      sms: async ({ recipient }) => {
        delivered.push(recipient);
        // A delivery takes a moment, as a real one does, so the processes overlap.
        await new Promise((resolve) => setTimeout(resolve, 2));
      },
      email: async () => {},
      close: () => {},
    });
    const log = captureLog().log;
    const first = createDispatcher({ db: test.app.db, kind: 'postgres', deliverers: counting(), log, intervalMs: 60_000 });
    const second = createDispatcher({ db: test.app.db, kind: 'postgres', deliverers: counting(), log, intervalMs: 60_000 });
    // The app's own dispatcher takes part as a third process, delivering through the gateway.
    const recipients = Array.from({ length: 60 }, () => freshNumber());
    const ids = await test.app.db.transaction(async (tx) => {
      const made: number[] = [];
      for (const recipient of recipients) made.push((await enqueueMessage(tx, { channel: 'sms', recipient, body: 'hello' })).id);
      return made;
    });
    await Promise.all([first.dispatchNow(), second.dispatchNow(), test.app.outbox.dispatchNow()]);
    await Promise.all([first.stop(), second.stop()]);
    const rows = await test.app.db.select().from(outbox).where(inArray(outbox.id, ids));
    expect(rows.every((candidate) => candidate.status === 'sent' && candidate.attempts === 1)).toBe(true);
    const viaGateway = gateway.calls.filter((call) => recipients.includes(call.body.to)).map((call) => call.body.to);
    const all = [...delivered, ...viaGateway];
    expect(all.sort()).toEqual([...recipients].sort());
  });
});
