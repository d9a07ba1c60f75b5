import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import type { TBoatCard } from '../../../shared/dto/cards';
import { BoatCard } from '../../components/boat-card';
import { setFavourite } from '../../components/favourites/favourites-store';
import { FavouriteNotice, showNotice } from '../../components/favourites/notice';
import { useFavourites } from '../../components/favourites/use-favourites';
import { FavouritesEmpty } from './empty-state';
import { RemovedBar } from './removed-bar';
import { useRemovedBoat } from './use-removed-boat';

/**
 * 'My boats': the saved boats as cards. A heart turned off takes its card away at once, with an
 * undo that puts it back in its place.
 */
export function FavouritesList({ items }: { items: TBoatCard[] }) {
  const { t } = useTranslation();
  const { state } = useFavourites();
  const isReady = state.status === 'ready';
  const shown = isReady ? items.filter((boat) => state.ids.has(boat.id)) : items;
  const [removed, dismiss] = useRemovedBoat(items, state.ids, isReady);
  const [restored, setRestored] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const noticeOwner = useId();

  // back in the list after an undo: give the focus to its heart, where the keyboard left off
  useEffect(() => {
    if (!restored || !state.ids.has(restored)) return;
    listRef.current
      ?.querySelector<HTMLElement>(`[data-boat="${restored}"] [aria-pressed]`)
      ?.focus();
    setRestored(null);
  }, [restored, state.ids]);

  const undo = (boat: TBoatCard) => {
    setRestored(boat.id);
    setFavourite(boat.id, true).catch(() => {
      setRestored(null);
      showNotice(noticeOwner, t('favourites.saveFailed'), 'error');
    });
  };

  return (
    <>
      <RemovedBar boat={removed} onUndo={undo} onDismiss={dismiss} />
      <FavouriteNotice owner={noticeOwner} />
      {shown.length === 0 ? (
        <FavouritesEmpty />
      ) : (
        <section aria-labelledby="favourites-count">
          <h2 id="favourites-count" className="text-sm font-semibold text-ink-600">
            {t('favourites.page.count', { count: shown.length })}
          </h2>
          <ul ref={listRef} className="mt-4 grid gap-x-6 gap-y-10 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((boat) => (
              <li key={boat.id} data-boat={boat.id}>
                <BoatCard
                  boat={boat}
                  sizes="(min-width: 1280px) 260px, (min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
