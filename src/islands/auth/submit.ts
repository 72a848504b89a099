import type { SubmitEvent } from 'react';

/**
 * A form's submit handler: runs the action, then puts the focus on the first input it marked
 * invalid, so keyboard and screen-reader users land on what needs fixing.
 */
export function submitWith(action: () => Promise<void>) {
  return (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void action().then(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
}
