import { createRoot } from 'react-dom/client';
import MemberCenter, { type MemberCenterProps } from './MemberCenter.tsx';

/** Renders the member center in place of the page's prebuilt guest prompt (src/components/pages/MemberEntries.astro). */
export function mountMemberCenter(host: HTMLElement, props: MemberCenterProps): void {
  host.replaceChildren();
  createRoot(host).render(<MemberCenter {...props} />);
}
