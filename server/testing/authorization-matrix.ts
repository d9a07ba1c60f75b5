import type { TRouteEntry } from '../plugins/route-table';
import { backofficeRows } from './authorization-matrix-backoffice';
import { publicRows } from './authorization-matrix-public';
import { tradeRows } from './authorization-matrix-trade';
import type { TRow } from './authorization-matrix-types';

export type { TCall, TExpect, TRow, TStatus } from './authorization-matrix-types';

/**
 * The authorization matrix (docs/decisions/0036-authorization-matrix.md): for every API route,
 * keyed `METHOD /api/path` as declared, what each role gets. The test walks `app.routeTable`, so
 * a route without a row (or a row without a route) fails it by name.
 *
 * The devTools routes (`/api/dev/*`, never registered in production) have rows like the others:
 * in development and tests they are open to anybody, which is what their rows say.
 */
export const authorizationMatrix: Record<string, TRow> = {
  ...publicRows,
  ...backofficeRows,
  ...tradeRows,
};

/** Routes that are not the product's API: the OpenAPI pages and the `/api/*` 404 catch-all. */
export function isMatrixRoute(route: TRouteEntry): boolean {
  return (
    route.url.startsWith('/api/') &&
    route.url !== '/api/*' &&
    route.url !== '/api/docs' &&
    !route.url.startsWith('/api/docs/')
  );
}

export const routeKey = (route: Pick<TRouteEntry, 'method' | 'url'>) =>
  `${route.method} ${route.url}`;
