import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { categoryIds } from '../../../content/schemas.ts';
import { featureModIds, registerFieldNames, type RegisterFieldRule, type WhitelabelNode } from '../../../contract/system.ts';
import { settingSchemas, type SettingKey } from '../../../contract/operator.ts';

/**
 * How each setting is edited: a form of plain inputs whose values become the key's value, checked by
 * the key's own schema from the contract (the same one the server applies). Keys without a form
 * here are rarely changed and take their JSON.
 */

export type FieldKind = 'checkbox' | 'text' | 'number' | 'lines' | 'url';
export interface FieldSpec {
  name: string;
  kind: FieldKind;
}
export type FormValues = Record<string, string | boolean>;

export interface SettingForm {
  fields: FieldSpec[];
  /** The inputs' values for the key's current value. */
  from(value: unknown): FormValues;
  /** The key's value from the inputs; `current` keeps the parts the form does not show. */
  to(values: FormValues, current: unknown): unknown;
  /** The input a schema finding at `path` belongs to. */
  fieldAt(path: readonly PropertyKey[]): string | undefined;
}

const text = (value: FormValues[string] | undefined) => (typeof value === 'string' ? value : '');
/** An empty number input is no number: the schema then says the field is required. */
const numberOf = (value: FormValues[string] | undefined) => (text(value).trim() === '' ? undefined : Number(text(value)));
/** One item a line; commas also separate, as lists are often pasted from a sentence. */
export const linesOf = (value: FormValues[string] | undefined) =>
  text(value)
    .split(/[\n,]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');

function read(kind: FieldKind, value: unknown): string | boolean {
  if (kind === 'checkbox') return value === true;
  if (kind === 'lines') return Array.isArray(value) ? value.join('\n') : '';
  return value === null || value === undefined ? '' : String(value);
}

function write(kind: FieldKind, value: FormValues[string] | undefined): unknown {
  if (kind === 'checkbox') return value === true;
  if (kind === 'number') return numberOf(value);
  if (kind === 'lines') return linesOf(value);
  // An empty link is no link: the setting holds null, which hides what it points to.
  if (kind === 'url') return text(value).trim() === '' ? null : text(value).trim();
  return text(value).trim();
}

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The value is one input's (maintenance, a list, a number). */
function single(kind: FieldKind): SettingForm {
  const name = 'value';
  return {
    fields: [{ name, kind }],
    from: (value) => ({ [name]: read(kind, value) }),
    to: (values) => write(kind, values[name]),
    fieldAt: () => name,
  };
}

/** The value is an object whose listed properties are inputs; other properties are kept as they are. */
function object(fields: FieldSpec[]): SettingForm {
  return {
    fields,
    from: (value) => Object.fromEntries(fields.map(({ name, kind }) => [name, read(kind, asObject(value)[name])])),
    to: (values, current) => ({ ...asObject(current), ...Object.fromEntries(fields.map(({ name, kind }) => [name, write(kind, values[name])])) }),
    fieldAt: (path) => (typeof path[0] === 'string' && fields.some((field) => field.name === path[0]) ? path[0] : undefined),
  };
}

/** Feature toggles: one checkbox per known toggle at the tree's top; nodes under them are kept. */
const features: SettingForm = {
  fields: featureModIds.map((name) => ({ name, kind: 'checkbox' })),
  from: (value) => Object.fromEntries(featureModIds.map((id) => [id, (value as WhitelabelNode[]).some((node) => node.modId === id && node.enabled)])),
  to: (values, current) => {
    const nodes = Array.isArray(current) ? (current as WhitelabelNode[]) : [];
    const kept = nodes.map((node) => (node.modId in values ? { ...node, enabled: values[node.modId] === true } : node));
    const missing = featureModIds
      .filter((id) => !nodes.some((node) => node.modId === id))
      .map((modId) => ({ modId, enabled: values[modId] === true, childrenNodes: [] }));
    return [...kept, ...missing];
  },
  fieldAt: () => undefined,
};

export const ruleParts = ['enabled', 'required', 'min', 'max'] as const;
export const ruleInput = (field: string, part: (typeof ruleParts)[number]) => `${field}__${part}`;

/** Registration fields: on, required and length bounds per field; the pattern stays the field's family's. */
const register: SettingForm = {
  fields: registerFieldNames.flatMap((field) =>
    ruleParts.map((part) => ({ name: ruleInput(field, part), kind: part === 'enabled' || part === 'required' ? 'checkbox' : 'number' }) as FieldSpec),
  ),
  from: (value) =>
    Object.fromEntries(
      (value as RegisterFieldRule[]).flatMap((rule) =>
        ruleParts.map((part) => [ruleInput(rule.field, part), read(typeof rule[part] === 'boolean' ? 'checkbox' : 'number', rule[part])]),
      ),
    ),
  to: (values, current) =>
    (current as RegisterFieldRule[]).map((rule) => ({
      ...rule,
      enabled: values[ruleInput(rule.field, 'enabled')] === true,
      required: values[ruleInput(rule.field, 'required')] === true,
      min: numberOf(values[ruleInput(rule.field, 'min')]),
      max: numberOf(values[ruleInput(rule.field, 'max')]),
    })),
  fieldAt: () => undefined,
};

/** The input of one game category's earning rate. */
export const rateInput = (category: string) => `rate__${category}`;
export const rateCategoryOf = (name: string) => (name.startsWith('rate__') ? name.slice('rate__'.length) : undefined);
const conversionParts = ['amountPerPoint', 'minimumPoints'] as const;

/**
 * The points mall: one rate per game category (empty: the category earns nothing) and the
 * conversion, what a point is worth and the fewest points one conversion takes.
 */
const points: SettingForm = {
  fields: [
    ...categoryIds.map((category) => ({ name: rateInput(category), kind: 'number' }) as FieldSpec),
    ...conversionParts.map((name) => ({ name, kind: 'number' }) as FieldSpec),
  ],
  from: (value) => {
    const { earnRates, conversion } = asObject(value);
    return {
      ...Object.fromEntries(categoryIds.map((category) => [rateInput(category), read('number', asObject(earnRates)[category])])),
      ...Object.fromEntries(conversionParts.map((name) => [name, read('number', asObject(conversion)[name])])),
    };
  },
  to: (values, current) => ({
    ...asObject(current),
    earnRates: Object.fromEntries(
      categoryIds.flatMap((category) => {
        const rate = numberOf(values[rateInput(category)]);
        return rate === undefined ? [] : [[category, rate]];
      }),
    ),
    conversion: {
      ...asObject(asObject(current).conversion),
      ...Object.fromEntries(conversionParts.map((name) => [name, numberOf(values[name])])),
    },
  }),
  fieldAt: ([part, name]) => {
    if (part === 'earnRates' && typeof name === 'string') return rateInput(name);
    if (part === 'conversion' && typeof name === 'string' && (conversionParts as readonly string[]).includes(name)) return name;
    return undefined;
  },
};

export const settingForms: Partial<Record<SettingKey, SettingForm>> = {
  maintenance: single('checkbox'),
  whitelabel: features,
  register,
  restrictedCountries: single('lines'),
  restrictedIpRanges: single('lines'),
  domains: single('lines'),
  imageCDNs: single('lines'),
  launchGameCDNs: single('lines'),
  currency: object([
    { name: 'code', kind: 'text' },
    { name: 'symbol', kind: 'text' },
  ]),
  walletMode: object([
    { name: 'isSingle', kind: 'checkbox' },
    { name: 'vendors', kind: 'lines' },
  ]),
  withdrawalLimits: object([
    { name: 'min', kind: 'number' },
    { name: 'max', kind: 'number' },
    { name: 'dailyCount', kind: 'number' },
  ]),
  withdrawalAutoReceiptMinutes: single('number'),
  licence: object([
    { name: 'number', kind: 'text' },
    { name: 'url', kind: 'url' },
  ]),
  appDownloads: object([
    { name: 'ios', kind: 'url' },
    { name: 'android', kind: 'url' },
    { name: 'mobileconfig', kind: 'url' },
  ]),
  points,
  referral: object([
    { name: 'enabled', kind: 'checkbox' },
    { name: 'firstDepositReward', kind: 'number' },
    { name: 'firstDepositMin', kind: 'number' },
    { name: 'validBetsReward', kind: 'number' },
    { name: 'validBetsTarget', kind: 'number' },
    { name: 'turnover', kind: 'number' },
    { name: 'claimDays', kind: 'number' },
  ]),
  vip: object([
    { name: 'enabled', kind: 'checkbox' },
    { name: 'periodDays', kind: 'number' },
    { name: 'claimDays', kind: 'number' },
  ]),
};

/** What a rarely changed key is edited as: its JSON, still checked by its schema before it is sent. */
export const jsonForm: SettingForm = {
  fields: [{ name: 'json', kind: 'text' }],
  from: (value) => ({ json: JSON.stringify(value, null, 2) }),
  to: (values) => {
    try {
      return JSON.parse(text(values.json)) as unknown;
    } catch {
      return undefined;
    }
  },
  fieldAt: () => 'json',
};

export const formOf = (key: SettingKey): SettingForm => settingForms[key] ?? jsonForm;

/**
 * react-hook-form's resolver for one key: the inputs become the value, the contract's schema checks it,
 * and each finding lands on its input (`root` when no input shows that part). The resolved values are
 * the setting's value itself, ready to send.
 */
export function settingResolver(key: SettingKey, current: unknown): Resolver<FormValues> {
  const form = formOf(key);
  return (values) => {
    const result = settingSchemas[key].safeParse(form.to(values, current));
    if (result.success) return { values: result.data as unknown as FormValues, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const field = form.fieldAt(issue.path) ?? 'root';
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<FormValues> };
  };
}
