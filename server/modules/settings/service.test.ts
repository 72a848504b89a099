import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { fixtureCatalog } from '../../test/fixtures.ts';
import { createSettingsService } from './service.ts';

describe('settings service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ catalog: fixtureCatalog() });
  });
  afterAll(() => t?.close());

  it("sees another process's change within a second and its own at once", async () => {
    let clock = 0;
    const here = createSettingsService(t.database.db, () => clock);
    const elsewhere = createSettingsService(t.database.db, () => clock);
    expect(await here.get('maintenance')).toBe(false);

    await elsewhere.set('maintenance', true, { actor: 'other', reason: 'planned upgrade' });
    expect(await elsewhere.get('maintenance')).toBe(true);
    clock = 999;
    expect(await here.get('maintenance')).toBe(false);
    clock = 1000;
    expect(await here.get('maintenance')).toBe(true);

    await here.set('maintenance', false, { actor: 'here', reason: 'upgrade done' });
    expect(await here.get('maintenance')).toBe(false);
  });

  it('requires a reason for every change', async () => {
    const service = createSettingsService(t.database.db);
    await expect(service.set('maintenance', true, { actor: 'x', reason: ' ' })).rejects.toThrow();
    expect(await service.get('maintenance')).toBe(false);
  });

  it('records the value each change replaced, newest first', async () => {
    const service = createSettingsService(t.database.db);
    await service.set('restrictedCountries', ['US'], { actor: 'a', reason: 'first block' });
    await service.set('restrictedCountries', ['US', 'KR'], { actor: 'b', reason: 'second block' });
    const [latest, previous] = await service.actions(2);
    expect(latest).toMatchObject({ actor: 'b', before: ['US'], after: ['US', 'KR'], reason: 'second block' });
    expect(previous).toMatchObject({ actor: 'a', before: [], after: ['US'] });
  });
});
