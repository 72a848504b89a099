import { useStore } from '@nanostores/react';
import { text } from '../../stores/messages.ts';
import type { SmsButton as SmsButtonMachine } from '../../stores/sms.ts';

/** The SMS button beside a code input: "Send code", "Sending…", then the seconds until a resend. */
export function SmsButton({ machine, onSend }: { machine: SmsButtonMachine; onSend: () => void }) {
  const state = useStore(machine.$state);
  const label =
    state.phase === 'ready'
      ? text('account.sms.send')
      : state.phase === 'sending'
        ? text('account.sms.sending')
        : text('account.sms.wait', { seconds: state.seconds });
  return (
    <button type="button" className="btn btn--ghost account-field__addon" disabled={state.phase !== 'ready'} aria-live="polite" onClick={onSend}>
      {label}
    </button>
  );
}
