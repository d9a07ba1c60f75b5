import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/translation';
import { valuationTabs, type TValuationTab } from './valuation-view';

export const tabId = (tab: TValuationTab) => `valuations-tab-${tab}`;
export const panelId = (tab: TValuationTab) => `valuations-panel-${tab}`;

/**
 * The three lists as tabs (WAI-ARIA tabs: the arrow keys, Home and End move between them and
 * show the one reached), each with its count.
 */
export function ValuationTabs({
  current,
  counts,
  onChange,
}: {
  current: TValuationTab;
  counts: Record<TValuationTab, number>;
  onChange: (tab: TValuationTab) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'valuations.tabs' });
  const refs = useRef(new Map<TValuationTab, HTMLButtonElement>());
  const move = (event: KeyboardEvent, index: number) => {
    const last = valuationTabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = valuationTabs[next]!;
    onChange(tab);
    refs.current.get(tab)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={t('label')}
      className="flex gap-1 rounded-2xl bg-ink-100 p-1 sm:inline-flex sm:self-start"
    >
      {valuationTabs.map((tab, index) => {
        const active = tab === current;
        return (
          <button
            key={tab}
            ref={(node) => {
              if (node) refs.current.set(tab, node);
              else refs.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-controls={panelId(tab)}
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            onClick={() => onChange(tab)}
            onKeyDown={(event) => move(event, index)}
            className={`flex min-w-0 flex-1 items-center justify-center gap-1.5 rounded-xl px-1.5 py-2.5 text-[13px] font-bold whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-sea-600 focus-visible:outline-none sm:flex-none sm:gap-2 sm:px-5 sm:text-sm ${
              active ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600 hover:text-ink-900'
            }`}
          >
            {t(tab)}
            <span
              className={`min-w-5 rounded-full px-1.5 text-center text-xs leading-5 tabular-nums ${
                active && tab === 'toWrite' && counts[tab] > 0
                  ? 'bg-coral-600 text-white'
                  : active
                    ? 'bg-ink-900 text-white'
                    : 'bg-white/80 text-ink-600'
              }`}
            >
              {counts[tab]}
            </span>
          </button>
        );
      })}
    </div>
  );
}
