import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * Text no column can hold as sent: a lone UTF-16 surrogate (JSON's "\ud800" escape decodes into one;
 * PostgreSQL's jsonb refuses it and a text column would silently store U+FFFD instead) or NUL, which
 * PostgreSQL refuses in text and jsonb alike.
 */
export function isStorableText(text: string): boolean {
  return text.isWellFormed() && !text.includes('\u0000');
}

/** Parsed JSON, forms and query strings (whose objects may have no prototype); a raw Buffer body is not text. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && !(value instanceof ArrayBuffer);
}

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of the first field of a parsed input whose text (a value, or a key) is not storable; null
 * when all of it is. It walks with a stack of its own and links each value to its parent, so a deeply
 * nested body neither overflows the call stack nor costs more than one visit per value.
 */
export function unstorablePath(input: unknown): (string | number)[] | null {
  const pending: Visit[] = [{ value: input, key: null, parent: null }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const visit = next;
    const { value } = visit;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return pathOf(visit);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, key: index, parent: visit }));
    } else if (isRecord(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (!isStorableText(key)) return pathOf(visit);
        pending.push({ value: item, key, parent: visit });
      }
    }
  }
  return null;
}

/** Marks the issue, so the field message says what is wrong with the text (validation.ts). */
export const unstorableTextIssue = 'unstorableText';

/**
 * Throws what a failed schema throws, naming the field, when `input` holds unstorable text: the
 * central error handler answers it 400 VALIDATION_FAILED with the field's message in the request's
 * language, even where the caller has no request at hand (a decrypted payload).
 */
export function refuseUnstorableText(input: unknown, context: 'body' | 'querystring' | 'params'): void {
  const path = unstorablePath(input);
  if (path === null) return;
  const error = new z.ZodError([{ code: 'custom', path, message: 'text that cannot be stored', params: { [unstorableTextIssue]: true } }]);
  throw Object.assign(error, { validationContext: context });
}

/**
 * Every route's parsed path parameters, query and body are checked here, before the route's own
 * schema: one rule for every string field of the API, so no route carries such text to the
 * database or a log. (Bodies a route reads raw, as the signed vendor calls, it parses itself.)
 */
export function installTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    // The site's catch-all path (`*`) is no field: its resolver answers any path it cannot serve with the 404 page.
    const { '*': _sitePath, ...params } = (request.params ?? {}) as Record<string, unknown>;
    try {
      refuseUnstorableText(params, 'params');
      refuseUnstorableText(request.query, 'querystring');
      refuseUnstorableText(request.body, 'body');
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
}
