import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { depositPayloadSchema, type DepositChannel } from '../../../contract/payments.ts';
import { checkImages } from '../../../lib/image-files.ts';
import {
  $depositPage,
  $depositRequest,
  chosenChannel,
  followReturnedDeposit,
  loadDepositPage,
  payOnline,
  resetDeposit,
  submitDeposit,
} from '../../../stores/deposit.ts';
import { amountField } from '../../../ui/amount-field.ts';
import { fieldMessages } from '../../../ui/form-errors.ts';
import { useText } from '../../../ui/text.tsx';
import { AmountField, useAmountMessage } from '../../../ui/AmountField.tsx';
import { Field } from '../../../ui/Field.tsx';
import { ImagePicker } from '../../../ui/ImagePicker.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { failureMessage } from '../../../ui/useAction.ts';
import { loadFailureText } from '../../../ui/useLoad.ts';
import { DepositList } from './DepositList.tsx';
import { ReturnedDeposit } from './ReturnedDeposit.tsx';

/** depositv2: the operator's channels, a deposit request with an optional receipt, and the member's requests ($depositPage). */
export default function Deposit() {
  const { t } = useText();
  const page = useStore($depositPage);
  const { filed } = useStore($depositRequest);
  useEffect(() => {
    void loadDepositPage();
    // Back from the gateway's checkout: ?deposit=<id> names the deposit to follow (&cancelled=1 when left unpaid).
    const query = new URLSearchParams(window.location.search);
    const returned = Number(query.get('deposit'));
    if (Number.isInteger(returned) && returned > 0) void followReturnedDeposit(returned, query.has('cancelled'));
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
      <ReturnedDeposit />
      <Loading state={state}>
        {(list) => (list.length === 0 ? <p className="mc-empty">{t('center.deposit.noChannels')}</p> : <DepositForm channels={list} />)}
      </Loading>
      <DepositList round={filed} />
    </div>
  );
}

interface DepositFields {
  channelId: number;
  amount: string;
  reference: string;
  receipt: File[];
  bonusPromotionId: number;
}

/** The receipt picker holds Files, which react-hook-form keeps as they are. */
const receiptField = z.array(z.custom<File>()).refine((files) => checkImages(files, 1) === null);

/** The contract's deposit fields, the amount within the chosen channel's limits. */
const depositSchema = (channel: DepositChannel | undefined, word: Parameters<typeof amountField>[0]) =>
  z.object({
    // The channel is the select's, always one the page lists: the submit names chosenChannel's id.
    channelId: z.number(),
    amount: amountField(word, channel),
    // An online channel is paid on the gateway's page: no reference or receipt to give.
    reference: channel?.kind === 'online' ? z.string() : depositPayloadSchema.shape.reference,
    receipt: channel?.kind === 'online' ? z.array(z.custom<File>()) : receiptField,
    bonusPromotionId: z.number(),
  });

function DepositForm({ channels }: { channels: DepositChannel[] }) {
  const { t } = useText();
  const { bonuses } = useStore($depositPage);
  const request = useStore($depositRequest);
  const amountMessage = useAmountMessage();
  const form = useForm<DepositFields>({
    // "No bonus" is the default: a bonus is the member's choice, never made for them.
    defaultValues: { channelId: channels[0]?.id ?? 0, amount: '', reference: '', receipt: [], bonusPromotionId: 0 },
    // The limits are the channel's being validated, so the schema is picked per check.
    resolver: (values, context, options) => zodResolver(depositSchema(chosenChannel(channels, values.channelId), amountMessage))(values, context, options),
  });
  const channel = chosenChannel(channels, form.watch('channelId'));
  if (!channel) return null;
  const online = channel.kind === 'online';

  // The store checks the same rules again and owns the sending; the form only gathers and words.
  const submit = form.handleSubmit(async (fields) => {
    if (online) {
      const checkoutUrl = await payOnline({ channelId: channel.id, amount: fields.amount, bonusPromotionId: fields.bonusPromotionId });
      if (checkoutUrl) window.location.assign(checkoutUrl);
      return;
    }
    if (await submitDeposit({ ...fields, channelId: channel.id })) form.reset({ ...fields, amount: '', reference: '', receipt: [], bonusPromotionId: 0 });
  });
  const checked = fieldMessages(form, t, { receipt: 'center.images.invalid' }, ['amount']);
  const fields = request.failure?.fields ?? {};
  const fieldText = (name: string) => checked[name] ?? (name in fields ? fields[name] || t('center.error.field') : undefined);
  const { problems } = request;

  return (
    <form className="mc-form" onSubmit={(event) => void submit(event)} noValidate>
      <Field label={t('center.deposit.channel')}>
        <select {...form.register('channelId', { valueAsNumber: true })}>
          {channels.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.name}
            </option>
          ))}
        </select>
      </Field>
      {!online && (
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
      )}
      {channel.instructions && <p className="mc-instructions">{channel.instructions}</p>}
      <AmountField
        input={form.register('amount')}
        error={problems.amount ? amountMessage(problems.amount, channel) : fieldText('amount')}
        min={channel.min}
        max={channel.max}
      />
      {!online && (
        <>
          <Field
            label={t('center.deposit.reference')}
            error={problems.reference ? t('center.required') : fieldText('reference')}
            hint={t('center.deposit.referenceHint')}
          >
            <input type="text" autoComplete="off" maxLength={100} {...form.register('reference')} />
          </Field>
          <ImagePicker
            label={t('center.deposit.receipt')}
            files={form.watch('receipt')}
            onChange={(files) => form.setValue('receipt', files, { shouldValidate: form.formState.isSubmitted })}
            maxFiles={1}
            error={problems.receipt ? t('center.images.invalid') : fieldText('receipt')}
          />
        </>
      )}
      <Field
        label={t('center.deposit.bonus.label')}
        error={fieldText('bonusPromotionId') ?? fields.verifiedMobile ?? fields.verifiedIdentity}
        hint={t('center.deposit.bonus.hint')}
      >
        <select {...form.register('bonusPromotionId', { valueAsNumber: true })} data-testid="deposit-bonus">
          <option value={0}>{t('center.deposit.bonus.none')}</option>
          {bonuses.map((bonus) => (
            <option key={bonus.promotionId} value={bonus.promotionId}>
              {t('center.deposit.bonus.option', { title: bonus.title, percent: bonus.percent, min: bonus.minDeposit, turnover: bonus.turnover })}
            </option>
          ))}
        </select>
      </Field>
      <Notice kind="error">{request.failure ? failureMessage(request.failure, t) : ''}</Notice>
      {request.done && <Notice kind="success">{t('center.deposit.filed')}</Notice>}
      <button type="submit" className="btn btn--primary" disabled={request.pending}>
        {t(online ? 'center.deposit.payOnline' : 'center.deposit.submit')}
      </button>
    </form>
  );
}
