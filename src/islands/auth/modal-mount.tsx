import { createRoot } from 'react-dom/client';
import ModalRoot from './ModalRoot.tsx';

/** Starts the account dialogs' React root in the modal host. */
export function mountModalRoot(host: HTMLElement, returnParams: { ticket: string; error: string }): void {
  createRoot(host).render(<ModalRoot returnParams={returnParams} />);
}
