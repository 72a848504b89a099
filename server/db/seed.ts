import { sql } from 'drizzle-orm';
import { seedDemoStaff } from './seed-staff.ts';
import { settingDefaults } from '../modules/settings/defaults.ts';
import { insertMissingSettings } from '../modules/settings/repository.ts';
import type { Db } from './index.ts';
import { seedDemoAccounts } from './seed-accounts.ts';
import { seedDemoPayments } from './seed-payments.ts';
import { seedDemoRewards } from './seed-points.ts';
import { seedDemoInbox } from './seed-inbox.ts';
import { seedDemoPromotions } from './seed-promotions.ts';
import { seedDemoUplines } from './seed-wallet.ts';
import { setting } from './schema.ts';

/** True when no demo data has been written yet: the settings table is the first thing the seed fills. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(setting);
  return (row?.count ?? 0) === 0;
}

/**
 * Fills the demo data. Safe to run again: it only adds what is missing, never overwrites what an
 * operator changed.
 */
export async function seedDemo(db: Db, options: { defaultPassword?: string } = {}): Promise<{ settings: number }> {
  const settings = await insertMissingSettings(db, settingDefaults);
  await seedDemoAccounts(db, options);
  await seedDemoUplines(db);
  await seedDemoPayments(db);
  await seedDemoRewards(db);
  await seedDemoInbox(db);
  await seedDemoPromotions(db);
  await seedDemoStaff(db);
  return { settings };
}
