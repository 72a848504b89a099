import { useEffect, useState } from 'react';

/**
 * False while React hydrates the prebuilt markup, true after. The session lives in sessionStorage,
 * which the build cannot see: rendering it before hydration ends would not match the prebuilt HTML.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
