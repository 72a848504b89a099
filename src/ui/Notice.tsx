import type { ReactNode } from 'react';

/** A sentence above a form's buttons: a failure is announced at once, a success politely. */
export function Notice({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  if (!children) return null;
  return (
    <p className={`mc-notice mc-notice--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
