import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { contentSettingKeys, regionSettingKeys, settingDesks, type SettingEntry, type SettingKey } from '../../../contract/operator.ts';
import { $staff, holds } from '../../../stores/staff.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { useLoad } from '../../../ui/useLoad.ts';
import { useBackofficeText } from '../i18n.tsx';
import { getDeskSettings, getSettings } from './api.ts';
import { SettingCard } from './SettingCard.tsx';

/** The screen's parts, in the order an operator looks for them; keys not named here come last. */
const groups = [
  { id: 'site', keys: ['maintenance', 'whitelabel', 'register', 'licence'] },
  { id: 'region', keys: regionSettingKeys },
  { id: 'content', keys: contentSettingKeys },
  { id: 'delivery', keys: ['domains', 'imageCDNs', 'launchGameCDNs', 'appDownloads'] },
  { id: 'money', keys: ['currency', 'walletMode', 'withdrawalLimits', 'withdrawalAutoReceiptMinutes'] },
] as const satisfies readonly { id: string; keys: readonly SettingKey[] }[];
const grouped = new Set<SettingKey>(groups.flatMap((group) => group.keys));

/**
 * The operator's settings, each with its form, reason and history. Admin sees every key; another
 * staff member sees the keys of each desk whose permission they hold (`settingDesks`): the risk
 * desk the region blocks, marketing the points mall, invite friends and VIP. A change applies on
 * every server within a second.
 */
export default function Settings() {
  const t = useBackofficeText();
  const staff = useStore($staff);
  const everything = holds(staff, 'settings');
  const desks = settingDesks.filter((desk) => holds(staff, desk.permission));
  const loaded = useLoad(
    async () => (everything ? getSettings() : (await Promise.all(desks.map((desk) => getDeskSettings(desk)))).flat()),
    everything ? 'all' : desks.map((desk) => desk.permission).join(','),
  );
  const [saved, setSaved] = useState<Partial<Record<SettingKey, SettingEntry>>>({});

  return (
    <Loading state={loaded}>
      {(entries) => {
        const byKey = new Map(entries.map((entry) => [entry.key, saved[entry.key] ?? entry]));
        const parts = [
          ...groups.map((group) => ({ id: group.id as string, keys: group.keys.filter((key) => byKey.has(key)) as SettingKey[] })),
          { id: 'other', keys: entries.map((entry) => entry.key).filter((key) => !grouped.has(key)) },
        ].filter((part) => part.keys.length > 0);
        return (
          <div className="bo-sections">
            <p className="bo-muted">{t('backoffice.settings.intro')}</p>
            {parts.map((part) => (
              <section key={part.id} className="bo-settings__group" aria-labelledby={`settings-${part.id}`}>
                <h2 id={`settings-${part.id}`}>{t(`backoffice.settings.group.${part.id as 'site'}`)}</h2>
                {part.keys.map((key) => {
                  const entry = byKey.get(key);
                  return (
                    entry && (
                      <SettingCard key={`${key}:${entry.updatedAt ?? ''}`} entry={entry} onSaved={(next) => setSaved((all) => ({ ...all, [key]: next }))} />
                    )
                  );
                })}
              </section>
            ))}
          </div>
        );
      }}
    </Loading>
  );
}
