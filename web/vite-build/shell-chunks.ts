import type { Rollup } from 'vite';

/** The modules every page runs: the browser entry, the root route and the language layout. */
const shellEntry = /\/web\/(entry\.client|root|routes\/lang-layout)\.tsx(\?|$)/;

/**
 * Rollup's `manualChunks` for the browser build: every module that the entries of every page
 * import (statically) goes into one of two chunks, `vendor` (packages) and `shell` (our code),
 * instead of the dozens of sub-kilobyte chunks Rollup makes of them by default, since it cannot
 * know that the root and the layout always load together with a page. A page loads exactly the
 * same code, in a handful of files instead of fifty (each a request on a slow link).
 * The entries themselves keep their own chunks (a manual chunk would leave a facade file each).
 */
export function shellChunks(): Rollup.GetManualChunk {
  let chunkOf: Map<string, 'vendor' | 'shell'> | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    chunkOf ??= shellModules([...getModuleIds()], getModuleInfo);
    return chunkOf.get(id);
  };
}

function shellModules(ids: string[], info: Rollup.GetModuleInfo) {
  const entries = ids.filter((id) => shellEntry.test(id) && info(id)?.isEntry);
  const seen = new Set(entries);
  const queue = [...entries];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const imported of info(id)?.importedIds ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      queue.push(imported);
    }
  }
  const chunkOf = new Map<string, 'vendor' | 'shell'>();
  for (const id of seen) {
    if (info(id)?.isEntry || id.endsWith('.css')) continue;
    // packages, and the virtual modules of the build tools that packages import
    chunkOf.set(id, isOwnCode(id) ? 'shell' : 'vendor');
  }
  return chunkOf;
}

const isOwnCode = (id: string) =>
  !id.startsWith('\0') && !id.includes('/node_modules/') && /\/(web|shared)\//.test(id);
