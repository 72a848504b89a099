import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { DepositChannel } from '../../../contract/payments.ts';
import { $depositPage, $depositRequest, chosenChannel, loadDepositPage, resetDeposit, submitDeposit } from '../../../stores/deposit.ts';
import { useText } from '../i18n.tsx';
import { AmountField, useAmountMessage } from '../ui/AmountField.tsx';
import { Field } from '../ui/Field.tsx';
import { ImagePicker } from '../ui/ImagePicker.tsx';
import { Loading } from '../ui/Loading.tsx';
import { Notice } from '../ui/Notice.tsx';
import { failureMessage } from '../useAction.ts';
import { loadFailureText } from '../useLoad.ts';
import { DepositList } from './DepositList.tsx';

/** depositv2: the operator's channels, a deposit request with an optional receipt, and the member's requests ($depositPage). */
export default function Deposit() {
  const { t } = useText();
  const page = useStore($depositPage);
  const { filed } = useStore($depositRequest);
  useEffect(() => {
    void loadDepositPage();
    return resetDeposit;
  }, []);
  const state = {
    data: page.status === 'ready' ? page.channels : undefined,
    loading: page.status === 'loading',
    error: page.failure ? loadFailureText(page.failure, t) : '',
    reload: () => void loadDepositPage(),
  };
  return (
    <div className="mc-stack">
      <Loading state={state}>{(list) => (list.length === 0 ? <p className="mc-empty">{t('center.deposit.noChannels')}</p> : <DepositForm channels={list} />)}</Loading>
      <DepositList round={filed} />
    </div>
  );
}

function DepositForm({ channels }: { channels: DepositChannel[] }) {
  const { t } = useText();
  const request = useStore($depositRequest);
  const amountMessage = useAmountMessage();
  const [channelId, setChannelId] = useState(channels[0]?.id ?? 0);
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [receipt, setReceipt] = useState<File[]>([]);
  const channel = chosenChannel(channels, channelId);
  if (!channel) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await submitDeposit({ channelId: channel.id, amount, reference, receipt })) {
      setAmount('');
      setReference('');
      setReceipt([]);
    }
  };
  const fields = request.failure?.fields ?? {};
  const fieldText = (name: string) => (name in fields ? fields[name] || t('center.error.field') : undefined);
  const { problems } = request;

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
      <AmountField value={amount} onChange={setAmount} error={problems.amount ? amountMessage(problems.amount, channel) : fieldText('amount')} min={channel.min} max={channel.max} />
      <Field label={t('center.deposit.reference')} error={problems.reference ? t('center.required') : fieldText('reference')} hint={t('center.deposit.referenceHint')}>
        <input type="text" autoComplete="off" maxLength={100} value={reference} onChange={(event) => setReference(event.target.value)} />
      </Field>
      <ImagePicker
        label={t('center.deposit.receipt')}
        files={receipt}
        onChange={setReceipt}
        maxFiles={1}
        error={problems.receipt ? t('center.images.invalid') : fieldText('receipt')}
      />
      <Notice kind="error">{request.failure ? failureMessage(request.failure, t) : ''}</Notice>
      {request.done && <Notice kind="success">{t('center.deposit.filed')}</Notice>}
      <button type="submit" className="btn btn--primary" disabled={request.pending}>
        {t('center.deposit.submit')}
      </button>
    </form>
  );
}
