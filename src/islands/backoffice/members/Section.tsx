import { useId, type ReactNode } from 'react';

/** One part of the member's page, titled for the page's outline and for screen readers' region list. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="bo-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
