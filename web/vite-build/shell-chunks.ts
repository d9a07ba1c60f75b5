import type { Rollup } from 'vite';

/** The modules every page runs: the browser entry, the root route and the language layout. */
const shellEntry = /\/web\/(entry\.client|root|routes\/lang-layout)\.tsx(\?|$)/;
/** The most visited page, whose first load has a budget (issue 10: 150 KB of scripts). */
const homeEntry = /\/web\/routes\/home\.tsx(\?|$)/;

type TChunk = 'vendor' | 'shell' | 'icons';

/**
 * Rollup's `manualChunks` for the browser build: every module that the entries of every page
 * import (statically) goes into one of two chunks, `vendor` (packages) and `shell` (our code),
 * instead of the dozens of sub-kilobyte chunks Rollup makes of them by default, since it cannot
 * know that the root and the layout always load together with a page. A page loads exactly the
 * same code, in a handful of files instead of fifty (each a request on a slow link).
 * The entries themselves keep their own chunks (a manual chunk would leave a facade file each).
 *
 * Icons: the shell imports lucide-react's index, which imports every icon, so every icon any page
 * shows would land in `vendor`. Only those the shell and the home page name go there; the others
 * go into an `icons` chunk, which the pages that show them load.
 */
export function shellChunks(): Rollup.GetManualChunk {
  let chunkOf: Map<string, TChunk> | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    chunkOf ??= shellModules([...getModuleIds()], getModuleInfo);
    return chunkOf.get(id);
  };
}

function shellModules(ids: string[], info: Rollup.GetModuleInfo) {
  const shell = reachable(
    ids.filter((id) => shellEntry.test(id) && info(id)?.isEntry),
    info,
  );
  const home = reachable(
    ids.filter((id) => homeEntry.test(id) && info(id)?.isEntry),
    info,
  );
  const everyPageIcons = iconsNamedBy(
    [...shell, ...home].filter(isOwnCode).map((id) => info(id)?.code ?? ''),
    ids.find((id) => iconIndex.test(id)),
    info,
  );
  const chunkOf = new Map<string, TChunk>();
  for (const id of shell) {
    // neither index of lucide-react goes in: Rollup would pull every icon in with it
    if (info(id)?.isEntry || id.endsWith('.css') || iconIndex.test(id) || iconModule.test(id)) {
      continue;
    }
    // packages, and the virtual modules of the build tools that packages import; the light icon
    // stands in for lucide's own module (light-icons.ts), which the icons in vendor import: in
    // shell, the two chunks would import each other
    chunkOf.set(id, isOwnCode(id) && !lightIcon.test(id) ? 'shell' : 'vendor');
  }
  for (const id of ids) {
    if (iconModule.test(id)) chunkOf.set(id, everyPageIcons.has(id) ? 'vendor' : 'icons');
  }
  return chunkOf;
}

/** The modules `entries` import statically, themselves included. */
function reachable(entries: string[], info: Rollup.GetModuleInfo): Set<string> {
  const seen = new Set(entries);
  const queue = [...entries];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const imported of info(id)?.importedIds ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      queue.push(imported);
    }
  }
  return seen;
}

/** lucide-react's index and the module of each icon (which the index re-exports by name). */
const iconIndex = /\/lucide-react\/dist\/esm\/(lucide-react|icons\/index)\.mjs$/;
const iconModule = /\/lucide-react\/dist\/esm\/icons\/(?!index\.mjs$)[^/]+\.mjs$/;

/** The icon modules of the names that `sources` import from lucide-react. */
function iconsNamedBy(sources: string[], index: string | undefined, info: Rollup.GetModuleInfo) {
  const modules = new Set<string>();
  const barrel = index?.replace(/icons\/index\.mjs$/, 'lucide-react.mjs');
  if (!barrel) return modules;
  const fileOf = new Map<string, string>();
  const reexports = /export \{([^}]*)\} from ['"]\.\/icons\/([^'"]+)['"]/g;
  for (const [, names, file] of (info(barrel)?.code ?? '').matchAll(reexports)) {
    for (const name of names!.split(',')) fileOf.set(name.split(' as ').pop()!.trim(), file!);
  }
  const dir = barrel.slice(0, barrel.lastIndexOf('/'));
  for (const source of sources) {
    for (const [, names] of source.matchAll(/import \{([^}]*)\} from ['"]lucide-react['"]/g)) {
      for (const name of names!.split(',')) {
        const file = fileOf.get(name.split(' as ')[0]!.trim());
        if (file) modules.add(`${dir}/icons/${file}`);
      }
    }
  }
  return modules;
}

const lightIcon = /\/web\/components\/light-icon\.tsx$/;

const isOwnCode = (id: string) =>
  !id.startsWith('\0') && !id.includes('/node_modules/') && /\/(web|shared)\//.test(id);
