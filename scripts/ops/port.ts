import { z } from 'zod';
import { failureSchema } from '../../src/contract/envelope.ts';
import {
  actionListSchema,
  settingEntrySchema,
  settingListSchema,
  settingSchemas,
  type OperatorAction,
  type SettingEntry,
  type SettingKey,
  type SettingValues,
} from '../../src/contract/operator.ts';
import type { SettingsService } from '../../server/modules/settings/service.ts';
import { UsageError } from './args.ts';

/** What the commands need, whether they talk to the database or to a running server. */
export interface SettingsPort {
  list(): Promise<SettingEntry[]>;
  get<K extends SettingKey>(key: K): Promise<SettingValues[K]>;
  set(key: SettingKey, value: unknown, change: { reason: string; actor: string }): Promise<SettingEntry>;
  actions(limit: number): Promise<OperatorAction[]>;
}

/** A change the server refused because of its value: the caller's mistake, so exit code 2. */
export class RejectedChange extends UsageError {}

function fieldsText(fields: Record<string, string> | undefined): string {
  return fields
    ? Object.entries(fields)
        .map(([name, message]) => `\n  ${name}: ${message}`)
        .join('')
    : '';
}

export function directPort(service: SettingsService): SettingsPort {
  return {
    list: () => service.entries(),
    get: (key) => service.get(key),
    async set(key, value, change) {
      try {
        return await service.set(key, value, change);
      } catch (error) {
        if (!(error instanceof z.ZodError)) throw error;
        const fields = Object.fromEntries(error.issues.map((issue) => [issue.path.join('.'), issue.message]));
        throw new RejectedChange(`the new ${key} was refused:${fieldsText(fields)}`);
      }
    },
    actions: (limit) => service.actions(limit),
  };
}

/** Talks to the operator API of a running server (`--url` or OPS_URL, with OPS_TOKEN). */
export function httpPort(baseUrl: string, token: string, fetcher: typeof fetch = fetch): SettingsPort {
  async function call<T extends z.ZodType>(path: string, schema: T, init: RequestInit = {}): Promise<z.output<T>> {
    const response = await fetcher(new URL(path, baseUrl), {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
    });
    const json: unknown = await response.json().catch(() => null);
    const failed = failureSchema.safeParse(json);
    if (failed.success) {
      const message = `${failed.data.code}: ${failed.data.message}${fieldsText(failed.data.fields)}`;
      throw response.status === 400 ? new RejectedChange(message) : new Error(message);
    }
    const done = z.object({ success: z.literal(true), value: z.unknown() }).safeParse(json);
    const value = done.success ? schema.safeParse(done.data.value) : null;
    if (!value?.success) throw new Error(`${baseUrl} answered ${response.status} with something other than the operator API`);
    return value.data;
  }
  return {
    list: () => call('/ops/settings', settingListSchema),
    async get(key) {
      const entry = await call(`/ops/settings/${key}`, settingEntrySchema);
      return settingSchemas[key].parse(entry.value) as SettingValues[typeof key];
    },
    set: (key, value, change) => call(`/ops/settings/${key}`, settingEntrySchema, { method: 'PUT', body: JSON.stringify({ value, ...change }) }),
    actions: (limit) => call(`/ops/actions?limit=${limit}`, actionListSchema),
  };
}
