import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { identityFieldsSchema, identityPaths, identitySides, identityViewSchema, type IdentitySide } from '../../../src/contract/identity.ts';
import { maxImageBytes } from '../../../src/contract/payments.ts';
import { access } from '../../http/access.ts';
import { ok, requestLocale } from '../../http/envelope.ts';
import { bodyDoc } from '../../http/route-docs.ts';
import { replies } from '../../http/schema.ts';
import { readImageForm, type UploadedImage } from '../uploads/form.ts';
import { submitIdentity } from './submit.ts';
import { identityView } from './view.ts';

/** The member's side of identity verification: the state, and sending the documents. */
export async function identityRoutes(app: FastifyInstance): Promise<void> {
  // Registered here, not app-wide: the documents are the only multipart body of this scope.
  await app.register(multipart, { limits: { fileSize: maxImageBytes, files: identitySides.length } });
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get(identityPaths.member, { config: access.member, schema: { response: replies(identityViewSchema) } }, async (request) =>
    ok(await identityView(app, request.auth.member.id)),
  );

  api.post(
    identityPaths.member,
    {
      config: access.member,
      schema: {
        documentedBody: bodyDoc.form(identityFieldsSchema, Object.fromEntries(identitySides.map((side) => [side, { max: 1 }]))),
        response: replies(identityViewSchema),
      },
    },
    async (request) => {
      const form = await readImageForm(request, identitySides.length);
      const fields = identityFieldsSchema.parse(form.fields, { reportInput: true });
      const images: Partial<Record<IdentitySide, UploadedImage>> = {};
      for (const side of identitySides) images[side] = form.files.get(side)?.[0];
      return ok(await submitIdentity(app, request.auth.member.id, fields, images, requestLocale(request)));
    },
  );
}
