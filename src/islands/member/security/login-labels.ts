import { loginMethods, loginOutcomes } from '../../../contract/member.ts';
import { isOneOf } from '../../../lib/one-of.ts';
import type { Translate } from '../../../ui/text.tsx';

/** How a login started, in words; a method this page does not know yet shows as the server names it. */
export function methodLabel(t: Translate, method: string): string {
  return isOneOf(loginMethods, method) ? t(`center.logins.method.${method}`) : method;
}

/** How a login ended, in words; any other error code that refused it reads as refused. */
export function outcomeLabel(t: Translate, outcome: string): string {
  return t(isOneOf(loginOutcomes, outcome) ? `center.logins.outcome.${outcome}` : 'center.logins.outcome.refused');
}
