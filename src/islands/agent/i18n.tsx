import { createContext, useContext } from 'react';
import type { MessageKey } from '../../i18n/translate.ts';

/** Keys the agent center may show besides the member center's shared parts (labels.ts sends both). */
export type AgentKey = Extract<MessageKey, `agentCenter.${string}` | 'higher_rate'>;
export type AgentTranslate = (key: AgentKey, vars?: Record<string, string | number>) => string;

export const AgentTextContext = createContext<AgentTranslate>((key) => key);

export function useAgentText(): AgentTranslate {
  return useContext(AgentTextContext);
}

/** Reloads the consolidated answer (SPEC §4: after any contract action), so the flag-gated entries follow. */
export const ConsolidatedReloadContext = createContext<() => void>(() => {});
