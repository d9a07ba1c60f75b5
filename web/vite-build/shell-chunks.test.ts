import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { shellChunks } from './shell-chunks';

// a module graph like the browser build's: the three entries of every page, a page's route, a
// catalogue imported on demand
const lucide = '/app/node_modules/lucide-react/dist/esm';
const graph: Record<string, { isEntry?: boolean; imports: string[]; code?: string }> = {
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
    imports: [
      '/app/shared/site.ts',
      '/app/node_modules/lucide-react/dist/esm/shared/src/x.mjs',
      `${lucide}/lucide-react.mjs`,
    ],
    code: 'import { jsx } from "react/jsx-runtime";\nimport { Menu, X as Close } from "lucide-react";',
  },
  // lucide-react's index imports every icon and re-exports each by its names
  [`${lucide}/lucide-react.mjs`]: {
    imports: [
      `${lucide}/icons/index.mjs`,
      ...['menu', 'x', 'star', 'anchor'].map((n) => `${lucide}/icons/${n}.mjs`),
    ],
    code: [
      "import * as index from './icons/index.mjs';",
      "export { default as Menu, default as MenuIcon } from './icons/menu.mjs';",
      "export { default as X, default as LucideX } from './icons/x.mjs';",
      "export { default as Star } from './icons/star.mjs';",
      "export { default as Anchor } from './icons/anchor.mjs';",
    ].join('\n'),
  },
  [`${lucide}/icons/index.mjs`]: { imports: [] },
  [`${lucide}/icons/menu.mjs`]: { imports: [`${lucide}/createLucideIcon.mjs`] },
  // lucide's maker of each icon, which web/vite-build/light-icons.ts points at the light icon
  [`${lucide}/createLucideIcon.mjs`]: { imports: ['/app/web/components/light-icon.tsx'] },
  '/app/web/components/light-icon.tsx': { imports: ['/app/node_modules/react/index.js'] },
  [`${lucide}/icons/x.mjs`]: { imports: [] },
  [`${lucide}/icons/star.mjs`]: { imports: [] },
  [`${lucide}/icons/anchor.mjs`]: { imports: [] },
  '/app/web/routes/home.tsx': {
    isEntry: true,
    imports: ['/app/web/features/home/hero.tsx'],
  },
  '/app/web/features/home/hero.tsx': {
    imports: [`${lucide}/lucide-react.mjs`],
    code: "import { Star } from 'lucide-react';",
  },
  '/app/web/lib/nonce.tsx': { imports: ['\0vite/preload-helper.js'] },
  '/app/shared/site.ts': { imports: [] },
  '/app/web/app.css?url': { imports: [] },
  '/app/node_modules/react/index.js': { imports: [] },
  '/app/node_modules/lucide-react/dist/esm/shared/src/x.mjs': { imports: [] },
  '\0vite/preload-helper.js': { imports: [] },
  '/app/web/routes/boat.tsx': { isEntry: true, imports: ['/app/web/features/boat/gallery.tsx'] },
  '/app/web/features/boat/gallery.tsx': {
    imports: ['/app/shared/site.ts', `${lucide}/lucide-react.mjs`],
    code: "import { Anchor, Star } from 'lucide-react';",
  },
};

const meta: Rollup.ManualChunkMeta = {
  getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
  getModuleInfo: (id) => {
    const module = graph[id];
    if (!module) return null;
    // the fields shellChunks reads
    const info = {
      isEntry: module.isEntry ?? false,
      importedIds: module.imports,
      code: module.code ?? '',
    };
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

  it('puts the light icon with lucide, whose icons import it, so that no two chunks import each other', () => {
    expect(chunkOf(`${lucide}/createLucideIcon.mjs`)).toBe('vendor');
    expect(chunkOf('/app/web/components/light-icon.tsx')).toBe('vendor');
  });

  it('puts the icons the shell and the home page name in vendor, the others in icons', () => {
    expect(chunkOf(`${lucide}/icons/menu.mjs`)).toBe('vendor');
    expect(chunkOf(`${lucide}/icons/x.mjs`)).toBe('vendor');
    expect(chunkOf(`${lucide}/icons/star.mjs`)).toBe('vendor');
    expect(chunkOf(`${lucide}/icons/anchor.mjs`)).toBe('icons');
    // the indexes stay out, or Rollup would pull every icon into their chunk
    expect(chunkOf(`${lucide}/lucide-react.mjs`)).toBeUndefined();
    expect(chunkOf(`${lucide}/icons/index.mjs`)).toBeUndefined();
  });

  it("leaves the entries and a page's own modules to Rollup", () => {
    expect(chunkOf('/app/web/root.tsx')).toBeUndefined();
    expect(chunkOf('/app/web/routes/boat.tsx')).toBeUndefined();
    expect(chunkOf('/app/web/features/boat/gallery.tsx')).toBeUndefined();
    expect(chunkOf('/app/web/routes/home.tsx')).toBeUndefined();
    expect(chunkOf('/app/web/features/home/hero.tsx')).toBeUndefined();
  });
});
