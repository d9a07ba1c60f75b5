import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs` (30 s), so the "time left" texts count down. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
