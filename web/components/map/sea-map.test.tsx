import { renderToString } from 'react-dom/server';
import { TranslationProvider } from '../../i18n/translation';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
// The seeded harbours are the test fixture; a test is never bundled into the web app.
// eslint-disable-next-line no-restricted-imports
import { destinations } from '../../../db/seed/catalog/places';
import { createI18n } from '../../i18n/i18n';
import { en } from '../../i18n/locales/en';
import { es } from '../../i18n/locales/es';
import { SeaMap, type TMapPoint, type TSeaMapProps } from './sea-map';

const harbours: TMapPoint[] = destinations.flatMap((d) =>
  d.harbours.map((h, i) => ({
    id: h.slug,
    lat: h.lat,
    lon: h.lon,
    label: h.name,
    badge: `${150 + i * 10} €`,
    href: `/es/boats?harbour=${h.slug}`,
  })),
);

function render(props: Partial<TSeaMapProps>, lang: 'es' | 'en' = 'es') {
  return renderToString(
    <TranslationProvider i18n={createI18n(lang, lang === 'es' ? es : en)}>
      <MemoryRouter>
        <SeaMap points={[]} title="Mapa de resultados" className="h-96" {...props} />
      </MemoryRouter>
    </TranslationProvider>,
  );
}

const viewBox = (html: string) =>
  html
    .match(/viewBox="([^"]+)"/)?.[1]
    ?.split(' ')
    .map(Number);

describe('SeaMap on the server', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders without window, warnings or errors', () => {
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    expect(typeof window).toBe('undefined');
    const html = render({ points: harbours });
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    expect(html).toContain('role="region"');
    expect(html).toContain('aria-label="Mapa de resultados"');
    expect(html).toContain('role="application"');
    expect(html).toContain('aria-label="Acercar"');
    expect(html).toContain('aria-label="Alejar"');
  });

  it('draws all of Spain with the Canaries inset when there are no points', () => {
    const html = render({ points: [] });
    expect(html).toContain('Canarias');
    expect(html).toContain('stroke-dasharray'); // the inset frame
    const [, , w = 0] = viewBox(html) ?? [];
    expect(w).toBeGreaterThan(15_000); // ~17° of longitude
  });

  it('fits one harbour closely, without an inset', () => {
    const html = render({ points: [harbours[0]!] });
    expect(html).not.toContain('stroke-dasharray');
    const [x = 0, , w = 0] = viewBox(html) ?? [];
    expect(w).toBeGreaterThan(500);
    expect(w).toBeLessThan(800);
    expect(x + w / 2).toBeCloseTo(harbours[0]!.lon * 1000, 0);
    // A single pin is a link named by its label, showing its badge.
    expect(html).toMatch(
      /<a[^>]+aria-label="Port Olímpic"[^>]+href="\/es\/boats\?harbour=port-olimpic"/,
    );
    expect(html).toContain('150 €');
  });

  it('places pins with CSS so the first paint needs no JavaScript', () => {
    const html = render({ points: [harbours[0]!] });
    expect(html).toMatch(/--x:\d+;--y:-\d+;left:calc\(50cqw \+ \(var\(--x\) - var\(--cx\)\)/);
    expect(html).toMatch(/--cx:[\d.]+;--cy:-[\d.]+;--vw:[\d.]+;--vh:[\d.]+/);
  });

  it('clusters overlapping pins into named bubbles and keeps the active one dark', () => {
    const html = render({ points: harbours, activeId: 'port-olimpic' });
    const bubbles = [...html.matchAll(/aria-label="Grupo de (\d+) lugares"/g)];
    expect(bubbles.length).toBeGreaterThan(3);
    const clustered = bubbles.reduce((sum, m) => sum + Number(m[1]), 0);
    const singles = (html.match(/<a /g) ?? []).length;
    expect(clustered + singles).toBe(harbours.length);
    expect(html).toContain('bg-ink-900');
  });

  it('renders pins without href as buttons', () => {
    const html = render({
      points: [{ id: 'h', lat: 39.566, lon: 2.64, label: 'Real Club Náutico' }],
    });
    expect(html).toMatch(/<button[^>]+aria-label="Real Club Náutico"/);
  });

  it('in pick mode explains the keyboard and shows the placed pin as an image', () => {
    const html = render({
      points: [{ id: 'pick', lat: 28.4718, lon: -16.2464, label: 'Tu puerto' }],
      onPick: () => {},
    });
    expect(html).toContain('cursor-crosshair');
    expect(html).toContain('Enter');
    expect(html).toMatch(/role="img"[^>]+aria-label="Tu puerto"/);
    // While picking the Canaries stay in the inset, so the layout never jumps under the pointer.
    expect(html).toContain('stroke-dasharray');
  });

  it('speaks English too', () => {
    const html = render({ points: [] }, 'en');
    expect(html).toContain('aria-label="Zoom in"');
    expect(html).toContain('Canary Islands');
  });
});
