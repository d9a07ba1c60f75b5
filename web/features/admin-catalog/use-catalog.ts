import { useCallback, useEffect, useState } from 'react';
import type { TCatalogKind } from '../../../shared/schemas/admin-catalog';
import { fetchCatalog, type TCatalogEntry } from './api';
import { parentKind } from './fields';

export type TCatalogData = {
  entries: TCatalogEntry[];
  /** the entries of the catalogue this one hangs from ([] when none) */
  parents: TCatalogEntry[];
  loading: boolean;
  failure: unknown;
  reload: () => void;
};

/** One catalogue and its parents, loaded in the browser with the session's cookies. */
export function useCatalog(kind: TCatalogKind): TCatalogData {
  const [state, setState] = useState<Omit<TCatalogData, 'reload'>>({
    entries: [],
    parents: [],
    loading: true,
    failure: null,
  });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setState((current) => ({ ...current, loading: true, failure: null }));
    const parent = parentKind[kind];
    Promise.all([fetchCatalog(kind), parent ? fetchCatalog(parent) : Promise.resolve([])])
      .then(([entries, parents]) => {
        if (live) setState({ entries, parents, loading: false, failure: null });
      })
      .catch((failure: unknown) => {
        if (live) setState({ entries: [], parents: [], loading: false, failure });
      });
    return () => {
      live = false;
    };
  }, [kind, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
