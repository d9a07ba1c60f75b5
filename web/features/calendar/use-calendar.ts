import { useCallback, useEffect, useState } from 'react';
import { useCalendarChanged } from '../../lib/calendar-changed';
import { fetchCalendar, type TCalendarResponse } from './api';

export type TCalendarData = {
  data: TCalendarResponse | null;
  loading: boolean;
  error: unknown;
  reload: () => void;
};

/** The calendar of a window (and one boat, or the whole fleet), fetched again when it changes. */
export function useCalendar(from: string, to: string, boatId?: string | null): TCalendarData {
  const [data, setData] = useState<TCalendarResponse | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    fetchCalendar(from, to, boatId, controller.signal)
      .then((result) => {
        setData(result);
        setError(null);
      })
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) setError(failure);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [from, to, boatId, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  // an iCal import on the same page changed the blocked days
  useCalendarChanged(reload);
  return { data, loading, error, reload };
}
