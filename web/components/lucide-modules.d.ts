// lucide-react's own modules that the light icon (and its test) use: the package's types declare
// them only through its index, or not at all.
declare module 'lucide-react/dist/esm/context.mjs' {
  export { LucideProvider, useLucideContext } from 'lucide-react';
}
declare module 'lucide-react/dist/esm/Icon.mjs' {
  import { Icon } from 'lucide-react';
  export default Icon;
}
declare module 'lucide-react/dist/esm/shared/src/utils/mergeClasses.mjs' {
  /** the class names once each, in their first order */
  export function mergeClasses(...classes: (string | undefined)[]): string;
}
declare module 'lucide-react/dist/esm/shared/src/utils/hasA11yProp.mjs' {
  /** an aria-*, role or title prop: the icon speaks, so it is not hidden */
  export function hasA11yProp(props: Record<string, unknown>): boolean;
}
