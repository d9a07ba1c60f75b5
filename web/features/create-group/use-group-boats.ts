import { useEffect, useState } from 'react';
import type { TGroupBoatOption } from '../../../shared/schemas/group';
import { fetchGroupBoats } from './api';

type TBoatsState = {
  items: TGroupBoatOption[] | null;
  loading: boolean;
  error: unknown;
};

/**
 * The boats matching the filters as they are typed: asked again a moment after the last change
 * (the previous question cancelled); `query` null while the filters cannot be asked yet.
 */
export function useGroupBoats(query: string | null, delayMs = 350): TBoatsState {
  const [state, setState] = useState<TBoatsState>({
    items: null,
    loading: query !== null,
    error: null,
  });
  useEffect(() => {
    if (query === null) {
      setState((s) => ({ ...s, loading: false }));
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    const timer = setTimeout(() => {
      fetchGroupBoats(query, controller.signal).then(
        (items) => setState({ items, loading: false, error: null }),
        (error: unknown) => {
          if (!controller.signal.aborted) setState({ items: null, loading: false, error });
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, delayMs]);
  return state;
}
