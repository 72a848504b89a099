import './kit.css';
import { useStore } from '@nanostores/react';
import { $toasts, dismissToast } from '../stores/toast.ts';
import { useText } from './text.tsx';

/**
 * The results of actions in a corner of the screen: successes leave on their own, errors stay until
 * dismissed. Each is announced (polite for results, assertive for failures) without taking focus.
 */
export function Toasts() {
  const { t } = useText();
  const toasts = useStore($toasts);
  return (
    <div className="ui-toasts">
      {toasts.map((item) => (
        <div key={item.id} className={`ui-toast ui-toast--${item.kind}`} role={item.kind === 'error' ? 'alert' : 'status'}>
          <p>{item.text}</p>
          <button type="button" className="ui-toast__close" aria-label={t('center.toast.dismiss')} onClick={() => dismissToast(item.id)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
