import { createElement, forwardRef, type ReactNode } from 'react';
import type { LucideIconData, LucideIconNode, LucideProps } from 'lucide-react';
import { useLucideContext } from 'lucide-react/dist/esm/context.mjs';

/**
 * lucide-react's `Icon` (the component each lucide icon renders), rendered with the icon's
 * shapes as one string instead of one React element each (docs/decisions/0059-light-icons.md).
 * web/vite-build/light-icons.ts puts it in lucide's place, so `import { Star } from
 * 'lucide-react'` stays as it is everywhere. The markup is lucide's, attribute for attribute
 * (light-icon.test.tsx compares both for every icon the app imports). Icons with children or
 * lucide's non-scaling stroke render their shapes as elements, as lucide does.
 */
export const LightIcon = forwardRef<
  SVGSVGElement,
  LucideProps & { icon: LucideIconData; children?: ReactNode }
>(function LightIcon(
  {
    color,
    size,
    width,
    height,
    strokeWidth,
    absoluteStrokeWidth,
    nonScalingStroke,
    className = '',
    children,
    icon,
    ...rest
  },
  ref,
) {
  const context = useLucideContext() ?? {};
  const viewBoxWidth = icon.size ?? icon.width ?? 24;
  const viewBoxHeight = icon.size ?? icon.height ?? 24;
  const stroke = strokeWidth ?? context.strokeWidth ?? 2;
  const drawnWidth = width ?? size ?? context.size ?? 24;
  const classes = mergeClasses([
    'lucide',
    ...(icon.name ? [`lucide-${icon.name}`] : []),
    ...(icon.aliases ?? []).filter((alias) => alias.trim() !== '').map((a) => `lucide-${a}`),
    ...[context.className ?? '', className].flatMap((names) => names.split(' ')),
  ]);
  const labelled = Boolean(children) || hasA11yProp(rest);
  const attributes = {
    ref,
    xmlns: 'http://www.w3.org/2000/svg',
    width: drawnWidth,
    height: height ?? size ?? context.size ?? 24,
    viewBox: `0 0 ${viewBoxWidth} ${viewBoxHeight}`,
    fill: 'none',
    stroke: color ?? context.color ?? 'currentColor',
    strokeWidth:
      (absoluteStrokeWidth ?? context.absoluteStrokeWidth)
        ? (Number(stroke) * Number(viewBoxWidth)) / Number(drawnWidth)
        : stroke,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    ...(classes ? { className: classes } : {}),
    ...(labelled ? {} : { 'aria-hidden': 'true' as const }),
    ...rest,
  };
  if (!children && !(nonScalingStroke ?? context.nonScalingStroke)) {
    return createElement('svg', { ...attributes, dangerouslySetInnerHTML: innerOf(icon) });
  }
  const effect = (nonScalingStroke ?? context.nonScalingStroke) ? 'non-scaling-stroke' : undefined;
  return createElement(
    'svg',
    attributes,
    ...icon.node.map((node) => shapeElement(node, effect)),
    children,
  );
});

export default LightIcon;

const inner = new WeakMap<LucideIconData, { __html: string }>();

/** The icon's shapes as markup, made once per icon. */
function innerOf(icon: LucideIconData): { __html: string } {
  let markup = inner.get(icon);
  if (!markup) {
    markup = { __html: icon.node.map(shapeMarkup).join('') };
    inner.set(icon, markup);
  }
  return markup;
}

function shapeMarkup([tag, attributes, children]: LucideIconNode): string {
  const pairs = Object.entries(attributes).filter(([name]) => name !== 'key');
  const text = pairs.map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`);
  return `<${tag}${text.join('')}>${(children ?? []).map(shapeMarkup).join('')}</${tag}>`;
}

function shapeElement(
  [tag, attributes, children]: LucideIconNode,
  vectorEffect: string | undefined,
): ReactNode {
  const props = vectorEffect ? { vectorEffect, ...attributes } : attributes;
  return createElement(tag, props, ...(children ?? []).map((c) => shapeElement(c, vectorEffect)));
}

const escapes: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (c) => escapes[c]!);

/** lucide's: the class names once each, in their first order. */
function mergeClasses(names: string[]): string {
  return [...new Set(names.flatMap((name) => name.split(/\s+/)).filter(Boolean))].join(' ');
}

/** lucide's: an aria-*, role or title prop means the icon speaks, so it is not hidden. */
function hasA11yProp(props: Record<string, unknown>): boolean {
  return Object.entries(props).some(
    ([name, value]) =>
      (name.startsWith('aria-') || name === 'role' || name === 'title') && value != null,
  );
}
