import { atom, computed } from 'nanostores';
import { featureModIds, isFeatureEnabled, statusSchema, type FeatureModId, type SystemStatus } from '../contract/system.ts';
import { api, call } from '../lib/api/client.ts';

/** GET /wps/system/status: register rules, feature toggles, sign-in buttons and the encryption key. */
export const $status = atom<SystemStatus | undefined>(undefined);

let pending: Promise<SystemStatus> | undefined;

/** Loads the status once per page, when a dialog first needs it; a failed load may be tried again. */
export function loadStatus(): Promise<SystemStatus> {
  const loaded = $status.get();
  if (loaded) return Promise.resolve(loaded);
  pending ??= call(statusSchema, api().get('wps/system/status', { searchParams: { url: location.host } })).then(
    (status) => {
      $status.set(status);
      pending = undefined;
      return status;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

export type Features = Record<FeatureModId, boolean>;

/** Which of the whitelabel toggles the dialogs care about are on; all off until the status is known. */
export const $features = computed($status, (status): Features => {
  const tree = status?.info.whitelabel ?? [];
  return Object.fromEntries(featureModIds.map((modId) => [modId, isFeatureEnabled(tree, modId)])) as Features;
});

export function isOn(modId: FeatureModId): boolean {
  return $features.get()[modId];
}
