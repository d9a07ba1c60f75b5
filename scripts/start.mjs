// `npm start`: build the web app if needed, then run the server (TypeScript through tsx, in-process).
import { register } from 'tsx/esm/api';
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
register();
await import('../server/main.ts');
