// lucide-react's own modules of its context and of its `Icon`: the package's types declare them
// only through its index.
declare module 'lucide-react/dist/esm/context.mjs' {
  export { LucideProvider, useLucideContext } from 'lucide-react';
}
declare module 'lucide-react/dist/esm/Icon.mjs' {
  import { Icon } from 'lucide-react';
  export default Icon;
}
