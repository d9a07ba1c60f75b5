import { Minus, Plus, RotateCcw } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';

const control =
  'grid size-10 place-items-center text-ink-800 transition-colors hover:bg-ink-50 active:bg-ink-100';
const card = 'rounded-xl bg-white shadow-card ring-1 ring-ink-900/5';

/** Zoom in and out, and back to the fitted view once the map has moved. */
export function MapControls({
  onZoomIn,
  onZoomOut,
  onReset,
}: {
  onZoomIn: () => void;
  onZoomOut: () => void;
  /** absent while the map shows its initial view */
  onReset?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      data-map-ui
      role="group"
      aria-label={t('map.controls')}
      className="absolute top-3 right-3 z-50 flex flex-col items-end gap-2"
    >
      <div className={`flex flex-col overflow-hidden ${card}`}>
        <button
          type="button"
          aria-label={t('map.zoomIn')}
          title={t('map.zoomIn')}
          className={control}
          onClick={onZoomIn}
        >
          <Plus aria-hidden className="size-5" strokeWidth={2.25} />
        </button>
        <span className="mx-2 h-px bg-ink-100" />
        <button
          type="button"
          aria-label={t('map.zoomOut')}
          title={t('map.zoomOut')}
          className={control}
          onClick={onZoomOut}
        >
          <Minus aria-hidden className="size-5" strokeWidth={2.25} />
        </button>
      </div>
      {onReset && (
        <button
          type="button"
          aria-label={t('map.reset')}
          title={t('map.reset')}
          className={`${control} ${card} animate-fade-in`}
          onClick={onReset}
        >
          <RotateCcw aria-hidden className="size-[18px]" strokeWidth={2.25} />
        </button>
      )}
    </div>
  );
}
