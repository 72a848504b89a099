import { useState } from 'react';
import { useText } from './text.tsx';

/** Copies `text` to the clipboard and says so beside the button; says it could not where the browser refuses. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useText();
  const [said, setSaid] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setSaid(t('center.copy.done'));
    } catch {
      setSaid(t('center.copy.failed'));
    }
  };
  return (
    <>
      <button type="button" className="btn btn--ghost" onClick={() => void copy()}>
        {label}
      </button>
      <span role="status" className="mc-field__hint">
        {said}
      </span>
    </>
  );
}

/** The system's share sheet for a link, where the browser has one (phones); elsewhere nothing, the copy button being there. */
export function ShareButton({ url, title, label }: { url: string; title: string; label: string }) {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return null;
  return (
    <button
      type="button"
      className="btn btn--ghost"
      onClick={() => {
        // A dismissed share sheet rejects: nothing to tell.
        navigator.share({ url, title }).catch(() => undefined);
      }}
    >
      {label}
    </button>
  );
}
