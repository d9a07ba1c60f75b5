import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const lightIcon = fileURLToPath(new URL('../components/light-icon.tsx', import.meta.url));
/** The module of lucide-react that makes each icon's component, and the name it imports by. */
const iconFactory = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]createLucideIcon\.mjs$/;

/**
 * Every lucide icon renders web/components/light-icon.tsx instead of lucide's own `Icon`
 * (docs/decisions/0059-light-icons.md), in the browser's build and in the server's, which
 * bundles lucide-react for this (`ssr.noExternal`): a package left external would load lucide's
 * own modules at run time.
 */
export function lightIcons(): Plugin {
  return {
    name: 'marea-light-icons',
    enforce: 'pre',
    config: () => ({ ssr: { noExternal: ['lucide-react'] } }),
    resolveId(source, importer) {
      if (source === './Icon.mjs' && importer && iconFactory.test(importer)) return lightIcon;
      return null;
    },
  };
}
