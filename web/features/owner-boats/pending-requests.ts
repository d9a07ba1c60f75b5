import { useEffect, useState } from 'react';
import type { TBooking } from '../../../shared/schemas/booking';
import { api } from '../../lib/api';

/**
 * How many requests for the owner's boats wait for an answer, for the back office's navigation;
 * null until known (or when the list cannot be read). `enabled: false` when the page knows it.
 */
export function usePendingRequestCount(enabled: boolean): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    api
      .get<{ items: TBooking[] }>('/booking?as=owner', { signal: controller.signal })
      .then(({ items }) => {
        const now = Date.now();
        setCount(
          items.filter((b) => b.status === 'pending' && Date.parse(b.respondBy) > now).length,
        );
      })
      .catch(() => {});
    return () => controller.abort();
  }, [enabled]);
  return count;
}
