import { createElement, lazy, type ComponentType } from 'react';

/** SPEC §4, §9: a lazily loaded section waits this long for its code, then fails as a chunk-load error. */
export const lazyChunkTimeout = 120_000;

/** A section's code did not come: it failed to load, or took longer than the timeout. */
export class ChunkLoadError extends Error {
  readonly reason: 'timeout' | 'failed';

  constructor(reason: 'timeout' | 'failed') {
    super(`chunk load ${reason}`);
    this.name = 'ChunkLoadError';
    this.reason = reason;
  }
}

/** `load`, failing with a ChunkLoadError when it fails or has not answered within `ms`. */
export function loadWithTimeout<T>(load: () => Promise<T>, ms = lazyChunkTimeout): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        reject(new ChunkLoadError('failed'));
      },
    );
  });
}

/** A lazily loaded page whose failed load can be tried again (React keeps a failed lazy's error for good). */
export interface LazyPage {
  (): ReturnType<typeof createElement>;
  retry(): void;
}

export function lazyPage(load: () => Promise<{ default: ComponentType }>, ms = lazyChunkTimeout): LazyPage {
  const make = () => lazy(() => loadWithTimeout(load, ms));
  let current = make();
  const page = (() => createElement(current)) as LazyPage;
  page.retry = () => {
    current = make();
  };
  return page;
}
