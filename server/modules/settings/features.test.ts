import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WhitelabelNode } from '../../../src/contract/system.ts';
import { AppError } from '../../http/envelope.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { fixtureCatalog } from '../../test/fixtures.ts';
import { isFeatureOn, requireFeature } from './features.ts';

const node = (modId: string, enabled: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({ modId, enabled, childrenNodes });

describe('feature toggles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ catalog: fixtureCatalog() });
  });
  afterAll(() => t?.close());

  const setTree = (tree: WhitelabelNode[]) => t.app.settings.set('whitelabel', tree, { actor: 'test', reason: 'feature test' });

  it('reads top-level and nested toggles', async () => {
    await setTree([node('FREEPLAY3', true), node('MEMBER', true, [node('MOBILEVERCODELOGIN3', true), node('CHNGPASSVERIF3', false)])]);
    expect(await isFeatureOn(t.app, 'FREEPLAY3')).toBe(true);
    expect(await isFeatureOn(t.app, 'MOBILEVERCODELOGIN3')).toBe(true);
    expect(await isFeatureOn(t.app, 'CHNGPASSVERIF3')).toBe(false);
    expect(await isFeatureOn(t.app, 'MOBILENUMREG3')).toBe(false);
  });

  it('treats everything under a switched-off node as off', async () => {
    await setTree([node('MEMBER', false, [node('FREEPLAY3', true)])]);
    expect(await isFeatureOn(t.app, 'FREEPLAY3')).toBe(false);
  });

  it('refuses with FEATURE_DISABLED when off', async () => {
    await setTree([node('FREEPLAY3', false), node('REGMOBVERF3', true)]);
    await expect(requireFeature(t.app, 'FREEPLAY3')).rejects.toMatchObject({ code: 'FEATURE_DISABLED' });
    await expect(requireFeature(t.app, 'FREEPLAY3')).rejects.toBeInstanceOf(AppError);
    await expect(requireFeature(t.app, 'REGMOBVERF3')).resolves.toBeUndefined();
  });
});
