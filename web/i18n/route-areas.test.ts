import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from '../routes';
import { areas, areasOf, type TArea } from './areas';
import { pageCatalog } from './i18n.server';
import { es } from './locales/es';

/*
 * A page renders with the core catalogue and the areas its routes declare in `handle` (server
 * and browser alike): every key the code of a route can reach must be in there. The keys are
 * found in the source of the files each route module imports (statically or with import()),
 * as string literals that name a text or a group of texts of the catalogue, also relative to a
 * `keyPrefix` of the same file.
 */

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const root = path.dirname(web);
const modules = import.meta.glob<{ handle?: unknown }>(['../root.tsx', '../routes/*.tsx']);

function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), spec);
  for (const file of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (existsSync(file) && statSync(file).isFile()) return file;
  return undefined;
}

const importPattern =
  /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The code files a module can run: its imports, transitively, minus the catalogues themselves. */
function reachable(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const [, typeOnly, spec, dynamicSpec] of readFileSync(entry, 'utf8').matchAll(
    importPattern,
  )) {
    if (typeOnly) continue;
    const file = resolveImport(entry, spec ?? dynamicSpec ?? '');
    if (!file || !/\.tsx?$/.test(file) || file.includes(`${path.sep}i18n${path.sep}`)) continue;
    if (!file.startsWith(web) && !file.startsWith(path.join(root, 'shared'))) continue;
    reachable(file, seen);
  }
  return seen;
}

type TUse = { file: string; options: string[]; group: boolean };

/** Dotted string literals (`'a.b'`, `` `a.b.${x}` ``) and key prefixes: the keys a file may use. */
function keyUses(file: string): TUse[] {
  const source = readFileSync(file, 'utf8');
  const prefixes = [...source.matchAll(/keyPrefix:\s*['"`]([\w.-]+)['"`]/g)].map((m) => m[1] ?? '');
  const uses: TUse[] = prefixes.map((prefix) => ({ file, options: [prefix], group: true }));
  for (const [, , text = '', rest] of source.matchAll(
    /(['"`])([A-Za-z_][\w-]*(?:\.[\w-]+)*)(\1|\.\$\{)/g,
  )) {
    const group = rest === '.${';
    if (!group && !text.includes('.')) continue;
    uses.push({ file, options: [text, ...prefixes.map((p) => `${p}.${text}`)], group });
  }
  return uses;
}

function lookup(catalog: unknown, key: string): unknown {
  let node = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function has(catalog: unknown, key: string, group: boolean): boolean {
  if (group) return typeof lookup(catalog, key) === 'object';
  return ['', '_one', '_other'].some((suffix) => lookup(catalog, key + suffix) !== undefined);
}

/** The keys (as the code writes them) that the catalogue has and the page's texts lack. */
function missing(uses: TUse[], pageAreas: readonly TArea[]): string[] {
  const page = pageCatalog('es', pageAreas);
  const lacking = uses.filter(
    ({ options, group }) =>
      options.some((key) => has(es, key, group)) && !options.some((key) => has(page, key, group)),
  );
  return [
    ...new Set(lacking.map(({ file, options }) => `${path.relative(web, file)}: ${options[0]}`)),
  ];
}

type TPage = { files: string[]; areas: TArea[] };

/** Every page: the route modules from the root down to a leaf, and the areas they declare. */
async function pages(): Promise<Map<string, TPage>> {
  const out = new Map<string, TPage>();
  const walk = async (entries: RouteConfigEntry[], parents: string[]) => {
    for (const entry of entries) {
      const chain = [...parents, entry.file];
      if (entry.children?.length) await walk(entry.children, chain);
      else {
        const handles = await Promise.all(
          chain.map(async (file) => {
            const load = modules[`../${file}`];
            if (!load) throw new Error(`no route module ${file}`);
            return (await load()).handle;
          }),
        );
        out.set(entry.file, { files: chain, areas: areasOf(handles) });
      }
    }
  };
  await walk(await routes, ['root.tsx']);
  return out;
}

describe('route catalogue areas', async () => {
  const all = await pages();

  it('finds the route modules and the keys they use', () => {
    expect(all.size).toBeGreaterThan(10);
    const boats = all.get('routes/boats.tsx');
    expect(boats?.areas).toEqual(['search', 'map']);
  });

  for (const [route, { files, areas: declared }] of all) {
    const uses = [
      ...new Set(files.flatMap((file) => [...reachable(path.join(web, file))])),
    ].flatMap(keyUses);

    it(`${route}: core plus [${declared.join(', ')}] hold every key it uses`, () => {
      expect(missing(uses, declared)).toEqual([]);
    });

    it(`${route}: declares no area it does not use`, () => {
      const lacking = missing(uses, declared).length;
      const unused = declared.filter((area) => {
        const others = declared.filter((other) => other !== area);
        return missing(uses, others).length === lacking;
      });
      expect(unused).toEqual([]);
    });
  }
});

describe('catalogue areas', () => {
  it('are keys of the catalogue, each loaded by its own chunk', async () => {
    const { catalogParts } = await import('./catalog-parts');
    for (const lang of ['es', 'en'] as const)
      for (const area of areas)
        expect(await catalogParts[lang][area](), `${lang} ${area}`).toBe(
          (await import('./i18n.server')).catalogs[lang][area],
        );
  });
});
