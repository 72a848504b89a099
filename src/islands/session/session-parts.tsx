import { createRoot } from 'react-dom/client';
import HeaderSession from './HeaderSession.tsx';
import MenuSession from './MenuSession.tsx';
import type { SessionIslandProps } from './props.ts';

export type SessionPart = 'header' | 'menu';

/** Renders a signed-in member's part of the header or the side menu in place of the visitor's buttons. */
export function mountSessionPart(host: HTMLElement, part: SessionPart, props: SessionIslandProps): void {
  host.replaceChildren();
  createRoot(host).render(part === 'menu' ? <MenuSession {...props} /> : <HeaderSession {...props} />);
}
