import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { TBoatTypeSlug } from '../catalog/types';
import { renderBoatScene } from './boat-scene';
import { renderDestinationScene } from './destination-scene';
import { renderHeroScene } from './hero-scene';
import { createRandom } from './random';
import type { TBoatSceneInput, TDestinationSceneInput } from './types';

const TYPES: readonly TBoatTypeSlug[] = [
  'sailboat',
  'catamaran',
  'motorboat',
  'yacht',
  'rib',
  'gulet',
  'boat-without-licence',
  'jet-ski',
];
const VIEWS: readonly TBoatSceneInput['view'][] = ['cover', 'anchored', 'detail', 'sunset'];
const LANDSCAPES: readonly TDestinationSceneInput['landscape'][] = [
  'island-cliffs',
  'city',
  'volcanic',
  'beach',
  'old-town',
];

function boat(overrides: Partial<TBoatSceneInput> = {}): TBoatSceneInput {
  return {
    seed: 42,
    type: 'sailboat',
    hullColor: '#f4f4f2',
    accentColor: '#1f5f8b',
    view: 'cover',
    ...overrides,
  };
}

async function rasterise(svg: string): Promise<{ width: number; height: number; ms: number }> {
  const started = performance.now();
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const ms = performance.now() - started;
  const meta = await sharp(png).metadata();
  return { width: meta.width ?? 0, height: meta.height ?? 0, ms };
}

function checkMarkup(svg: string): void {
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg).not.toMatch(
    /<text|<image|<foreignObject|https?:\/\/(?!www\.w3\.org)|NaN|undefined|Infinity/,
  );
  expect(svg.length).toBeLessThan(80_000);
}

describe('seeded random', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = createRandom(7);
    const b = createRandom(7);
    const c = createRandom(8);
    const seqA = [a.next(), a.next(), a.next()];
    expect([b.next(), b.next(), b.next()]).toEqual(seqA);
    expect([c.next(), c.next(), c.next()]).not.toEqual(seqA);
    for (let i = 0; i < 200; i += 1) {
      const n = a.int(2, 5);
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(5);
    }
  });
});

describe('boat scenes', () => {
  it('are deterministic', () => {
    for (const view of VIEWS)
      expect(renderBoatScene(boat({ view }))).toBe(renderBoatScene(boat({ view })));
  });

  it('change with the seed, the type, the view and the colours', () => {
    const base = renderBoatScene(boat());
    expect(renderBoatScene(boat({ seed: 43 }))).not.toBe(base);
    expect(renderBoatScene(boat({ type: 'yacht' }))).not.toBe(base);
    expect(renderBoatScene(boat({ view: 'sunset' }))).not.toBe(base);
    expect(renderBoatScene(boat({ hullColor: '#0f2f52' }))).not.toBe(base);
    for (const view of VIEWS)
      expect(renderBoatScene(boat({ view, seed: 1 }))).not.toBe(
        renderBoatScene(boat({ view, seed: 2 })),
      );
  });

  it('falls back to default colours for malformed ones', () => {
    const svg = renderBoatScene(boat({ hullColor: 'blue', accentColor: '#12' }));
    checkMarkup(svg);
  });

  for (const type of TYPES) {
    it(`renders every view of a ${type} to a 1600x1067 PNG`, async () => {
      const timings: string[] = [];
      for (const view of VIEWS) {
        const svg = renderBoatScene(boat({ type, view, seed: 3 }));
        checkMarkup(svg);
        expect(svg).toContain('viewBox="0 0 1600 1067"');
        const { width, height, ms } = await rasterise(svg);
        expect({ width, height }).toEqual({ width: 1600, height: 1067 });
        timings.push(`${view} ${ms.toFixed(0)}ms ${(svg.length / 1024).toFixed(0)}KB`);
      }
      console.info(`${type}: ${timings.join(', ')}`);
    }, 30_000);
  }
});

describe('destination scenes', () => {
  it('are deterministic and vary with the seed and the slug', () => {
    const input: TDestinationSceneInput = { seed: 5, slug: 'ibiza', landscape: 'island-cliffs' };
    const svg = renderDestinationScene(input);
    expect(renderDestinationScene(input)).toBe(svg);
    expect(renderDestinationScene({ ...input, seed: 6 })).not.toBe(svg);
    expect(renderDestinationScene({ ...input, slug: 'menorca' })).not.toBe(svg);
  });

  it('render every landscape to a 1200x1500 PNG', async () => {
    const timings: string[] = [];
    for (const landscape of LANDSCAPES) {
      const svg = renderDestinationScene({ seed: 11, slug: `place-${landscape}`, landscape });
      checkMarkup(svg);
      const { width, height, ms } = await rasterise(svg);
      expect({ width, height }).toEqual({ width: 1200, height: 1500 });
      timings.push(`${landscape} ${ms.toFixed(0)}ms`);
    }
    console.info(`destinations: ${timings.join(', ')}`);
  }, 30_000);
});

describe('hero scene', () => {
  it('is deterministic and renders to a 2400x1200 PNG', async () => {
    const svg = renderHeroScene();
    expect(renderHeroScene()).toBe(svg);
    checkMarkup(svg);
    const { width, height, ms } = await rasterise(svg);
    expect({ width, height }).toEqual({ width: 2400, height: 1200 });
    console.info(`hero: ${ms.toFixed(0)}ms ${(svg.length / 1024).toFixed(0)}KB`);
  }, 30_000);
});
