import { useAgentText } from '../i18n.tsx';

/** An account type as words: a member, or an agent of its type. */
export function TypeName({ type }: { type: number }) {
  const t = useAgentText();
  return <>{type === 0 ? t('agentCenter.type.member') : t('agentCenter.type.agent', { type })}</>;
}
