import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'web',
  // BUILD_DIR lets parallel test runs each keep their own build (playwright.config.ts)
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: true,
  // the whole route manifest as one cached file, not a partial one printed into every page (0061)
  routeDiscovery: { mode: 'initial' },
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
