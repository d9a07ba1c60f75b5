import { memo, useId } from 'react';
import { coastline } from './coastline-data';
import { insetBox, insetShift } from './layout';

const hairline = 'non-scaling-stroke';
const insetTransform = `translate(${insetShift.x} ${insetShift.y})`;

/**
 * The land under the pins: Spain white, the neighbours muted. Each path is sent once and drawn
 * twice with <use>: first as a wide sea-coloured stroke, then filled on top, which leaves a soft
 * halo on the sea side of every coast while borders between countries stay thin lines.
 * The paths never change; only the viewBox of the SVG moves.
 */
const Land = memo(function Land({ hasInset }: { hasInset: boolean }) {
  const id = useId().replace(/[^\w-]/g, '');
  const ref = (name: string) => `#${id}-${name}`;
  const halo = 'fill-none stroke-sea-200';
  return (
    <>
      <defs>
        <path id={`${id}-n`} d={coastline.neighbours} vectorEffect={hairline} />
        <path id={`${id}-s`} d={coastline.spain} vectorEffect={hairline} />
        <path id={`${id}-c`} d={coastline.canaries} vectorEffect={hairline} />
      </defs>
      <g fillRule="evenodd" strokeLinejoin="round">
        <g className={halo} strokeWidth={5}>
          <use href={ref('n')} />
          <use href={ref('s')} />
          {!hasInset && <use href={ref('c')} />}
        </g>
        <use href={ref('n')} className="fill-[#eef0ec] stroke-[#cbd5d8]" strokeWidth={0.75} />
        <g className="fill-white stroke-ink-300" strokeWidth={0.9}>
          <use href={ref('s')} />
          {!hasInset && <use href={ref('c')} />}
        </g>
        {hasInset && (
          <g>
            <rect
              x={insetBox.minX}
              y={insetBox.minY}
              width={insetBox.maxX - insetBox.minX}
              height={insetBox.maxY - insetBox.minY}
              rx={90}
              className="fill-sea-50 stroke-ink-300"
              strokeWidth={1}
              strokeDasharray="4 3"
              vectorEffect={hairline}
            />
            <g transform={insetTransform}>
              <use href={ref('c')} className={halo} strokeWidth={5} />
              <use href={ref('c')} className="fill-white stroke-ink-300" strokeWidth={0.9} />
            </g>
          </g>
        )}
      </g>
    </>
  );
});

/** The SVG map: decorative, the places are the HTML pins above it. */
export const MapLand = memo(function MapLand({
  viewBox,
  hasInset,
}: {
  viewBox: string;
  hasInset: boolean;
}) {
  return (
    <svg
      viewBox={viewBox}
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
      focusable="false"
      className="absolute inset-0 block size-full"
    >
      <Land hasInset={hasInset} />
    </svg>
  );
});
