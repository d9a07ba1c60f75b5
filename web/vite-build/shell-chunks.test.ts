import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { shellChunks } from './shell-chunks';

// a module graph like the browser build's: the three entries of every page, a page's route, a
// catalogue imported on demand
const graph: Record<string, { isEntry?: boolean; imports: string[] }> = {
  '/app/web/entry.client.tsx': { isEntry: true, imports: ['/app/web/lib/nonce.tsx'] },
  '/app/web/root.tsx': {
    isEntry: true,
    imports: ['/app/node_modules/react/index.js', '/app/web/app.css?url'],
  },
  '/app/web/routes/lang-layout.tsx?route-chunk=main': {
    isEntry: true,
    imports: ['/app/web/features/shell/shell.tsx'],
  },
  '/app/web/features/shell/shell.tsx': {
    imports: ['/app/shared/site.ts', '/app/node_modules/lucide-react/dist/esm/shared/src/x.mjs'],
  },
  '/app/web/lib/nonce.tsx': { imports: ['\0vite/preload-helper.js'] },
  '/app/shared/site.ts': { imports: [] },
  '/app/web/app.css?url': { imports: [] },
  '/app/node_modules/react/index.js': { imports: [] },
  '/app/node_modules/lucide-react/dist/esm/shared/src/x.mjs': { imports: [] },
  '\0vite/preload-helper.js': { imports: [] },
  '/app/web/routes/boat.tsx': { isEntry: true, imports: ['/app/web/features/boat/gallery.tsx'] },
  '/app/web/features/boat/gallery.tsx': { imports: ['/app/shared/site.ts'] },
};

const meta: Rollup.ManualChunkMeta = {
  getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
  getModuleInfo: (id) => {
    const module = graph[id];
    if (!module) return null;
    // the two fields shellChunks reads
    const info = { isEntry: module.isEntry ?? false, importedIds: module.imports };
    return info satisfies Partial<Rollup.ModuleInfo> as unknown as Rollup.ModuleInfo;
  },
};

describe('shellChunks', () => {
  const chunkOf = (id: string) => shellChunks()(id, meta);

  it("puts what every page's entries import into the shell and vendor chunks", () => {
    expect(chunkOf('/app/web/features/shell/shell.tsx')).toBe('shell');
    expect(chunkOf('/app/web/lib/nonce.tsx')).toBe('shell');
    expect(chunkOf('/app/shared/site.ts')).toBe('shell');
    expect(chunkOf('/app/node_modules/react/index.js')).toBe('vendor');
    // a package folder named `shared` is still a package
    expect(chunkOf('/app/node_modules/lucide-react/dist/esm/shared/src/x.mjs')).toBe('vendor');
    expect(chunkOf('\0vite/preload-helper.js')).toBe('vendor');
  });

  it("leaves the entries and a page's own modules to Rollup", () => {
    expect(chunkOf('/app/web/root.tsx')).toBeUndefined();
    expect(chunkOf('/app/web/routes/boat.tsx')).toBeUndefined();
    expect(chunkOf('/app/web/features/boat/gallery.tsx')).toBeUndefined();
  });
});
