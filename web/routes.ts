import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/root-index.tsx'),
  route(':lang', 'routes/lang-layout.tsx', [
    index('routes/home.tsx'),
    // information pages (/es/faq, /en/cookie-policy…); an unknown single segment is a 404 there
    route(':page', 'routes/content-page.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
