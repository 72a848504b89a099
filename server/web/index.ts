import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import type { Config } from '../config.ts';
import type { CdnLists } from '../modules/settings/plugin.ts';
import { access } from '../http/access.ts';
import { sendFailure } from '../http/envelope.ts';
import { isApiPath } from '../../src/contract/paths.ts';
import { cacheControlFor, isHtmlFile, localePage, resolveSiteFile } from './resolve.ts';
import { baseSecurityHeaders, contentSecurityPolicy } from './security-headers.ts';
import { createPageStore, matchesEtag } from './page-store.ts';
import { loadSiteFiles } from './site-files.ts';
import { createFrontDoor, type FrontDoor } from './front-door.ts';
import { systemClock } from '../lib/clock.ts';
import { hub88FrameOrigins } from '../vendors/hub88/setup.ts';

/** The back office's page in any language (docs/decisions/0700-back-office-site.md). */
const staffPage = /^\/(?:(?:pt|tl)\/)?backoffice(?:\/(?:index\.html)?)?$/;

export interface WebOptions {
  config: Config;
}

/**
 * The site face of the server: the prebuilt pages and assets of dist/, with caching, compression
 * and security headers; while maintenance or a region block is on, every page answers with the
 * maintenance or region-blocked page instead, so the normal page never flashes.
 */
export async function registerWeb(app: FastifyInstance, { config }: WebOptions): Promise<void> {
  const root = resolve(config.DIST_DIR);
  const site = await loadSiteFiles(root);
  const gameFrameOrigins = hub88FrameOrigins(config);
  const pages = createPageStore(root);
  const policyFor = (lists: CdnLists) => contentSecurityPolicy({ inlineScriptHashes: site.inlineScriptHashes, gameFrameOrigins, ...lists });
  if (site.files.size > 0) {
    installFrontDoor(
      app,
      createFrontDoor({
        files: site.files,
        pages,
        settings: app.settings,
        policy: policyFor,
        staffPage,
        countryHeader: config.COUNTRY_HEADER,
        trustProxy: config.TRUST_PROXY,
        clock: app.clock,
        ownDate: app.clock !== systemClock,
        draining: () => app.draining,
      }),
    );
  }

  await app.register(async (web) => {
    await web.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    // The build stores .br and .gz copies (src/integrations/precompress.ts): sent as they are, never
    // compressed per request; files without a copy still go through compress above. Pages come from
    // the page store instead (page-store.ts).
    await web.register(fastifyStatic, { root, serve: false, preCompressed: true });

    /**
     * The CSP of the CDN lists in force, written again only when the operator changes them: the
     * settings keep the same lists until a change reloads them, so the last policy is kept beside them.
     */
    let policy: { lists: CdnLists; value: string } | null = null;
    async function currentPolicy(): Promise<string> {
      const lists = await app.cdnLists();
      if (policy?.lists.imageCDNs !== lists.imageCDNs || policy.lists.launchGameCDNs !== lists.launchGameCDNs) {
        policy = { lists, value: policyFor(lists) };
      }
      return policy.value;
    }

    /** The CSP only governs documents, so only pages carry it (not each script, style and image). */
    async function securityHeaders(request: FastifyRequest, reply: FastifyReply, page: boolean): Promise<void> {
      reply.headers(baseSecurityHeaders);
      if (page) reply.header('content-security-policy', await currentPolicy());
      if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }

    async function sendSiteFile(request: FastifyRequest, reply: FastifyReply, file: string, status = 200): Promise<FastifyReply> {
      reply.code(status).header('cache-control', cacheControlFor(file));
      const page = isHtmlFile(file) ? await pages.get(file) : null;
      if (!page) return reply.sendFile(file, { cacheControl: false });
      reply.header('etag', page.etag).header('vary', 'accept-encoding').header('content-type', 'text/html; charset=utf-8');
      if (status === 200 && matchesEtag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
      const encoding = pages.encodingFor(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(page.bodies[encoding]);
    }

    /** The page the visitor's state puts in place of `current` (null: none, or it is that page). */
    async function replacement(request: FastifyRequest, pathname: string, current?: string): Promise<{ file: string; status: number } | null> {
      // Staff run the platform through maintenance and from anywhere: the back office is never swapped.
      if (staffPage.test(pathname)) return null;
      const { maintenance, regionRestriction } = await app.access(request);
      const swapped = maintenance
        ? { file: localePage(pathname, 'maintain').file, status: 503 }
        : regionRestriction
          ? { file: localePage(pathname, 'blocked').file, status: 403 }
          : null;
      return swapped && swapped.file !== current && site.files.has(swapped.file) ? swapped : null;
    }

    function sendReplacement(request: FastifyRequest, reply: FastifyReply, swapped: { file: string; status: number }): Promise<FastifyReply> {
      if (swapped.status === 503) reply.header('retry-after', '300');
      return sendSiteFile(request, reply, swapped.file, swapped.status);
    }

    async function notFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
      const pathname = request.url.split('?')[0] ?? '/';
      if (isApiPath(pathname) || site.files.size === 0) return sendFailure(reply, 'NOT_FOUND');
      await securityHeaders(request, reply, true);
      const swapped = await replacement(request, pathname);
      if (swapped) return sendReplacement(request, reply, swapped);
      const page = localePage(pathname, '404').file;
      return site.files.has(page) ? sendSiteFile(request, reply, page, 404) : sendFailure(reply, 'NOT_FOUND');
    }

    web.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      config: access.public,
      // Pages, not API: the OpenAPI document leaves the catch-all out.
      schema: { hide: true },
      handler: async (request, reply) => {
        const pathname = request.url.split('?')[0] ?? '/';
        const file = isApiPath(pathname) ? null : resolveSiteFile(pathname, site.files);
        if (!file) return notFound(request, reply);
        await securityHeaders(request, reply, isHtmlFile(file));
        const swapped = isHtmlFile(file) ? await replacement(request, pathname, file) : null;
        return swapped ? sendReplacement(request, reply, swapped) : sendSiteFile(request, reply, file);
      },
    });

    web.setNotFoundHandler(notFound);
  });
}

/**
 * Puts the front door before Fastify on the server's requests: what it answers never reaches Fastify,
 * the rest goes on to Fastify's handler unchanged. `inject` calls Fastify's handler directly, so tests
 * that inject see the site route; the front door is seen over a socket.
 */
function installFrontDoor(app: FastifyInstance, frontDoor: FrontDoor): void {
  const server = app.server;
  const fastify = server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
  const count = { answered: 0 };
  answeredAtTheDoor.set(app, count);
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (frontDoor(request, response)) {
      count.answered += 1;
      return;
    }
    for (const handler of fastify) handler.call(server, request, response);
  });
}

const answeredAtTheDoor = new WeakMap<FastifyInstance, { answered: number }>();

/** How many requests the front door answered itself, so a test can tell which path answered. */
export function frontDoorAnswers(app: FastifyInstance): number {
  return answeredAtTheDoor.get(app)?.answered ?? 0;
}
