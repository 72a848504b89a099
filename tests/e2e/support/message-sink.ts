/**
 * The browser tests' stand-in for the SMS gateway and the mail server: the platform delivers to it
 * through its real adapters (HTTP gateway, SMTP), and the tests read the codes people would receive.
 * Run as its own process by playwright.config.ts; it listens on loopback only.
 */
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { sinkHttpPort, sinkSmtpPort } from './server.ts';

interface Message {
  channel: 'sms' | 'email';
  to: string;
  text: string;
  at: number;
}
const messages: Message[] = [];

function readBody(request: import('node:http').IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 100_000) request.destroy();
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${sinkHttpPort}`);
  if (request.method === 'POST' && url.pathname === '/sms') {
    const { to, text } = JSON.parse(await readBody(request)) as { to: string; text: string };
    messages.push({ channel: 'sms', to, text, at: Date.now() });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    return;
  }
  if (request.method === 'GET' && url.pathname === '/messages') {
    const to = url.searchParams.get('to');
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages.filter((message) => !to || message.to === to)));
    return;
  }
  response.writeHead(url.pathname === '/health' ? 200 : 404).end();
}).listen(sinkHttpPort, '127.0.0.1');

new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (raw += chunk));
    stream.on('end', () => {
      for (const recipient of session.envelope.rcptTo) messages.push({ channel: 'email', to: recipient.address, text: raw, at: Date.now() });
      callback();
    });
  },
}).listen(sinkSmtpPort, '127.0.0.1');
