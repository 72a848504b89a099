import { imageCdn, onCdn } from '../../lib/image-cdn.ts';

/** SPEC §9 lazy image loader numbers. */
export const loaderSettings = { retries: 3, preload: 1.3, cache: 200, throttleMs: 200 } as const;

/** A preload factor of 1.3 starts loading when an image is within 30% of a screen of the viewport. */
export const rootMargin = (preload: number): string => `${Math.round((preload - 1) * 100)}% 0px`;

/** URLs already loaded, oldest first; a URL seen again is shown at once. Bounded like the SPEC's cache. */
export class LoadedCache {
  private readonly urls = new Set<string>();
  private readonly limit: number;
  constructor(limit: number) {
    this.limit = limit;
  }
  has(url: string): boolean {
    return this.urls.has(url);
  }
  add(url: string): void {
    this.urls.delete(url);
    this.urls.add(url);
    if (this.urls.size > this.limit) {
      const oldest = this.urls.values().next().value;
      if (oldest !== undefined) this.urls.delete(oldest);
    }
  }
  get size(): number {
    return this.urls.size;
  }
}

const cache = new LoadedCache(loaderSettings.cache);

/** Sets the image's source, trying again (with a fresh query) up to `retries` times when it fails. */
export function loadImage(image: HTMLImageElement, url: string, retries: number = loaderSettings.retries): void {
  let attempt = 0;
  image.addEventListener('load', () => cache.add(url));
  image.addEventListener('error', () => {
    if (attempt >= retries) return;
    attempt += 1;
    setTimeout(() => {
      image.src = `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
    }, loaderSettings.throttleMs * attempt);
  });
  image.src = url;
}

/**
 * Loads `img[data-src]` under `root` as they near the viewport, from the session's image CDN when
 * the operator has any (src/lib/image-cdn.ts). Images that come into view are gathered and started
 * together at most every throttle interval, so a fast scroll does not start hundreds of downloads
 * that are off screen a moment later.
 */
export function observeImages(root: ParentNode): void {
  const images = [...root.querySelectorAll<HTMLImageElement>('img[data-src]')];
  const pending = new Set<HTMLImageElement>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cdn = images.length > 0 ? imageCdn() : Promise.resolve(null);
  const start = (image: HTMLImageElement) => {
    const url = image.dataset.src;
    if (!url) return;
    delete image.dataset.src;
    void cdn.then((base) => loadImage(image, onCdn(url, base)));
  };
  if (typeof IntersectionObserver === 'undefined') {
    images.forEach(start);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const image = entry.target as HTMLImageElement;
        if (entry.isIntersecting) pending.add(image);
        else pending.delete(image);
      }
      timer ??= setTimeout(() => {
        timer = undefined;
        for (const image of pending) {
          observer.unobserve(image);
          start(image);
        }
        pending.clear();
      }, loaderSettings.throttleMs);
    },
    { rootMargin: rootMargin(loaderSettings.preload) },
  );
  for (const image of images) {
    if (cache.has(image.dataset.src ?? '')) start(image);
    else observer.observe(image);
  }
}
