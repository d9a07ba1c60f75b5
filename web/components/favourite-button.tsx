import { Heart } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../i18n/translation';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../lib/api';
import { useLang } from '../lib/lang';
import {
  rememberFavouriteIntent,
  retryFavourites,
  setFavourite,
} from './favourites/favourites-store';
import { FavouriteNotice, showNotice } from './favourites/notice';
import { useFavourites } from './favourites/use-favourites';

export type TFavouriteButtonProps = {
  boatId: string;
  boatName: string;
  /** `card`: a round heart over a card's picture; `page`: a labelled button on the boat page */
  variant: 'card' | 'page';
  className?: string;
};

const looks = {
  // above the card's full-size link overlay (after:absolute after:inset-0)
  card: 'absolute top-3 right-3 z-10 h-10 w-10 justify-center rounded-full bg-white/95 text-ink-900 shadow-sm hover:scale-105 hover:bg-white',
  page: 'relative h-10 gap-2 rounded-full px-4 text-sm font-semibold text-ink-900 ring-1 ring-ink-200 hover:bg-ink-50',
};

/**
 * The heart that saves a boat in 'my boats'. Logged out, a click says to log in first and opens
 * the login modal; the boat is saved once the login is done. Logged in, it changes at once and
 * changes back with a message if the server refuses.
 */
export function FavouriteButton({
  boatId,
  boatName,
  variant,
  className = '',
}: TFavouriteButtonProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const noticeOwner = useId();
  const { owner, state } = useFavourites();
  const isFavourite = owner !== null && state.ids.has(boatId);
  const openLogin = useOpenLogin();

  const toggle = () => {
    if (owner === null) {
      rememberFavouriteIntent(boatId);
      showNotice(noticeOwner, t('favourites.loginFirst'), 'info');
      openLogin();
      return;
    }
    retryFavourites();
    setFavourite(boatId, !isFavourite).catch((error: unknown) => {
      const text = error instanceof ApiError ? error.text(lang) : null;
      showNotice(noticeOwner, text ?? t('favourites.saveFailed'), 'error');
    });
  };

  return (
    <>
      <button
        type="button"
        aria-pressed={isFavourite}
        aria-label={t('favourites.button.label', { name: boatName })}
        onClick={toggle}
        className={`inline-flex shrink-0 items-center transition-[transform,background-color] duration-150 active:scale-90 ${looks[variant]} ${className}`}
      >
        <Heart
          aria-hidden="true"
          strokeWidth={2.25}
          className={`h-5 w-5 transition-colors ${isFavourite ? 'fill-coral-500 text-coral-500' : variant === 'card' ? 'fill-ink-900/10' : ''}`}
        />
        {variant === 'page' && <span>{t('favourites.button.save')}</span>}
      </button>
      <FavouriteNotice owner={noticeOwner} />
    </>
  );
}

/** The login modal opens while the URL has `?login=1` (see the header's login link). */
function useOpenLogin(): () => void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  return () => {
    const params = new URLSearchParams(search);
    params.set('login', '1');
    void navigate(
      { pathname, search: `?${params.toString()}`, hash },
      { preventScrollReset: true },
    );
  };
}
