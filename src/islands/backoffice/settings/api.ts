import { settingEntrySchema, settingHistorySchema, settingListSchema, settingsPaths, regionSettingKeys, type SettingKey } from '../../../contract/operator.ts';
import { api, call } from '../../../lib/api/client.ts';

/**
 * The settings screen's calls. Region blocks go through their own routes, which the risk desk may
 * use; every other key through the settings routes, which only admin may.
 */
export const isRegionKey = (key: SettingKey) => (regionSettingKeys as readonly string[]).includes(key);
const pathOf = (key: SettingKey, paths: { settings: string; region: string }) => (isRegionKey(key) ? paths.region : paths.settings).replace(':key', key);

export const getSettings = () => call(settingListSchema, api().get(settingsPaths.list));
export const getRegionBlocks = () => call(settingListSchema, api().get(settingsPaths.regions));

export const changeSetting = (key: SettingKey, value: unknown, reason: string) =>
  call(settingEntrySchema, api().put(pathOf(key, { settings: settingsPaths.one, region: settingsPaths.region }), { json: { value, reason } }));

export const getSettingHistory = (key: SettingKey, limit = 20) =>
  call(settingHistorySchema, api().get(pathOf(key, { settings: settingsPaths.history, region: settingsPaths.regionHistory }), { searchParams: { limit } }));
