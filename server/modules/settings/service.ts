import { z } from 'zod';
import {
  settingChangeSchema,
  settingKeys,
  settingSchemas,
  type OperatorAction,
  type SettingChangeRecord,
  type SettingEntry,
  type SettingKey,
  type SettingValues,
} from '../../../src/contract/operator.ts';
import type { Db } from '../../db/index.ts';
import { settingDefaults } from './defaults.ts';
import { listActions, listSettingChanges, readSettings, settingAction, writeSetting, type SettingRow } from './repository.ts';

/** Other processes' changes show within this long; this process's own changes show at once. */
const cacheMilliseconds = 1000;

export interface ChangeContext {
  actor: string;
  reason: string;
}

export interface SettingsService {
  values(): Promise<SettingValues>;
  /**
   * The values as last read, at once and without touching the database: null before the first read.
   * When they are older than the cache allows, a read is started in the background and the next call
   * sees its result; a failed read is tried again after the cache's time. For the per-request paths
   * that must not wait on the database (the site's front door, server/web/front-door.ts).
   */
  current(): SettingValues | null;
  get<K extends SettingKey>(key: K): Promise<SettingValues[K]>;
  entries(): Promise<SettingEntry[]>;
  set<K extends SettingKey>(key: K, value: unknown, context: ChangeContext): Promise<SettingEntry>;
  actions(limit: number): Promise<OperatorAction[]>;
  /** A key's changes, newest first, each with the value it replaced: read from the database, not the cache. */
  history(key: SettingKey, limit: number): Promise<SettingChangeRecord[]>;
}

/** Field names match the operator API's request body, whichever way the change came in. */
function failedAt(field: string, error: z.ZodError): z.ZodError {
  return new z.ZodError(error.issues.map((issue) => ({ ...issue, path: [field, ...issue.path] })));
}

function parseValue<K extends SettingKey>(key: K, value: unknown): SettingValues[K] {
  const result = settingSchemas[key].safeParse(value, { reportInput: true });
  if (result.success) return result.data as SettingValues[K];
  throw failedAt('value', result.error);
}

function parseReason(reason: string): string {
  const result = settingChangeSchema.shape.reason.safeParse(reason, { reportInput: true });
  if (result.success) return result.data;
  throw failedAt('reason', result.error);
}

function entryOf(key: SettingKey, values: SettingValues, row: SettingRow | undefined): SettingEntry {
  return {
    key,
    value: values[key],
    updatedAt: row ? row.updatedAt.toISOString() : null,
    updatedBy: row?.updatedBy ?? null,
  };
}

export function createSettingsService(db: Db, now: () => number = Date.now): SettingsService {
  interface Cached {
    at: number;
    rows: SettingRow[];
    values: SettingValues;
  }
  let cached: Cached | null = null;
  /** The read in flight, shared by every caller that finds the cache stale meanwhile. */
  let reading: Promise<Cached> | null = null;
  let backgroundRetryAt = 0;
  /** Moved on by each change, so a read that started before it never replaces what the change reads. */
  let generation = 0;

  async function load(): Promise<Cached> {
    if (cached && now() - cached.at < cacheMilliseconds) return cached;
    if (!reading) {
      const mine: Promise<Cached> = read().finally(() => {
        if (reading === mine) reading = null;
      });
      reading = mine;
    }
    return reading;
  }

  async function read(): Promise<Cached> {
    const started = generation;
    const rows = await readSettings(db);
    const values = { ...settingDefaults };
    for (const row of rows) {
      if (!(settingKeys as string[]).includes(row.key)) continue;
      const key = row.key as SettingKey;
      const parsed = settingSchemas[key].safeParse(row.value);
      // A value written by an older release that no longer fits keeps the default rather than failing every request.
      if (parsed.success) Object.assign(values, { [key]: parsed.data });
    }
    const fresh: Cached = { at: now(), rows, values };
    if (started === generation) cached = fresh;
    return fresh;
  }

  return {
    async values() {
      return (await load()).values;
    },
    current() {
      if (!cached) return null;
      const at = now();
      if (at - cached.at >= cacheMilliseconds && !reading && at >= backgroundRetryAt) {
        load().catch(() => {
          backgroundRetryAt = now() + cacheMilliseconds;
        });
      }
      return cached.values;
    },
    async get(key) {
      return (await load()).values[key];
    },
    async entries() {
      const { rows, values } = await load();
      return settingKeys.map((key) =>
        entryOf(
          key,
          values,
          rows.find((row) => row.key === key),
        ),
      );
    },
    async set(key, value, context) {
      const parsed = parseValue(key, value);
      const reason = parseReason(context.reason);
      const { row } = await writeSetting(
        db,
        { key, value: parsed, previousDefault: settingDefaults[key] },
        { actor: context.actor, action: settingAction, reason },
      );
      generation += 1;
      cached = null;
      reading = null;
      const { values } = await load();
      return entryOf(key, values, row);
    },
    async actions(limit) {
      const rows = await listActions(db, limit);
      return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
    },
    async history(key, limit) {
      const rows = await listSettingChanges(db, key, limit);
      return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
    },
  };
}
