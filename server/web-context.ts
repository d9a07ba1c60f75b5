import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { THomePage } from '../shared/dto/cards';
import type { TLang } from '../shared/i18n';
import { ttlMemo } from './lib/ttl-memo';
import { getHomePage } from './services/home/get-home-page';

/** What the web app's loaders may use on the server: services, never the database itself. */
export type TWebServices = {
  getHomePage: (lang: TLang) => Promise<THomePage>;
};

export type TWebContext = {
  cspNonce: string;
  publicUrl: string;
  /** public ids of the social login apps (null when not configured): the browser loads their SDKs */
  social: { googleClientId: string | null; facebookAppId: string | null };
  services: TWebServices;
};

export function createWebContextFactory(
  app: FastifyInstance,
): (request: FastifyRequest) => TWebContext {
  // The home page's boats and counts may be a few seconds stale; it is the most visited page.
  const homePage = ttlMemo(
    (lang: TLang) => getHomePage(app.db, lang, app.config.ownerResponseHours),
    30_000,
  );
  const services: TWebServices = { getHomePage: homePage };
  const social = {
    googleClientId: app.config.google.clientId ?? null,
    facebookAppId: app.config.facebook.appId ?? null,
  };
  return (request) => ({
    cspNonce: request.cspNonce,
    publicUrl: app.config.publicUrl,
    social,
    services,
  });
}
