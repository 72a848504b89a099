import { licencePath } from '../contract/frame-paths.ts';
import type { Licence } from '../contract/licence.ts';
import { lightGet } from './api/light.ts';

/**
 * The footer's licence line (`host`, with the words in data-text): shown only when the operator has
 * entered a licence number, linked to the regulator's page when there is one. Without a number the
 * site claims no licence.
 */
export async function showLicence(host: HTMLElement): Promise<void> {
  const licence = await lightGet<Licence>(licencePath);
  const number = typeof licence?.number === 'string' ? licence.number.trim() : '';
  if (!number) return;
  const page = typeof licence?.url === 'string' && licence.url.startsWith('https://') ? licence.url : null;
  const line = document.createElement(page ? 'a' : 'span');
  line.textContent = (host.dataset.text ?? '{{number}}').replace('{{number}}', number);
  if (line instanceof HTMLAnchorElement && page) {
    line.href = page;
    line.rel = 'noopener';
    line.target = '_blank';
  }
  host.replaceChildren(line);
  host.hidden = false;
}
