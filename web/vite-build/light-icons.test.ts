import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config';
import { lightIcons } from './light-icons';

const esm = '/app/node_modules/lucide-react/dist/esm';
type THooks = {
  resolveId: (source: string, importer?: string) => string | null;
  config: () => { ssr: { noExternal: string[] } };
};
const plugin = lightIcons() as unknown as THooks;

describe('lightIcons', () => {
  it('is one of the plugins of both builds', () => {
    const names = (viteConfig.plugins ?? [])
      .flat()
      .map((plugin) => (plugin && 'name' in plugin ? plugin.name : null));
    expect(names).toContain('marea-light-icons');
  });

  it("puts the light icon in the place of lucide's Icon where lucide makes each icon", () => {
    expect(plugin.resolveId('./Icon.mjs', `${esm}/createLucideIcon.mjs`)).toBe(
      path.resolve(import.meta.dirname, '../components/light-icon.tsx'),
    );
  });

  it('finds the import it replaces in the lucide-react installed', () => {
    const lucide = path.dirname(
      createRequire(import.meta.url).resolve('lucide-react/package.json'),
    );
    const factory = path.join(lucide, 'dist/esm/createLucideIcon.mjs');
    expect(readFileSync(factory, 'utf8')).toMatch(/import Icon from '\.\/Icon\.mjs';/);
    expect(plugin.resolveId('./Icon.mjs', factory)).toMatch(/light-icon\.tsx$/);
  });

  it("leaves every other import alone, lucide's Icon included", () => {
    expect(plugin.resolveId('./Icon.mjs', `${esm}/lucide-react.mjs`)).toBeNull();
    expect(plugin.resolveId('./Icon.mjs', '/app/web/features/shell/icon.tsx')).toBeNull();
    expect(plugin.resolveId('./context.mjs', `${esm}/createLucideIcon.mjs`)).toBeNull();
    expect(plugin.resolveId('./Icon.mjs', undefined)).toBeNull();
  });

  it('bundles lucide into the server build, where an external package would skip the plugin', () => {
    expect(plugin.config().ssr.noExternal).toContain('lucide-react');
  });
});
