import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { fill } from '../../i18n/client-text.ts';
import { localeTags } from '../../i18n/locales.ts';
import { pageLocale } from '../../lib/page.ts';
import { $consolidated } from '../../stores/consolidated.ts';
import { $member } from '../../stores/member.ts';
import { offerEntry, offersToShow, type PendingOffer } from '../../stores/pending-offers.ts';
import type { SessionIslandProps } from './props.ts';

/**
 * The consolidated popup (SPEC §6): the contract offers and termination requests waiting for the
 * agent's answer, each with its kind, who made it and when, and a link to the agent center page that
 * answers it. It shows the first time a sign-in finds any (the header's consolidated load, on any
 * page, the agent center included), then not again until the next sign-in; with none, nothing shows.
 */
export default function PendingOffers({ labels, links }: SessionIslandProps) {
  const consolidated = useStore($consolidated);
  const timeZone = useStore($member)?.timeZone;
  const [offers, setOffers] = useState<PendingOffer[]>([]);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!consolidated) return;
    const found = offersToShow(consolidated, sessionStorage);
    if (found.length > 0) setOffers(found);
  }, [consolidated]);

  useEffect(() => {
    if (offers.length > 0 && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [offers]);

  if (offers.length === 0) return null;
  const locale = pageLocale();
  const kindOf = (offer: PendingOffer) => ({ dividend: labels.offersDividend, daily: labels.offersDaily, hourly: labels.offersHourly })[offer.kind];
  const whoOf = (offer: PendingOffer) =>
    fill(offer.request === 'new' ? labels.offersNew : labels.offersTerminate, { name: offer.offerer ?? labels.offersPlatform });
  const whenOf = (offer: PendingOffer) => new Date(offer.requestedAt).toLocaleString(localeTags[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return (
    // Closed, it leaves the page: its lines would otherwise stay in the document under the center's own.
    <dialog ref={dialog} className="dialog pending-offers" aria-labelledby={titleId} onClose={() => setOffers([])}>
      <h2 id={titleId} className="dialog__title">
        {labels.offersTitle}
      </h2>
      <p className="dialog__message">{labels.offersIntro}</p>
      <ul className="pending-offers__list">
        {offers.map((offer) => (
          <li key={`${offer.kind}-${offer.id}`} className="pending-offers__item">
            <span>
              <strong>{kindOf(offer)}</strong> · {whoOf(offer)} · <time dateTime={offer.requestedAt}>{whenOf(offer)}</time>
            </span>
            <a
              className="btn btn--primary"
              href={`${links.agent}#${offerEntry[offer.kind]}`}
              aria-label={`${labels.offersOpen}: ${kindOf(offer)}, ${whoOf(offer)}`}
              onClick={() => dialog.current?.close()}
            >
              {labels.offersOpen}
            </a>
          </li>
        ))}
      </ul>
      <form method="dialog" className="dialog__actions">
        <button className="btn btn--ghost" value="close">
          {labels.offersClose}
        </button>
      </form>
    </dialog>
  );
}
