import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureSchema } from '../../../src/contract/envelope.ts';
import { staffRoles, type StaffRole } from '../../../src/contract/staff.ts';
import { everyRequest, type RouteEntry } from '../../http/access.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { permissionsOf } from './permissions.ts';
import { signedInStaff } from './test-support.ts';

const paramValues: Record<string, string> = {
  id: '999999',
  level: '1',
  verdict: 'approve',
  toggle: 'enable',
  n: '1',
  key: 'maintenance',
  username: 'nobody',
  position: '1',
};
const concrete = (url: string) => url.replace(/:(\w+)/g, (_match, name: string) => paramValues[name] ?? 'x');

describe('staff roles against every operator route', () => {
  let harness: TestApp;
  const app = () => harness.app;
  const headersOf = new Map<StaffRole, Record<string, string>>();

  beforeAll(async () => {
    harness = await createTestApp({ seed: false });
    for (const role of staffRoles) headersOf.set(role, (await signedInStaff(app(), [role])).headers);
  });
  afterAll(() => harness?.close());

  const opsRoutes = (): RouteEntry[] => app().routeTable.filter((route) => route.access === 'ops' && route.method !== 'HEAD');

  /** An empty body: a route the caller may use refuses it as invalid (or finds nothing), never as forbidden. */
  async function answer(route: RouteEntry, headers: Record<string, string>): Promise<string> {
    const response = await app().inject({
      method: route.method as 'GET',
      url: concrete(route.url),
      headers: { ...headers, 'content-type': 'application/json' },
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: '{}' }),
    });
    const body = failureSchema.safeParse(response.json());
    return `${response.statusCode} ${body.success ? body.data.code : 'ok'}`;
  }

  it('declares a permission on every operator route', () => {
    expect(opsRoutes().length).toBeGreaterThan(40);
    for (const route of opsRoutes()) expect(route.permission, `${route.method} ${route.url}`).toBeDefined();
  });

  it('answers 401 to a caller with no credentials on every operator route', async () => {
    for (const route of opsRoutes()) expect(await answer(route, {}), `${route.method} ${route.url}`).toBe('401 NOT_LOGGED_IN');
  });

  it.each(staffRoles)('lets %s through exactly where its permissions reach, and answers 403 elsewhere', async (role) => {
    const held = new Set(permissionsOf([role]));
    const wrong: string[] = [];
    for (const route of opsRoutes()) {
      // Signing out would end the session the next routes use.
      if (route.method === 'DELETE' && route.url === '/ops/staff/session') continue;
      const got = await answer(route, headersOf.get(role)!);
      // An alternative that covers every request opens the route to its permission too; a narrower one
      // (the reports by agent) does not cover this bare request.
      const alternative = route.alternative?.applies === everyRequest ? route.alternative.permission : undefined;
      const allowed = held.has(route.permission!) || (alternative !== undefined && held.has(alternative));
      if (allowed ? /^(401|403) /.test(got) : got !== '403 FORBIDDEN') wrong.push(`${route.method} ${route.url} (${route.permission}): ${got}`);
    }
    expect(wrong).toEqual([]);
  });

  it('grants these permissions to each role', () => {
    expect(permissionsOf(['admin'])).toEqual([
      'self',
      'staff',
      'settings',
      'region',
      'reports',
      'payments',
      'members.read',
      'members.manage',
      'support',
      'content',
      'protection',
      'agents',
      'identity',
    ]);
    expect(permissionsOf(['finance'])).toEqual(['self', 'reports', 'payments', 'members.read']);
    expect(permissionsOf(['support'])).toEqual(['self', 'members.read', 'members.manage', 'support', 'identity']);
    expect(permissionsOf(['marketing'])).toEqual(['self', 'content']);
    expect(permissionsOf(['risk'])).toEqual(['self', 'region', 'members.read', 'protection', 'identity']);
    expect(permissionsOf(['agents'])).toEqual(['self', 'members.read', 'agents']);
    expect(permissionsOf(['finance', 'support'])).toEqual(['self', 'reports', 'payments', 'members.read', 'members.manage', 'support', 'identity']);
  });
});
