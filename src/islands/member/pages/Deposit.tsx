import { useState, type FormEvent } from 'react';
import type { DepositChannel } from '../../../contract/payments.ts';
import { amountProblem, readAmount } from '../../../lib/amount.ts';
import { fileDeposit, getDepositChannels } from '../../../lib/api/member.ts';
import { useText } from '../i18n.tsx';
import { AmountField, useAmountMessage } from '../ui/AmountField.tsx';
import { Field } from '../ui/Field.tsx';
import { ImagePicker, imagesOk } from '../ui/ImagePicker.tsx';
import { Loading } from '../ui/Loading.tsx';
import { Notice } from '../ui/Notice.tsx';
import { useAction } from '../useAction.ts';
import { useLoad } from '../useLoad.ts';
import { DepositList } from './DepositList.tsx';

/** depositv2: the operator's channels, a deposit request with an optional receipt, and the member's requests. */
export default function Deposit() {
  const { t } = useText();
  const channels = useLoad(getDepositChannels);
  const [listRound, setListRound] = useState(0);
  return (
    <div className="mc-stack">
      <Loading state={channels}>
        {(list) => (list.length === 0 ? <p className="mc-empty">{t('center.deposit.noChannels')}</p> : <DepositForm channels={list} onFiled={() => setListRound((n) => n + 1)} />)}
      </Loading>
      <DepositList round={listRound} />
    </div>
  );
}

function DepositForm({ channels, onFiled }: { channels: DepositChannel[]; onFiled: () => void }) {
  const { t } = useText();
  const action = useAction({ money: true });
  const amountMessage = useAmountMessage();
  const [channelId, setChannelId] = useState(channels[0]?.id ?? 0);
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [receipt, setReceipt] = useState<File[]>([]);
  const [filed, setFiled] = useState(false);
  const channel = channels.find((entry) => entry.id === channelId) ?? channels[0];
  if (!channel) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFiled(false);
    const errors: Record<string, string> = {};
    const problem = amountProblem(amount, channel);
    if (problem) errors.amount = amountMessage(problem, channel);
    if (!reference.trim()) errors.reference = t('center.required');
    if (!imagesOk(receipt, 1)) errors.receipt = t('center.images.invalid');
    if (Object.keys(errors).length > 0) return action.refuse(errors);
    const fields = { channelId: channel.id, amount: readAmount(amount) ?? 0, reference: reference.trim() };
    const file = receipt[0];
    const details = { ...fields, receipt: file ? [file.name, file.size, file.lastModified] : null };
    const result = await action.run(details, (idempotencyKey) => fileDeposit({ ...fields, idempotencyKey }, file));
    if (result) {
      setFiled(true);
      setAmount('');
      setReference('');
      setReceipt([]);
      onFiled();
    }
  };

  return (
    <form className="mc-form" onSubmit={submit} noValidate>
      <Field label={t('center.deposit.channel')}>
        <select value={channel.id} onChange={(event) => setChannelId(Number(event.target.value))}>
          {channels.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.name}
            </option>
          ))}
        </select>
      </Field>
      <dl className="mc-details">
        <div>
          <dt>{t('center.deposit.accountName')}</dt>
          <dd>{channel.accountName}</dd>
        </div>
        <div>
          <dt>{t('center.deposit.accountNumber')}</dt>
          <dd>{channel.accountNumber}</dd>
        </div>
      </dl>
      {channel.instructions && <p className="mc-instructions">{channel.instructions}</p>}
      <AmountField value={amount} onChange={setAmount} error={action.errors.amount} min={channel.min} max={channel.max} />
      <Field label={t('center.deposit.reference')} error={action.errors.reference} hint={t('center.deposit.referenceHint')}>
        <input type="text" autoComplete="off" maxLength={100} value={reference} onChange={(event) => setReference(event.target.value)} />
      </Field>
      <ImagePicker label={t('center.deposit.receipt')} files={receipt} onChange={setReceipt} maxFiles={1} error={action.errors.receipt} />
      <Notice kind="error">{action.message}</Notice>
      {filed && <Notice kind="success">{t('center.deposit.filed')}</Notice>}
      <button type="submit" className="btn btn--primary" disabled={action.pending}>
        {t('center.deposit.submit')}
      </button>
    </form>
  );
}
