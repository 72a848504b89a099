import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../src/contract/payments.ts';
import {
  staffCreateSchema,
  staffEntrySchema,
  staffListSchema,
  staffMeSchema,
  staffPaths,
  staffSignInSchema,
  staffSignInValueSchema,
  staffUpdateSchema,
  type StaffRole,
} from '../../../src/contract/staff.ts';
import { access, opsAccess } from '../../http/access.ts';
import { ok, requestLocale } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { clientIp } from '../auth/client.ts';
import { createStaff, listStaff, updateStaff } from './accounts.ts';
import { actorOf } from './operator.ts';
import { clearStaffCookie, endStaffSession, setStaffCookie, staffToken } from './sessions.ts';
import { signIn } from './sign-in.ts';

/** Staff sign-in and sign-out, who is signed in, and the staff list that admins keep. */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();

  ops.post(
    staffPaths.session,
    { config: access.public, schema: { body: staffSignInSchema, response: replies(staffSignInValueSchema) } },
    async (request, reply) => {
      const result = await signIn(app, request.body, { ip: clientIp(request), locale: requestLocale(request) });
      if (result.token) setStaffCookie(reply, result.token);
      return ok(result.value);
    },
  );

  ops.delete(staffPaths.session, { config: opsAccess('self'), schema: { response: replies(z.literal(true)) } }, async (request, reply) => {
    const token = staffToken(request);
    if (token) await endStaffSession(app.db, token, app.clock.now());
    clearStaffCookie(reply);
    return ok(true as const);
  });

  ops.get(staffPaths.me, { config: opsAccess('self'), schema: { response: replies(staffMeSchema) } }, async (request) => {
    const { operator } = request;
    const roles: StaffRole[] = operator.staff ? operator.staff.roles : ['admin'];
    return ok({ username: operator.actor, roles, permissions: [...operator.permissions] });
  });

  ops.get(staffPaths.list, { config: opsAccess('staff'), schema: { response: replies(staffListSchema) } }, async () => ok(await listStaff(app)));

  ops.post(staffPaths.list, { config: opsAccess('staff'), schema: { body: staffCreateSchema, response: replies(staffEntrySchema) } }, async (request) =>
    ok(await createStaff(app, { ...request.body, actor: actorOf(request) })),
  );

  ops.put(
    staffPaths.one,
    { config: opsAccess('staff'), schema: { params: idParamsSchema, body: staffUpdateSchema, response: replies(staffEntrySchema) } },
    async (request) => ok(await updateStaff(app, request.params.id, { ...request.body, actor: actorOf(request), self: request.operator.staff?.id ?? null })),
  );
}
