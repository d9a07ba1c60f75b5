import { useCallback, useEffect, useState } from 'react';
import { fetchBookings, type TBooking } from '../booking/api';

export type TOwnerBookings = {
  items: TBooking[];
  loading: boolean;
  failure: unknown;
  /** loads the list again; `quiet` keeps the rows on screen meanwhile */
  reload: (quiet?: boolean) => Promise<void>;
  /** puts the server's answer for one booking in place of the row it had */
  replace: (booking: TBooking) => void;
};

/**
 * The requests and bookings of the owner's boats (`GET /booking?as=owner`), loaded in the browser
 * and again, quietly, whenever the tab comes back into view.
 */
export function useOwnerBookings(): TOwnerBookings {
  const [items, setItems] = useState<TBooking[]>([]);
  const [loading, setLoading] = useState(true);
  const [failure, setFailure] = useState<unknown>(null);

  const reload = useCallback(async (quiet = false) => {
    if (!quiet) setLoading(true);
    try {
      setItems(await fetchBookings('owner'));
      setFailure(null);
    } catch (error) {
      if (!quiet) setFailure(error);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => void reload(), [reload]);

  // back on the tab after a while: new requests may have come in, others expired
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') void reload(true);
    };
    document.addEventListener('visibilitychange', refresh);
    return () => document.removeEventListener('visibilitychange', refresh);
  }, [reload]);

  const replace = useCallback(
    (booking: TBooking) => setItems((list) => list.map((b) => (b.id === booking.id ? booking : b))),
    [],
  );

  return { items, loading, failure, reload, replace };
}
