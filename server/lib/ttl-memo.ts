export type TTtlMemo<TKey extends string, TValue> = ((key: TKey) => Promise<TValue>) & {
  /** forgets every remembered result (the data changed: an admin edited a catalogue) */
  clear: () => void;
};

/**
 * Remembers the result of an async function per key for `ttlMs`. Concurrent callers share one
 * pending call; a failed call is not remembered. For data that may be a little stale (home page).
 */
export function ttlMemo<TKey extends string, TValue>(
  load: (key: TKey) => Promise<TValue>,
  ttlMs: number,
  now: () => number = Date.now,
): TTtlMemo<TKey, TValue> {
  const entries = new Map<TKey, { value: Promise<TValue>; expiresAt: number }>();
  const memo = (key: TKey) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt > now()) return entry.value;
    const value = load(key);
    entries.set(key, { value, expiresAt: now() + ttlMs });
    value.catch(() => entries.delete(key));
    return value;
  };
  return Object.assign(memo, { clear: () => entries.clear() });
}
