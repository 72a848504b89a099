import type { UseFormReturn } from 'react-hook-form';
import type { SettingKey } from '../../../contract/operator.ts';
import { registerFieldNames } from '../../../contract/system.ts';
import { Field } from '../../../ui/Field.tsx';
import { type BackofficeKey, useBackofficeText } from '../i18n.tsx';
import { rateCategoryOf, ruleInput, ruleParts, type FieldSpec, type FormValues, type SettingForm } from './forms.ts';

/**
 * The words of one input: a key's only input is named after the key, an object's inputs after their
 * property, a game category's earning rate after the category.
 */
function useLabel(settingKey: SettingKey, form: SettingForm): (field: FieldSpec) => string {
  const t = useBackofficeText();
  return (field) => {
    const category = rateCategoryOf(field.name);
    if (category) return t('backoffice.settings.field.earnRate', { category });
    if (field.name === 'json') return t('backoffice.settings.field.json');
    if (form.fields.length === 1) return t(`backoffice.settings.value.${settingKey}` as BackofficeKey);
    return t(`backoffice.settings.field.${field.name}` as BackofficeKey);
  };
}

/** Field hands its child the id and the aria attributes that tie the label, hint and error to the input: passed on here. */
type Described = { id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

function Input({ field, form, ...described }: { field: FieldSpec; form: UseFormReturn<FormValues> } & Described) {
  const inputs = { ...described, ...form.register(field.name) };
  if (field.kind === 'lines') return <textarea rows={4} spellCheck={false} {...inputs} />;
  if (field.name === 'json') return <textarea rows={10} spellCheck={false} className="bo-setting__json" {...inputs} />;
  return <input type={field.kind === 'url' ? 'url' : 'text'} inputMode={field.kind === 'number' ? 'decimal' : undefined} autoComplete="off" {...inputs} />;
}

/** The registration fields as a table: on, required, shortest and longest, one row per field. */
function RegisterTable({ form, errors }: { form: UseFormReturn<FormValues>; errors: Record<string, string> }) {
  const t = useBackofficeText();
  return (
    <div className="ui-table" role="region" aria-label={t('backoffice.settings.key.register')} tabIndex={0}>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('backoffice.settings.rule.field')}</th>
            {ruleParts.map((part) => (
              <th key={part} scope="col">
                {t(`backoffice.settings.rule.${part}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {registerFieldNames.map((field) => (
            <tr key={field}>
              <th scope="row">{field}</th>
              {ruleParts.map((part) => {
                const name = ruleInput(field, part);
                const label = `${field}: ${t(`backoffice.settings.rule.${part}`)}`;
                return (
                  <td key={part}>
                    {part === 'enabled' || part === 'required' ? (
                      <input type="checkbox" aria-label={label} {...form.register(name)} />
                    ) : (
                      <input
                        type="text"
                        inputMode="numeric"
                        size={4}
                        aria-label={label}
                        aria-invalid={errors[name] ? true : undefined}
                        {...form.register(name)}
                      />
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The inputs of one setting's form. */
export function SettingInputs({
  settingKey,
  spec,
  form,
  errors,
}: {
  settingKey: SettingKey;
  spec: SettingForm;
  form: UseFormReturn<FormValues>;
  errors: Record<string, string>;
}) {
  const t = useBackofficeText();
  const labelOf = useLabel(settingKey, spec);
  if (settingKey === 'register') return <RegisterTable form={form} errors={errors} />;
  return (
    <>
      {spec.fields.map((field) =>
        field.kind === 'checkbox' ? (
          <label key={field.name} className="bo-setting__check">
            <input type="checkbox" {...form.register(field.name)} />{' '}
            {settingKey === 'whitelabel' ? (
              <>
                <code>{field.name}</code> {t(`backoffice.settings.feature.${field.name}` as BackofficeKey)}
              </>
            ) : (
              labelOf(field)
            )}
          </label>
        ) : (
          <Field
            key={field.name}
            label={labelOf(field)}
            hint={field.kind === 'lines' ? t('backoffice.settings.linesHint') : undefined}
            error={errors[field.name]}
          >
            <Input field={field} form={form} />
          </Field>
        ),
      )}
    </>
  );
}
