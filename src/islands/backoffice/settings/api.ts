import {
  settingDeskOf,
  settingEntrySchema,
  settingHistorySchema,
  settingListSchema,
  settingsPaths,
  type SettingDesk,
  type SettingKey,
} from '../../../contract/operator.ts';
import { api, call } from '../../../lib/api/client.ts';

/**
 * The settings screen's calls. A key a desk keeps (`settingDesks`: the region blocks, the points
 * mall, invite friends and VIP) goes through that desk's routes, which its permission opens; every
 * other key through the settings routes, which only admin may use.
 */
const pathsOf = (key: SettingKey) => settingDeskOf(key)?.paths ?? { one: settingsPaths.one, history: settingsPaths.history };

export const getSettings = () => call(settingListSchema, api().get(settingsPaths.list));
/** The keys one desk keeps. */
export const getDeskSettings = (desk: SettingDesk) => call(settingListSchema, api().get(desk.paths.list));

export const changeSetting = (key: SettingKey, value: unknown, reason: string) =>
  call(settingEntrySchema, api().put(pathsOf(key).one.replace(':key', key), { json: { value, reason } }));

/** A key's history: its address and the rows the screen shows, which its CSV exports too. */
export const settingHistoryPath = (key: SettingKey) => pathsOf(key).history.replace(':key', key);
export const settingHistoryLimit = 20;

export const getSettingHistory = (key: SettingKey, limit = settingHistoryLimit) =>
  call(settingHistorySchema, api().get(settingHistoryPath(key), { searchParams: { limit } }));
