import { useState } from 'react';
import { useAgentText } from '../i18n.tsx';
import { Field } from '../../../ui/Field.tsx';

/** One team member's rows only, by username; empty shows the whole team. Applied on submit. */
export function MemberFilter({ onChange }: { onChange: (member: string | undefined) => void }) {
  const t = useAgentText();
  const [draft, setDraft] = useState('');
  return (
    <form
      className="mc-filters"
      onSubmit={(event) => {
        event.preventDefault();
        onChange(draft.trim() || undefined);
      }}
    >
      <Field label={t('agentCenter.col.member')}>
        <input value={draft} onChange={(event) => setDraft(event.target.value)} />
      </Field>
      <button type="submit" className="btn btn--ghost">
        {t('agentCenter.search')}
      </button>
    </form>
  );
}
