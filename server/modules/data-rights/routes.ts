import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { closeAccountPayloadSchema, closeAccountValueSchema, memberPaths } from '../../../src/contract/member.ts';
import { opsAnonymizedSchema, opsAnonymizePayloadSchema, opsMembersAnonymizePath } from '../../../src/contract/operator.ts';
import { access, opsAccess } from '../../http/access.ts';
import { ok, requestLocale } from '../../http/envelope.ts';
import { bodyDoc } from '../../http/route-docs.ts';
import { replies } from '../../http/schema.ts';
import { decryptBody } from '../auth/encrypted.ts';
import { actorOf } from '../staff/operator.ts';
import { anonymizeClosedAccounts, retentionCutoff } from './anonymize.ts';
import { dataArchive } from './archive.ts';
import { closeAccount } from './close.ts';
import { memberDataSections } from './sections.ts';

/** The member's data rights (DPA, LGPD): the data archive and closing the account; the operator's anonymization run. */
export async function dataRightsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(memberPaths.export, { config: access.member }, async (request, reply) => {
    const now = app.clock.now();
    const archive = dataArchive(await memberDataSections(app, request.auth.member, requestLocale(request)), now);
    const day = now.toISOString().slice(0, 10);
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="my-data-${day}.zip"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(archive));
  });

  api.post(
    memberPaths.close,
    { config: access.member, schema: { documentedBody: bodyDoc.jwe(closeAccountPayloadSchema), response: replies(closeAccountValueSchema) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const payload = await decryptBody(app, request.body, closeAccountPayloadSchema);
      return ok(await closeAccount(app, request.auth.member, payload, requestLocale(request)));
    },
  );

  api.post(
    opsMembersAnonymizePath,
    { config: opsAccess('members.manage'), schema: { body: opsAnonymizePayloadSchema, response: replies(opsAnonymizedSchema) } },
    async (request) => {
      const now = app.clock.now();
      const years = await app.settings.get('closedAccountRetentionYears');
      const anonymized = await anonymizeClosedAccounts(app.db, { now, retentionYears: years, actor: actorOf(request, request.body.actor) });
      return ok({ cutoff: retentionCutoff(now, years).toISOString(), anonymized });
    },
  );
}
