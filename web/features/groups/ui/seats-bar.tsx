import { useTranslation } from '../../../i18n/translation';

/**
 * How full a group is: a bar of the seats taken out of the target size, and the words for it
 * ("3 of 8 taken · 5 left"). The bar is decorative; the text says it all.
 */
export function SeatsBar({
  taken,
  total,
  size = 'md',
}: {
  taken: number;
  total: number;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation();
  const left = Math.max(0, total - taken);
  const percent = total > 0 ? Math.min(100, Math.round((taken / total) * 100)) : 0;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-semibold text-ink-900">
          {t('groups.seats.taken', { taken, total })}
        </span>
        <span className={left > 0 ? 'font-semibold text-coral-700' : 'font-semibold text-sea-700'}>
          {left > 0 ? t('groups.seats.left', { count: left }) : t('groups.seats.full')}
        </span>
      </div>
      <div
        aria-hidden="true"
        className={`mt-2 overflow-hidden rounded-full bg-ink-100 ${size === 'lg' ? 'h-3' : 'h-2'}`}
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-sea-500 to-sea-700 transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
