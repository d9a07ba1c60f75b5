import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs` (30 s): deadlines, time left and "5 min ago" stay true. */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
