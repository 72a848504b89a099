import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { operatorAction, setting } from '../../db/schema.ts';
import { appendAudit } from '../protection/audit.ts';

export interface SettingRow {
  key: string;
  value: unknown;
  updatedAt: Date;
  updatedBy: string | null;
}

export interface ActionRecord {
  actor: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  reason: string;
}

/** The action name of a setting's change in the operator's log. */
export const settingAction = 'setting.set';

export function readSettings(db: Db): Promise<SettingRow[]> {
  return db.select().from(setting);
}

/**
 * Writes one setting (`previousDefault` is what the key held while it had no row) and its audit row in one transaction; the row is locked first so two operators
 * changing one key at once each record the value they really replaced.
 */
export async function writeSetting(
  db: Db,
  change: { key: string; value: unknown; previousDefault: unknown },
  record: Omit<ActionRecord, 'target' | 'before' | 'after'>,
): Promise<{ before: unknown; row: SettingRow }> {
  const { key, value } = change;
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ value: setting.value }).from(setting).where(eq(setting.key, key)).for('update');
    const now = new Date();
    const [row] = await tx
      .insert(setting)
      .values({ key, value, updatedAt: now, updatedBy: record.actor })
      .onConflictDoUpdate({ target: setting.key, set: { value, updatedAt: now, updatedBy: record.actor } })
      .returning();
    const before = current ? current.value : change.previousDefault;
    await tx.insert(operatorAction).values({ ...record, target: key, before, after: value });
    await appendAudit(tx, {
      actor: record.actor,
      kind: `operator.${record.action}`,
      subject: `setting:${key}`,
      data: { before, after: value, reason: record.reason },
    });
    if (!row) throw new Error(`setting ${key} was not written`);
    return { before, row };
  });
}

/** Fills keys that have no row yet; rows an operator already wrote stay as they are. */
export async function insertMissingSettings(db: Db, values: Record<string, unknown>): Promise<number> {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value, updatedBy: 'seed' }));
  if (rows.length === 0) return 0;
  const inserted = await db.insert(setting).values(rows).onConflictDoNothing().returning({ key: setting.key });
  return inserted.length;
}

export function listActions(db: Db, limit: number) {
  return db.select().from(operatorAction).orderBy(desc(operatorAction.at), desc(operatorAction.id)).limit(limit);
}

/** One key's changes, newest first: the audit rows writeSetting keeps beside each change. */
export function listSettingChanges(db: Db, key: string, limit: number) {
  return db
    .select({
      id: operatorAction.id,
      actor: operatorAction.actor,
      before: operatorAction.before,
      after: operatorAction.after,
      reason: operatorAction.reason,
      at: operatorAction.at,
    })
    .from(operatorAction)
    .where(and(eq(operatorAction.action, settingAction), eq(operatorAction.target, key)))
    .orderBy(desc(operatorAction.at), desc(operatorAction.id))
    .limit(limit);
}
