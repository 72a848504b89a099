import { useState, type FormEvent } from 'react';
import { contactFieldNames, identityFieldNames, type Profile, type ProfileField, type ProfileUpdate } from '../../../contract/member.ts';
import { updateProfile } from '../../../lib/api/member.ts';
import { useText, type CenterKey } from '../i18n.tsx';
import { Field } from '../ui/Field.tsx';
import { Notice } from '../ui/Notice.tsx';
import { useAction } from '../useAction.ts';

const labelKey = (field: ProfileField) => `profile.field.${field}` as CenterKey;

/** The further profile fields (SPEC §3): identity fields are editable only while empty. */
export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const { t } = useText();
  const action = useAction();
  const [values, setValues] = useState<Partial<Record<ProfileField, string>>>({});
  const [saved, setSaved] = useState(false);
  const current = (field: ProfileField) => values[field] ?? profile.fields[field] ?? '';
  const locked = (field: ProfileField) => (profile.locked as readonly string[]).includes(field);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const update: Record<string, string> = {};
    for (const field of [...identityFieldNames, ...contactFieldNames]) {
      const typed = values[field];
      if (typed === undefined || locked(field) || typed.trim() === (profile.fields[field] ?? '')) continue;
      // An empty identity field stays empty; a contact field may be cleared.
      if ((identityFieldNames as readonly string[]).includes(field) && !typed.trim()) continue;
      update[field] = typed.trim();
    }
    if (Object.keys(update).length === 0) return action.refuse({});
    const result = await action.run(update, () => updateProfile(update as ProfileUpdate));
    if (result) {
      setValues({});
      setSaved(true);
      onSaved(result);
    }
  };

  const input = (field: ProfileField) => (
    <Field key={field} label={t(labelKey(field))} error={action.errors[field]} hint={locked(field) ? t('center.profile.locked') : undefined}>
      <input
        type={field === 'birthday' ? 'date' : 'text'}
        readOnly={locked(field)}
        value={current(field)}
        onChange={(event) => setValues((previous) => ({ ...previous, [field]: event.target.value }))}
      />
    </Field>
  );

  return (
    <section aria-labelledby="mc-profile">
      <h3 id="mc-profile">{t('center.profile.title')}</h3>
      <form className="mc-form mc-form--grid" onSubmit={submit} noValidate>
        <fieldset>
          <legend>{t('center.profile.identity')}</legend>
          {identityFieldNames.map(input)}
        </fieldset>
        <fieldset>
          <legend>{t('center.profile.contact')}</legend>
          {contactFieldNames.map(input)}
        </fieldset>
        <Notice kind="error">{action.message}</Notice>
        {saved && <Notice kind="success">{t('center.profile.saved')}</Notice>}
        <button type="submit" className="btn btn--primary" disabled={action.pending}>
          {t('center.profile.save')}
        </button>
      </form>
    </section>
  );
}
