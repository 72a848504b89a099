import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import type { Locale } from '../../src/i18n/locales.ts';
import { translator, type MessageKey } from '../../src/i18n/translate.ts';
import { unstorableTextIssue } from './well-formed-text.ts';

/**
 * Validates requests with the route's zod schema. `reportInput` lets the field messages tell a missing
 * value from a wrong one; the ZodError reaches the central error handler whole, never the client.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    return result.success ? { value: result.data } : { error: result.error };
  };

type Issue = z.core.$ZodIssue;

function messageOf(issue: Issue): { key: MessageKey; vars?: Record<string, string | number> } {
  switch (issue.code) {
    case 'invalid_type':
      return { key: issue.input === undefined ? 'validation.required' : 'validation.type' };
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return { key: 'validation.tooShort', vars: { min } };
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'validation.tooFew', vars: { min } };
      return { key: 'validation.tooSmall', vars: { min } };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { key: 'validation.tooLong', vars: { max } };
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'validation.tooMany', vars: { max } };
      return { key: 'validation.tooBig', vars: { max } };
    }
    case 'invalid_format':
      return { key: 'validation.format' };
    case 'invalid_value':
      return { key: 'validation.choice' };
    case 'unrecognized_keys':
      return { key: 'validation.unknownField' };
    case 'custom':
      return { key: issue.params?.[unstorableTextIssue] ? 'validation.text' : 'validation.invalid' };
    default:
      return { key: 'validation.invalid' };
  }
}

/** One translated message per field ("user.name"), the first issue of a field winning. */
export function fieldMessages(error: z.ZodError, locale: Locale, root = 'body'): Record<string, string> {
  const t = translator(locale);
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const base = issue.path.map(String).join('.');
    const { key, vars } = messageOf(issue);
    const names = issue.code === 'unrecognized_keys' ? issue.keys.map((name) => (base ? `${base}.${name}` : name)) : [base || root];
    for (const name of names) fields[name] ??= t(key, vars);
  }
  return fields;
}
