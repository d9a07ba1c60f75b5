/** The list with the item at `from` moved to `to` (both clamped); the same list when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const last = list.length - 1;
  const source = Math.max(0, Math.min(from, last));
  const target = Math.max(0, Math.min(to, last));
  if (list.length === 0 || source === target) return [...list];
  const next = [...list];
  const [item] = next.splice(source, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** The first picture is the cover: making one the cover moves it to the front. */
export function makeCover<T>(list: readonly T[], index: number): T[] {
  return moveItem(list, index, 0);
}

/** The uploaded pictures' asset ids in order: the boat's `gallery`. */
export function galleryOf(items: readonly { assetId: string | null; status: string }[]): string[] {
  return items.flatMap((item) => (item.status === 'done' && item.assetId ? [item.assetId] : []));
}
