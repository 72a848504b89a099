import './kit.css';
import type { ReactNode } from 'react';

/** What a list says when it has nothing to show: one sentence, and what can be done about it if anything. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="ui-empty">
      <p className="mc-empty">{children}</p>
      {action}
    </div>
  );
}
