import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  helpCenterQuerySchema,
  helpCenterSchema,
  registerSettingsSchema,
  statusQuerySchema,
  statusSchema,
  whitelabelSchema,
} from '../../../src/contract/system.ts';
import { appDownloadsPath, appDownloadsSchema } from '../../../src/contract/app-downloads.ts';
import { licencePath, licenceSchema } from '../../../src/contract/licence.ts';
import { routersSchema, siteCallPaths } from '../../../src/contract/site-calls.ts';
import { pickLocale } from '../../../src/i18n/translate.ts';
import { access } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import type { Catalog } from '../catalog/repository.ts';
import { helpCenter } from '../catalog/service.ts';
import type { KeyService } from '../keys/service.ts';
import { signInProviders } from '../oidc/providers.ts';
import { isOperatorDomain } from './domains.ts';

export async function systemRoutes(app: FastifyInstance, { catalog, keys }: { catalog: Catalog; keys: KeyService }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/wps/system/status',
    { config: access.public, schema: { querystring: statusQuerySchema, response: replies(statusSchema) } },
    async (request, reply) => {
      const [access, settings, publicKey] = await Promise.all([app.access(request), app.settings.values(), keys.publicJwk()]);
      // The answer depends on the visitor and on live settings: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return ok({
        ...access,
        // The page names its host; a caller that does not (a script, a probe) is judged by the host it asked.
        invalidDomain: !isOperatorDomain(request.query.url ?? request.host, settings.domains),
        info: {
          imageCDNs: settings.imageCDNs,
          launchGameCDNs: settings.launchGameCDNs,
          register: settings.register,
          whitelabel: settings.whitelabel,
          publicKey,
          signIn: signInProviders(app.config),
        },
      });
    },
  );

  // The site keeps this answer for the session (SPEC §7 session caches); a minute here spares a CDN's
  // edge the rest, and a settings change reaches new sessions within it.
  api.get(siteCallPaths.routers, { config: access.public, schema: { response: replies(routersSchema) } }, async (_request, reply) => {
    const { domains, imageCDNs, launchGameCDNs } = await app.settings.values();
    reply.header('cache-control', 'public, max-age=60');
    return ok({ domainList: domains, imageCDNs, launchGameCDNs });
  });

  api.get(appDownloadsPath, { config: access.public, schema: { response: replies(appDownloadsSchema) } }, async () =>
    ok(await app.settings.get('appDownloads')),
  );

  api.get(licencePath, { config: access.public, schema: { response: replies(licenceSchema) } }, async () => ok(await app.settings.get('licence')));

  api.get('/wps/system/whitelabel', { config: access.public, schema: { response: replies(whitelabelSchema) } }, async () =>
    ok(await app.settings.get('whitelabel')),
  );

  api.get('/wps/system/setting/register', { config: access.public, schema: { response: replies(registerSettingsSchema) } }, async () =>
    ok(await app.settings.get('register')),
  );

  // The page names its language in `lang`; the Language header stands in when it does not.
  api.get(
    '/wps/system/helpCenter',
    { config: access.public, schema: { querystring: helpCenterQuerySchema, response: replies(helpCenterSchema) } },
    async (request) => ok(helpCenter(catalog, pickLocale(request.query.lang, request.headers.language))),
  );
}
