import { useStore } from '@nanostores/react';
import { useEffect, useState, type ComponentType } from 'react';
import { $modal, closeModal } from '../../stores/modal.ts';

/**
 * The account dialogs' mount point on every page. It stays tiny: the dialogs, the API client, zod,
 * jose and the rules load the first time a dialog is asked for, so pages pay nothing up front.
 */
export default function ModalRoot({ returnParams }: { returnParams: { ticket: string; error: string } }) {
  const modal = useStore($modal);
  const [Dialogs, setDialogs] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!modal || Dialogs) return;
    import('./dialogs-load.ts')
      .then((module) => module.loadDialogs())
      .then(
        (module) => setDialogs(() => module.default),
        // A chunk that failed to load: the button that asked may simply be pressed again.
        () => closeModal(),
      );
  }, [modal, Dialogs]);

  useEffect(() => {
    // Google or Facebook sign-in comes back with a one-time ticket or an error (src/contract/auth.ts).
    const url = new URL(location.href);
    const ticket = url.searchParams.get(returnParams.ticket);
    const error = url.searchParams.get(returnParams.error);
    if (ticket === null && error === null) return;
    // The ticket is single use: a reload must not try it again.
    url.searchParams.delete(returnParams.ticket);
    url.searchParams.delete(returnParams.error);
    history.replaceState(history.state, '', url);
    void import('../../stores/login.ts').then((login) => (ticket ? login.loginWithTicket(ticket) : login.showSignInError(error ?? '')));
    // The parameter names are the page's constants: read once, at the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return Dialogs ? <Dialogs /> : null;
}
