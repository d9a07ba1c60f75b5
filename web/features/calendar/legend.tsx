import { useTranslation } from '../../i18n/translation';
import type { TStretchKind } from './month';
import { hatchStyle, stretchTone } from './stretch-style';

const kinds: TStretchKind[] = ['accepted', 'pending', 'group', 'blocked', 'imported'];

/** What each colour means. */
export function CalendarLegend({ className = '' }: { className?: string }) {
  const { t } = useTranslation('translation', { keyPrefix: 'calendar.legend' });
  return (
    <div className={className}>
      <h2 className="sr-only">{t('title')}</h2>
      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-[13px] font-medium text-ink-700">
        {kinds.map((kind) => (
          <li key={kind} className="inline-flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className={`h-3 w-5 rounded-[4px] ${stretchTone[kind].dot}`}
              style={kind === 'blocked' || kind === 'imported' ? hatchStyle : undefined}
            />
            {t(kind)}
          </li>
        ))}
        <li className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="h-3 w-5 rounded-[4px] bg-white ring-1 ring-ink-200" />
          {t('free')}
        </li>
      </ul>
    </div>
  );
}
