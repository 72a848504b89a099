import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { contactFieldNames, identityFieldNames, type Profile, type ProfileField } from '../../../contract/member.ts';
import { updateProfile } from '../../../lib/api/member.ts';
import { fieldMessages } from '../../../ui/form-errors.ts';
import { useText, type CenterKey } from '../../../ui/text.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { useAction } from '../../../ui/useAction.ts';
import { profileChanges, profileSchema, profileValues, type ProfileValues } from './profile-fields.ts';

const labelKey = (field: ProfileField) => `profile.field.${field}` as CenterKey;

/** The further profile fields (SPEC §3): identity fields are editable only while empty. */
export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const { t } = useText();
  const action = useAction();
  const [saved, setSaved] = useState(false);
  const schema = useMemo(() => profileSchema(profile), [profile]);
  const form = useForm<ProfileValues>({ resolver: zodResolver(schema), defaultValues: profileValues(profile) });
  const errors = { ...action.errors, ...fieldMessages(form, t) };
  const locked = (field: ProfileField) => (profile.locked as readonly string[]).includes(field);

  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    const update = profileChanges(profile, values);
    if (Object.keys(update).length === 0) return action.refuse({});
    const result = await action.run(update, () => updateProfile(update));
    if (result) {
      form.reset(profileValues(result));
      setSaved(true);
      onSaved(result);
    }
  });

  const input = (field: ProfileField) => (
    <Field key={field} label={t(labelKey(field))} error={errors[field]} hint={locked(field) ? t('center.profile.locked') : undefined}>
      <input type={field === 'birthday' ? 'date' : 'text'} readOnly={locked(field)} {...form.register(field)} />
    </Field>
  );

  return (
    <section aria-labelledby="mc-profile">
      <h3 id="mc-profile">{t('center.profile.title')}</h3>
      <form className="mc-form mc-form--grid" onSubmit={(event) => void submit(event)} noValidate>
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
