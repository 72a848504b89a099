/**
 * The browser tests' server: the real one (server/start.ts) on a clock that runs like the system's
 * but can skip ahead, and one operator-only route to skip it. Only this file, which Playwright
 * starts, adds the route; production (server/main.ts) never has it.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { opsAccess } from '../../../server/http/access.ts';
import { ok } from '../../../server/http/envelope.ts';
import { replies } from '../../../server/http/schema.ts';
import type { Clock } from '../../../server/lib/clock.ts';
import { startServer } from '../../../server/start.ts';
import { captchaAnswer } from './captcha-answer.ts';
import { captchaAnswerPath, clockSkipPath } from './server.ts';

/** The system clock plus what the tests skipped: rounds, codes and receipts move on at once. */
function skippingClock(): Clock & { skip(milliseconds: number): void } {
  let ahead = 0;
  return {
    now: () => new Date(Date.now() + ahead),
    skip: (milliseconds) => {
      ahead += milliseconds;
    },
  };
}

const clock = skippingClock();

async function clockControl(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    clockSkipPath,
    {
      config: opsAccess('settings'),
      schema: { body: z.object({ milliseconds: z.number().int().min(0).max(3_600_000) }), response: replies(z.object({ now: z.string() })) },
    },
    async (request) => {
      clock.skip(request.body.milliseconds);
      return ok({ now: clock.now().toISOString() });
    },
  );
}

/** What the picture of a captcha says, found from the hash the server keeps (captcha-answer.ts). */
async function captchaKnowledge(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    captchaAnswerPath,
    {
      config: opsAccess('settings'),
      schema: { body: z.object({ id: z.string().min(1).max(64) }), response: replies(z.object({ answer: z.string().nullable() })) },
    },
    async (request) => ok({ answer: await captchaAnswer(app.db, request.body.id) }),
  );
}

async function testRoutes(app: FastifyInstance): Promise<void> {
  await clockControl(app);
  await captchaKnowledge(app);
}

await startServer({ clock, extend: testRoutes });
