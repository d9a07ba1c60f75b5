import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const unchanging = () => () => {};
/** Set by the root's effect once the page's first hydration has committed (root.tsx). */
const afterHydration = () => document.documentElement.dataset.hydrated === 'true';
const onServer = () => false;

/**
 * False in the server's render and while the browser hydrates that HTML, true from the render
 * after (and at once on a client-side navigation): for parts that only make sense with scripts
 * and would cost the server's render more than they give a page without them.
 *
 * The render after the hydration is a transition, which React splits into short tasks. (An
 * external store whose browser value differs from the server's makes React render again
 * synchronously, in the task that ends the hydration: with the boat page's calendar months, that
 * was a long task. The store here only changes after the hydration's commit.)
 */
export function useHydrated(): boolean {
  const mountedAfter = useSyncExternalStore(unchanging, afterHydration, onServer);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (!mountedAfter) startTransition(() => setHydrated(true));
  }, [mountedAfter]);
  return mountedAfter || hydrated;
}
