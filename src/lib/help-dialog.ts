/**
 * Help as SPEC §3's helpModal: a help article opens in a dialog over the page it was asked from, and
 * closing the dialog leaves the reader there. The article is read from its own prebuilt page
 * (/help{tag}), which stays for direct links and search engines; the dialog links to it. When the
 * page cannot be read, the link is followed instead, so help is never a dead click.
 */
export async function openHelp(host: HTMLElement, link: HTMLAnchorElement): Promise<void> {
  const dialog = host.querySelector('dialog');
  const body = dialog?.querySelector('.help-dialog__body');
  const page = dialog?.querySelector<HTMLAnchorElement>('.help-dialog__page');
  const articles = await readArticles(link.href);
  if (!dialog || !body || !page || !articles) {
    location.assign(link.href);
    return;
  }
  body.replaceChildren(...Array.from(articles.children, (node) => document.importNode(node, true)));
  const heading = body.querySelector('h2');
  if (heading) {
    heading.id = 'help-dialog-title';
    dialog.removeAttribute('aria-label');
    dialog.setAttribute('aria-labelledby', heading.id);
  }
  page.setAttribute('href', link.getAttribute('href') ?? link.href);
  if (!dialog.open) dialog.showModal();
  body.scrollTop = 0;
}

/** The articles of a help page (our own origin's prebuilt HTML), or null when it cannot be read. */
async function readArticles(url: string): Promise<Element | null> {
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) return null;
    return new DOMParser().parseFromString(await response.text(), 'text/html').querySelector('[data-help-articles]');
  } catch {
    return null;
  }
}
