import { createElement, forwardRef, type ReactNode } from 'react';
import type { LucideIconData, LucideIconNode, LucideProps } from 'lucide-react';
import { useLucideContext } from 'lucide-react/dist/esm/context.mjs';
import { hasA11yProp } from 'lucide-react/dist/esm/shared/src/utils/hasA11yProp.mjs';
import { mergeClasses } from 'lucide-react/dist/esm/shared/src/utils/mergeClasses.mjs';

/**
 * lucide-react's `Icon` (the component each lucide icon renders), rendered with the icon's
 * shapes as one string instead of one React element each (docs/decisions/0059-light-icons.md).
 * web/vite-build/light-icons.ts puts it in lucide's place, so `import { Star } from
 * 'lucide-react'` stays as it is everywhere. The markup is lucide's, attribute for attribute
 * (light-icon.test.tsx compares both for every icon lucide-react has). Icons with children or
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
  const record = recordOf(icon);
  const stroke = strokeWidth ?? context.strokeWidth ?? 2;
  const drawnWidth = width ?? size ?? context.size ?? 24;
  const classes = classesOf(
    record,
    context.className ? `${context.className} ${className}` : className,
  );
  // lucide's order of attributes, so that the markup is the same
  const attributes: Record<string, unknown> = {
    ref,
    xmlns: 'http://www.w3.org/2000/svg',
    width: drawnWidth,
    height: height ?? size ?? context.size ?? 24,
    viewBox: record.viewBox,
    fill: 'none',
    stroke: color ?? context.color ?? 'currentColor',
    strokeWidth:
      (absoluteStrokeWidth ?? context.absoluteStrokeWidth)
        ? (Number(stroke) * record.viewBoxWidth) / Number(drawnWidth)
        : stroke,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  };
  if (classes) attributes.className = classes;
  if (!children && !hasA11yProp(rest)) attributes['aria-hidden'] = 'true';
  Object.assign(attributes, rest);
  const nonScaling = nonScalingStroke ?? context.nonScalingStroke;
  if (!children && !nonScaling) {
    attributes.dangerouslySetInnerHTML = record.inner;
    return createElement('svg', attributes);
  }
  const effect = nonScaling ? 'non-scaling-stroke' : undefined;
  return createElement(
    'svg',
    attributes,
    ...icon.node.map((node) => shapeElement(node, effect)),
    children,
  );
});

export default LightIcon;

/** What every use of an icon shares, made on its first use. */
type TIconRecord = {
  /** the shapes as markup */
  inner: { __html: string };
  viewBox: string;
  viewBoxWidth: number;
  /** `lucide`, the icon's name and its aliases as class names */
  base: string;
  /** the class attribute for each className given (a few per icon) */
  classes: Map<string, string>;
};

const records = new WeakMap<LucideIconData, TIconRecord>();

function recordOf(icon: LucideIconData): TIconRecord {
  let record = records.get(icon);
  if (!record) {
    const width = icon.size ?? icon.width ?? 24;
    const names = [icon.name, ...(icon.aliases ?? []).filter((alias) => alias.trim() !== '')];
    record = {
      inner: { __html: icon.node.map(shapeMarkup).join('') },
      viewBox: `0 0 ${width} ${icon.size ?? icon.height ?? 24}`,
      viewBoxWidth: Number(width),
      base: ['lucide', ...names.flatMap((name) => (name ? [`lucide-${name}`] : []))].join(' '),
      classes: new Map(),
    };
    records.set(icon, record);
  }
  return record;
}

function classesOf(record: TIconRecord, given: string): string {
  let merged = record.classes.get(given);
  if (merged === undefined) {
    merged = mergeClasses(record.base, given);
    // classNames come from the code: a few per icon, unless one is built from data
    if (record.classes.size < 64) record.classes.set(given, merged);
  }
  return merged;
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

/**
 * An attribute's value in HTML, as React writes it. Not shared/… or the mails' escapeHtml: the
 * light icon goes in the `vendor` chunk with lucide (shell-chunks.ts), and a module of ours that
 * it imported would go in `shell`, which imports `vendor`: two chunks importing each other.
 */
const escapes: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
};
const escapeAttribute = (value: string) => value.replace(/[&"'<>]/g, (c) => escapes[c]!);
