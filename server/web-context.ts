import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { THomePage } from '../shared/dto/cards';
import type { TLang } from '../shared/i18n';
import { ttlMemo } from './lib/ttl-memo';
import { getHomePage } from './services/home/get-home-page';
import type { TBoatPage } from '../shared/dto/boat-details';
import type { TAuthUser } from './services/auth/id-token';
import { getBoatPage } from './services/boat-details/get-boat-page';
import { AppError } from './errors';
import { getSearchOptions } from './services/search/get-search-options';
import { getSearchPage } from './services/search/get-search-page';
import { rawQueryOf } from './services/search/parse-search-query';
import { cachedSearch } from './services/search/search-cache';
import type { TSearchPage } from '../shared/dto/search';
import { getBoatFormOptions, type TBoatFormOptions } from './services/catalog/boat-form-options';
import type { TGroup, TGroupList, TGroupOptions } from '../shared/schemas/group';
import { getGroup } from './services/group/get-group';
import { getGroupOptions } from './services/group/group-options';
import { listGroups } from './services/group/list-groups';
import type { TPublicChatMessage } from '../shared/schemas/chat';
import { getPublicChat } from './services/chat/get-public-chat';
import { onCatalogChange } from './services/admin-catalog/catalog-changes';

/** What the web app's loaders may use on the server: services, never the database itself. */
export type TWebServices = {
  getHomePage: (lang: TLang) => Promise<THomePage>;
  /** the boat search page: filters read from the URL (bad ones dropped), choices, results */
  getSearchPage: (lang: TLang, query: URLSearchParams) => Promise<TSearchPage>;
  /** the add-boat wizard's catalogues (boat types, plans, degrees, equipment, harbours) */
  getBoatFormOptions: () => Promise<TBoatFormOptions>;
  /** the boat page; null when there is no such boat or the viewer may not see it */
  getBoatPage: (lang: TLang, slug: string, viewer: TAuthUser | null) => Promise<TBoatPage | null>;
  /** the groups list: filters of ZGroupListQuery read from the URL (bad ones dropped) */
  listGroups: (query: URLSearchParams) => Promise<TGroupList>;
  /** one group as the viewer sees it (`me` for a member); null when there is no such group */
  getGroup: (id: string, viewer: TAuthUser | null) => Promise<TGroup | null>;
  /** the create-group wizard's catalogues (places as a tree, plans, boat types) */
  getGroupOptions: () => Promise<TGroupOptions>;
  /** a group's chat as anyone sees it (`GET /chat/{id}/public`); [] when it is not a group's */
  getPublicChat: (chatId: string) => Promise<TPublicChatMessage[]>;
};

export type TWebContext = {
  cspNonce: string;
  publicUrl: string;
  /** public ids of the social login apps (null when not configured): the browser loads their SDKs */
  social: { googleClientId: string | null; facebookAppId: string | null };
  services: TWebServices;
  /** the logged-in caller (from the id token cookie), for pages that depend on who looks */
  viewer: TAuthUser | null;
};

export function createWebContextFactory(
  app: FastifyInstance,
): (request: FastifyRequest) => TWebContext {
  // The home page's boats and counts may be a few seconds stale; it is the most visited page.
  const homePage = ttlMemo(
    (lang: TLang) => getHomePage(app.db, lang, app.config.ownerResponseHours),
    30_000,
  );
  const boatFormOptions = ttlMemo(() => getBoatFormOptions(app.db), 300_000);
  // the filters' choices change when a destination gets its first boat: a minute late is fine
  const searchOptions = ttlMemo((lang: TLang) => getSearchOptions(app.db, lang), 60_000);
  const search = cachedSearch(app.searchDb);
  const groupOptions = ttlMemo(
    () => getGroupOptions(app.db, app.config.firstPaymentShare),
    300_000,
  );
  // an admin's catalogue edit shows at once (docs/decisions/0034-admin-catalogues-and-figures.md)
  onCatalogChange(app.db, () => {
    for (const memo of [homePage, boatFormOptions, searchOptions, groupOptions]) memo.clear();
  });
  const services: TWebServices = {
    listGroups: (query) => listGroups(app.db, query),
    getGroup: (id, viewer) =>
      getGroup(app.db, id, viewer).catch((error: unknown) => {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      }),
    getGroupOptions: () => groupOptions('all'),
    getPublicChat: (chatId) =>
      getPublicChat(app.db, chatId).catch((error: unknown) => {
        if (error instanceof AppError && error.status === 404) return [];
        throw error;
      }),
    getHomePage: homePage,
    getSearchPage: (lang, query) => getSearchPage(search, lang, rawQueryOf(query), searchOptions),
    getBoatFormOptions: () => boatFormOptions('all'),
    getBoatPage: (lang, slug, viewer) =>
      getBoatPage(app.db, lang, slug, viewer, {
        firstPaymentPercent: app.config.firstPaymentShare,
        ownerResponseHours: app.config.ownerResponseHours,
      }).catch((error: unknown) => {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      }),
  };
  const social = {
    googleClientId: app.config.google.clientId ?? null,
    facebookAppId: app.config.facebook.appId ?? null,
  };
  return (request) => ({
    cspNonce: request.cspNonce,
    publicUrl: app.config.publicUrl,
    social,
    services,
    viewer: request.user,
  });
}
