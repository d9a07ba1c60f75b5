import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False in the server's render and while the browser hydrates that HTML, true from the render
 * after (and at once on a client-side navigation): for parts that only make sense with scripts
 * and would cost the server's render more than they give a page without them.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
