import { atom } from 'nanostores';
import { agentPaths, consolidatedSchema, type Consolidated } from '../contract/agent.ts';
import { api, call } from '../lib/api/client.ts';
import { agentCenterTypes } from './session.ts';

/**
 * The consolidated answer (contracts and the flag-gated agent entries): loaded when the header mounts
 * for an agent of the center's types (SPEC §7; never for type 4, §6), again after any contract action
 * (§4), and shared with the agent center so it does not ask twice.
 */
export const $consolidated = atom<Consolidated | undefined>(undefined);

/** Whether a session's user type loads the consolidated answer. */
export const loadsConsolidated = (type: string | undefined) => agentCenterTypes.includes(type ?? '');

let pending: Promise<Consolidated> | undefined;

/**
 * Asks for the answer, joining a request already under way (the header's on mount and the agent
 * center's first look are one request). `fresh` asks anew, for the state after a contract action.
 */
export function loadConsolidated({ fresh = false } = {}): Promise<Consolidated> {
  if (pending && !fresh) return pending;
  const request = call(consolidatedSchema, api().get(agentPaths.consolidated)).then((value) => {
    // An older answer that arrives late never replaces a newer one.
    if (pending === request) $consolidated.set(value);
    return value;
  });
  pending = request;
  void request.then(
    () => {
      if (pending === request) pending = undefined;
    },
    () => {
      if (pending === request) pending = undefined;
    },
  );
  return request;
}
