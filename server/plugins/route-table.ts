import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';

/** One declared route: what the authorization matrix and the fuzz tests walk over. */
export type TRouteEntry = {
  method: HTTPMethods;
  /** the path as declared, with `:params` (`/api/booking/:id/accept`) */
  url: string;
  schema?: FastifySchema;
};

/**
 * Records every route as it is declared (`app.routeTable`), so tests can iterate over the real
 * table instead of a hand-kept copy: a new route cannot escape them. Registered before any route.
 */
export function registerRouteTable(app: FastifyInstance): void {
  const table: TRouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // HEAD routes are the twins of GET routes (Fastify adds them): nothing of their own to test
    for (const method of methods)
      if (method !== 'HEAD') table.push({ method, url: route.url, schema: route.schema });
  });
}
