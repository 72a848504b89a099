import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingKeys } from '../../src/contract/operator.ts';
import { createSettingsService } from '../modules/settings/service.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { fixtureCatalog } from '../test/fixtures.ts';
import { migrate } from './migrate.ts';
import { isEmpty, seedDemo } from './seed.ts';

describe('migrations and the demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ catalog: fixtureCatalog(), seed: false });
  });
  afterAll(() => t?.close());

  it('can migrate an up-to-date database again', async () => {
    await expect(migrate(t.database)).resolves.toBeUndefined();
  });

  it('fills every setting once and never overwrites an operator change', async () => {
    expect(await isEmpty(t.database.db)).toBe(true);
    expect(await seedDemo(t.database.db)).toEqual({ settings: settingKeys.length });
    expect(await isEmpty(t.database.db)).toBe(false);

    const settings = createSettingsService(t.database.db);
    await settings.set('maintenance', true, { actor: 'op', reason: 'before a re-seed' });
    expect(await seedDemo(t.database.db)).toEqual({ settings: 0 });
    expect(await createSettingsService(t.database.db).get('maintenance')).toBe(true);
  });
});
