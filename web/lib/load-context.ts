import type { TWebContext } from '../../server/web-context';

// Loaders receive the server's services through the load context (server/web-context.ts).
declare module 'react-router' {
  interface AppLoadContext extends TWebContext {}
}
