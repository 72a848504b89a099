type Child = Node | string | null | undefined | false;

/** A small element builder: attributes as strings (class, aria-*, data-*), children as nodes or text. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | undefined> = {},
  children: readonly Child[] = [],
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) element.setAttribute(name, value);
  for (const child of children) if (child) element.append(child);
  return element;
}

/** The element the page's markup promises; a missing one is a build mistake, so it fails loudly. */
export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} is missing from the page`);
  return found as T;
}

/** Fills the build-time markup's [data-text] (text) and [data-text-label] (aria-label) in the page language. */
export function applyText(root: ParentNode, text: (key: string) => string): void {
  for (const node of root.querySelectorAll<HTMLElement>('[data-text]')) node.textContent = text(node.dataset.text ?? '');
  for (const node of root.querySelectorAll<HTMLElement>('[data-text-label]')) node.setAttribute('aria-label', text(node.dataset.textLabel ?? ''));
  for (const node of root.querySelectorAll<HTMLElement>('[data-text-placeholder]')) {
    node.setAttribute('placeholder', text(node.dataset.textPlaceholder ?? ''));
  }
}
