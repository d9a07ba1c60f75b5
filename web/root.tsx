// first: before any module builds a Zod schema
import './lib/zod-jitless';
import { useEffect, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from 'react-router';
import type { Route } from './+types/root';
import latinFont from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url';
import appCss from './app.css?url';
import { areasOf } from './i18n/areas';
import { langFromPath } from './lib/lang';
import { useNonce } from './lib/nonce';

export const links: Route.LinksFunction = () => [
  // with a precedence React writes the stylesheet first in the head, before the scripts' preloads:
  // on a slow link the page's first paint waits for nothing else
  { rel: 'stylesheet', href: appCss, precedence: 'default' },
  // the text's font, shown only if it arrives in time (app.css): asked for with the stylesheet
  { rel: 'preload', href: latinFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/site.webmanifest' },
];

/**
 * The HTML document, in the language of the URL. It names the catalogue areas the matched routes
 * use (their `handle`), which the browser loads before hydrating (entry.client.tsx).
 */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const nonce = useNonce();
  const areas = areasOf(useMatches().map((match) => match.handle));
  return (
    <html lang={langFromPath(pathname)} data-i18n-areas={areas.join(' ') || undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2540" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // the page is interactive: tests and tools wait for it, and parts that mount later render
    // their browser-only content at once (lib/use-hydrated.ts); this effect runs after every
    // effect of the hydration's commit
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // the URL the page shows: on a client navigation the browser's URL changes before React has
  // rendered the new page, so tests wait for this one (tests/e2e/fixtures.ts, expectRendered)
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.documentElement.dataset.location = pathname + search;
  }, [pathname, search]);
  return <Outlet />;
}

/** Only for errors above the language layout, which has its own translated boundary. */
export function ErrorBoundary() {
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Marea</h1>
      <p className="mt-4">
        Algo ha fallado. Vuelve a intentarlo. · Something went wrong. Please try again.
      </p>
      <a className="mt-6 inline-block font-semibold underline" href="/es">
        marea
      </a>
    </main>
  );
}
