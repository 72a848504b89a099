import type { FastifyInstance, HTTPMethods } from 'fastify';
import { policyOf, type AccessPolicy } from './access.ts';

export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  access: AccessPolicy;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, one entry per method, in the order they were added. */
    routeTable: readonly RouteEntry[];
  }
}

/**
 * Keeps the route table as routes are added, so whatever must cover every route (the fuzz test,
 * the check that the OpenAPI document lists them all) reads it from the app instead of a list kept
 * by hand that new routes would escape. Must run before any route is added.
 */
export function collectRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const policy = policyOf(route);
    if (!policy) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) table.push({ method, url: route.url, access: policy });
  });
}
