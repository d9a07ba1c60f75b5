import type { MetaDescriptor } from 'react-router';
import type { TBoatCard } from '../../../shared/dto/cards';
import type { TLang } from '../../../shared/i18n';
import { favouritesEn } from '../../i18n/locales/favourites-en';
import { favouritesEs } from '../../i18n/locales/favourites-es';
import { api } from '../../lib/api';

/** `GET /user/favourite`: the ids of every favourite still published, and their cards. */
export type TFavourites = { ids: string[]; items: TBoatCard[] };

export function fetchFavourites(lang: TLang): Promise<TFavourites> {
  return api.get<TFavourites>(`/user/favourite?lang=${lang}`);
}

/** The page title from the URL alone (the list loads in the browser); private, so noindex. */
export function favouritesMeta(lang: string | undefined): MetaDescriptor[] {
  const catalog = lang === 'en' ? favouritesEn : favouritesEs;
  return [{ title: catalog.meta.title }, { name: 'robots', content: 'noindex' }];
}
