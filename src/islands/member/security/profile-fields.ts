import { z } from 'zod';
import {
  contactFields,
  identityFieldNames,
  identityFields,
  profileFieldNames,
  type Profile,
  type ProfileField,
  type ProfileUpdate,
} from '../../../contract/member.ts';

export type ProfileValues = Record<ProfileField, string>;

const isIdentity = (field: ProfileField) => (identityFieldNames as readonly string[]).includes(field);
const isLocked = (profile: Profile, field: ProfileField) => (profile.locked as readonly string[]).includes(field);

/** What the inputs start from: the stored profile, an unset field as empty. */
export function profileValues(profile: Profile): ProfileValues {
  return Object.fromEntries(profileFieldNames.map((field) => [field, profile.fields[field] ?? ''])) as ProfileValues;
}

/**
 * The profile as the browser checks it before sending: a field left as stored passes (so a value the
 * rules have since tightened does not block saving another one), an identity field may stay empty, a
 * contact field may be cleared, and anything new must be what the contract's field accepts.
 */
export function profileSchema(profile: Profile) {
  const wires: Record<ProfileField, z.ZodType<string, string>> = { ...identityFields, ...contactFields };
  const field = (name: ProfileField) => {
    const stored = profile.fields[name] ?? '';
    const kept = z.string().refine((value) => value === stored || value === '' || isLocked(profile, name));
    return z
      .string()
      .trim()
      .pipe(z.union([kept, wires[name]]));
  };
  return z.object(Object.fromEntries(profileFieldNames.map((name) => [name, field(name)])) as Record<ProfileField, ReturnType<typeof field>>);
}

/** The PUT body: only fields that changed; a locked or still-empty identity field is never sent. */
export function profileChanges(profile: Profile, values: ProfileValues): ProfileUpdate {
  const update: Record<string, string> = {};
  for (const name of profileFieldNames) {
    const value = values[name].trim();
    if (isLocked(profile, name) || value === (profile.fields[name] ?? '')) continue;
    if (isIdentity(name) && value === '') continue;
    update[name] = value;
  }
  return update as ProfileUpdate;
}
