import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { LucideIconData } from 'lucide-react';
// lucide's modules as the builds bundle them (the package's index is CommonJS under Node, with
// a context of its own)
import { LucideProvider } from 'lucide-react/dist/esm/context.mjs';
import LucideIcon from 'lucide-react/dist/esm/Icon.mjs';
import { describe, expect, it } from 'vitest';
import { LightIcon } from './light-icon';

// every icon lucide-react has (its own modules, which the light icon gets the data of)
const iconsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('lucide-react/package.json')),
  'dist/esm/icons',
);
const icons: LucideIconData[] = (
  await Promise.all(
    readdirSync(iconsDir)
      .filter((file) => file.endsWith('.mjs') && file !== 'index.mjs')
      .map(async (file) => {
        const module = (await import(pathToFileURL(path.join(iconsDir, file)).href)) as {
          __iconData: LucideIconData;
        };
        return module.__iconData;
      }),
  )
)
  // the modules of an icon's old names only re-export it
  .filter((icon) => icon !== undefined);
const byName = (name: string) => icons.find((icon) => icon.name === name)!;

type TProps = Record<string, unknown>;
const both = (icon: LucideIconData, props: TProps, wrap = (node: React.ReactNode) => node) => ({
  lucide: renderToStaticMarkup(wrap(createElement(LucideIcon, { icon, ...props }))),
  light: renderToStaticMarkup(wrap(createElement(LightIcon, { icon, ...props }))),
});

describe('LightIcon', () => {
  it('renders what lucide renders for every icon, with the props the app passes', () => {
    expect(icons.length).toBeGreaterThan(1000);
    for (const icon of icons) {
      for (const props of [
        { className: 'h-4 w-4 text-sea-600', 'aria-hidden': true },
        { className: ' size-5  shrink-0 ', strokeWidth: 2.25 },
        {},
      ]) {
        const { lucide, light } = both(icon, props);
        expect(light, icon.name).toBe(lucide);
      }
    }
  });

  it('puts the shapes in as one string unless there are children or a non-scaling stroke', () => {
    const star = byName('star');
    const { light } = both(star, { className: 'h-4 w-4' });
    expect(light).toContain('<path d="M11.525');
    // aliases become class names too, as in lucide
    expect(both(byName('circle-check'), {}).light).toContain('lucide-check-circle-2');
    for (const props of [
      // keyed: lucide puts the children in one list with the shapes
      { children: createElement('title', { key: 'title' }, 'Rated') },
      { nonScalingStroke: true },
      { size: 32, color: 'red', absoluteStrokeWidth: true },
      { width: 20, height: 10, strokeWidth: '1.5' },
      { 'aria-label': 'Five stars', role: 'img', title: 'Stars' },
      { className: 'lucide lucide-star extra', id: 'icon-1' },
    ]) {
      const { lucide, light } = both(star, props);
      expect(light, JSON.stringify(Object.keys(props))).toBe(lucide);
    }
  });

  it("follows lucide's provider of defaults", () => {
    const wrap = (node: React.ReactNode) => (
      <LucideProvider size={18} strokeWidth={1.5} color="blue" className="icon" absoluteStrokeWidth>
        {node}
      </LucideProvider>
    );
    for (const name of ['star', 'anchor', 'calendar-days']) {
      const { lucide, light } = both(byName(name), { className: 'h-4' }, wrap);
      expect(light, name).toBe(lucide);
    }
    const nonScaling = (node: React.ReactNode) => (
      <LucideProvider nonScalingStroke>{node}</LucideProvider>
    );
    const { lucide, light } = both(byName('map-pin'), {}, nonScaling);
    expect(light).toBe(lucide);
    expect(light).toContain('vector-effect="non-scaling-stroke"');
  });
});
