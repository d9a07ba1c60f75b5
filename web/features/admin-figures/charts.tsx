import { useId, type ReactNode } from 'react';
import { niceCeiling } from './format';

const width = 640;
const height = 220;
const pad = { top: 12, right: 8, bottom: 28, left: 56 };
const plotW = width - pad.left - pad.right;
const plotH = height - pad.top - pad.bottom;

export type TSeries = { key: string; label: string; color: string; values: (number | null)[] };

type TChartProps = {
  title: string;
  /** one short sentence of what the chart shows, read by screen readers before the table */
  summary: string;
  months: string[];
  /** the axis label of each month */
  monthLabel: (month: string) => string;
  /** a value as the axis and the table say it */
  format: (value: number) => string;
  series: TSeries[];
  /** how the series are drawn: bars side by side (one series), stacked bars, or a line */
  type: 'bars' | 'stacked' | 'line';
  /** the table alternative's toggle and its first column's heading */
  tableLabel: string;
  monthHeading: string;
};

function Axis({
  top,
  format,
  whole,
}: {
  top: number;
  format: (v: number) => string;
  whole: boolean;
}) {
  // counts have no half: the middle line only when it falls on a whole number
  const shares = whole && top % 2 !== 0 ? [0, 1] : [0, 0.5, 1];
  return (
    <g aria-hidden="true">
      {shares.map((share) => {
        const y = pad.top + plotH * (1 - share);
        return (
          <g key={share}>
            <line x1={pad.left} x2={width - pad.right} y1={y} y2={y} className="stroke-ink-100" />
            <text x={pad.left - 8} y={y + 4} textAnchor="end" className="fill-ink-500 text-[11px]">
              {format(top * share)}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/**
 * A month-by-month chart drawn by hand in SVG: the picture is one image with a title for
 * assistive technology, and the same numbers follow as a table anyone can open.
 */
export function MonthChart(props: TChartProps) {
  const { title, summary, months, series, type, format, monthLabel } = props;
  const id = useId();
  const totals = months.map((_, i) =>
    type === 'stacked'
      ? series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0)
      : Math.max(0, ...series.map((s) => s.values[i] ?? 0)),
  );
  const top = niceCeiling(Math.max(0, ...totals));
  const slot = plotW / Math.max(1, months.length);
  const barW = Math.min(36, slot * 0.6);
  const y = (value: number) => pad.top + plotH * (1 - value / top);
  const every = Math.ceil(months.length / 12);
  let shapes: ReactNode;
  if (type === 'line') {
    const line = series[0]!;
    const points = line.values
      .map((v, i) => (v === null ? null : `${pad.left + slot * (i + 0.5)},${y(v)}`))
      .filter(Boolean);
    shapes = (
      <g>
        <polyline points={points.join(' ')} fill="none" stroke={line.color} strokeWidth={2.5} />
        {line.values.map((v, i) =>
          v === null ? null : (
            <circle key={i} cx={pad.left + slot * (i + 0.5)} cy={y(v)} r={4} fill={line.color} />
          ),
        )}
      </g>
    );
  } else {
    shapes = months.map((month, i) => {
      let base = 0;
      return (
        <g key={month}>
          {series.map((s) => {
            const value = s.values[i] ?? 0;
            if (value <= 0) return null;
            const rect = (
              <rect
                key={s.key}
                x={pad.left + slot * (i + 0.5) - barW / 2}
                y={y(base + value)}
                width={barW}
                height={Math.max(1, y(base) - y(base + value))}
                rx={type === 'bars' ? 4 : 1}
                fill={s.color}
              />
            );
            if (type === 'stacked') base += value;
            return rect;
          })}
        </g>
      );
    });
  }
  return (
    <figure className="min-w-0 rounded-2xl bg-white p-5 shadow-card ring-1 ring-ink-900/5">
      <figcaption className="text-base font-bold text-ink-900" id={`${id}-title`}>
        {title}
      </figcaption>
      {series.length > 1 && (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-600" aria-hidden="true">
          {series.map((s) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <span className="h-2.5 w-2.5 rounded-sm" style={{ background: s.color }} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      {/* on a phone the chart keeps a legible size and scrolls sideways */}
      <div
        className="-mx-2 mt-3 overflow-x-auto px-2"
        // the latest months first in view
        ref={(node) => {
          if (node) node.scrollLeft = node.scrollWidth;
        }}
      >
        <svg
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={`${id}-title ${id}-summary`}
          className="h-auto w-full min-w-[540px]"
        >
          <desc id={`${id}-summary`}>{summary}</desc>
          <Axis top={top} format={format} whole={type === 'stacked'} />
          {shapes}
          <g aria-hidden="true">
            {months.map((month, i) =>
              i % every === 0 ? (
                <text
                  key={month}
                  x={pad.left + slot * (i + 0.5)}
                  y={height - 8}
                  textAnchor="middle"
                  className="fill-ink-500 text-[11px]"
                >
                  {monthLabel(month)}
                </text>
              ) : null,
            )}
          </g>
        </svg>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-sea-700 hover:text-sea-800">
          {props.tableLabel}
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="text-xs text-ink-500">
              <tr>
                <th scope="col" className="py-1 pr-3">
                  {props.monthHeading}
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="py-1 pr-3 text-right">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100 tabular-nums">
              {months.map((month, i) => (
                <tr key={month}>
                  <th scope="row" className="py-1 pr-3 font-normal text-ink-700">
                    {monthLabel(month)}
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="py-1 pr-3 text-right text-ink-900">
                      {s.values[i] === null ? '—' : format(s.values[i]!)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
