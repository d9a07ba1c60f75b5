import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { contentSlugs } from '../shared/site';

export default [
  index('routes/root-index.tsx'),
  route(':lang', 'routes/lang-layout.tsx', [
    index('routes/home.tsx'),
    ...contentSlugs.map((slug) => route(slug, 'routes/content-page.tsx', { id: `content-${slug}` })),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
