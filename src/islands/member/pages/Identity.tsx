import { useState, type FormEvent } from 'react';
import { identitySides, type IdentitySide, type IdentityView } from '../../../contract/identity.ts';
import { getIdentity, submitIdentity } from '../../../lib/api/member.ts';
import { Field } from '../../../ui/Field.tsx';
import { ImagePicker, imagesOk } from '../../../ui/ImagePicker.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { useText } from '../../../ui/text.tsx';
import { useAction } from '../../../ui/useAction.ts';
import { useLoad } from '../../../ui/useLoad.ts';

/** identity: the member's verification state, and the documents form while one may be sent. */
export default function Identity() {
  const { t } = useText();
  const loaded = useLoad(getIdentity);
  return (
    <Loading state={loaded}>
      {(view) => (
        <div className="mc-stack">
          <p className="mc-identity__state" data-testid="identity-state" data-state={view.state}>
            {t(`center.identity.state.${view.state}`)}
          </p>
          {view.state === 'rejected' && view.reason && <Notice kind="error">{t('center.identity.reason', { reason: view.reason })}</Notice>}
          <Required view={view} />
          {view.canSubmit && <IdentityForm onSent={loaded.reload} />}
        </div>
      )}
    </Loading>
  );
}

function Required({ view }: { view: IdentityView }) {
  const { t } = useText();
  const { beforeWithdrawal, aboveSingle, aboveCumulative, beforeBonus } = view.required;
  const lines = [
    beforeWithdrawal && t('center.identity.required.withdrawal'),
    aboveSingle !== undefined && t('center.identity.required.single', { amount: aboveSingle.toFixed(2) }),
    aboveCumulative !== undefined && t('center.identity.required.cumulative', { amount: aboveCumulative.toFixed(2) }),
    beforeBonus && t('center.identity.required.bonus'),
  ].filter((line): line is string => typeof line === 'string');
  if (lines.length === 0 || view.state === 'verified') return null;
  return (
    <ul className="mc-list">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function IdentityForm({ onSent }: { onSent: () => void }) {
  const { t } = useText();
  const action = useAction();
  const [fullName, setFullName] = useState('');
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [files, setFiles] = useState<Record<IdentitySide, File[]>>({ front: [], back: [], selfie: [] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refused: Record<string, string> = {};
    if (fullName.trim().length < 2) refused.fullName = t('center.required');
    if (!dateOfBirth) refused.dateOfBirth = t('center.required');
    for (const side of identitySides) if (files[side].length !== 1 || !imagesOk(files[side], 1)) refused[side] = t('center.identity.imageNeeded');
    if (Object.keys(refused).length > 0) return action.refuse(refused);
    const sent = await action.run({ fullName, dateOfBirth, files: identitySides.map((side) => files[side][0]?.name) }, () =>
      submitIdentity({ fullName: fullName.trim(), dateOfBirth }, { front: files.front[0]!, back: files.back[0]!, selfie: files.selfie[0]! }),
    );
    if (sent) onSent();
  };

  return (
    <form className="mc-form" onSubmit={(event) => void submit(event)} noValidate>
      <p>{t('center.identity.intro')}</p>
      <Field label={t('center.identity.fullName')} error={action.errors.fullName}>
        <input type="text" name="fullName" autoComplete="name" maxLength={120} value={fullName} onChange={(event) => setFullName(event.target.value)} />
      </Field>
      <Field label={t('center.identity.dateOfBirth')} error={action.errors.dateOfBirth}>
        <input type="date" name="dateOfBirth" autoComplete="bday" value={dateOfBirth} onChange={(event) => setDateOfBirth(event.target.value)} />
      </Field>
      {identitySides.map((side) => (
        <ImagePicker
          key={side}
          label={t(`center.identity.side.${side}`)}
          files={files[side]}
          onChange={(picked) => setFiles((current) => ({ ...current, [side]: picked }))}
          maxFiles={1}
          error={action.errors[side]}
        />
      ))}
      {action.message && <Notice kind="error">{action.message}</Notice>}
      <button type="submit" className="btn btn--primary" disabled={action.pending}>
        {t('center.identity.submit')}
      </button>
    </form>
  );
}
