import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api';

export type TApiData<T> = {
  data: T | null;
  loading: boolean;
  failure: unknown;
  reload: () => Promise<void>;
  /** puts the server's answer to an action in place */
  setData: (data: T) => void;
};

/** `GET path` in the browser (with the session cookies), again whenever the path changes. */
export function useApiData<T>(path: string): TApiData<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [failure, setFailure] = useState<unknown>(null);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setData(await api.get<T>(path));
      setFailure(null);
    } catch (error) {
      setFailure(error);
    } finally {
      setLoading(false);
    }
  }, [path]);

  useEffect(() => void reload(), [reload]);
  return { data, loading, failure, reload, setData };
}
