import { ChevronLeft, ChevronRight, RotateCw, Star, Trash2, TriangleAlert } from 'lucide-react';
import type { DragEvent } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { pictureUrl } from '../../../../shared/media';
import type { TPictureItem } from './use-picture-uploads';

type TPictureTileProps = {
  item: TPictureItem;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onCover: (index: number) => void;
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
  /** drag to reorder (pointer); the buttons do the same for keyboards and screen readers */
  drag: {
    onDragStart: (event: DragEvent, index: number) => void;
    onDragOver: (event: DragEvent, index: number) => void;
    onDrop: (event: DragEvent, index: number) => void;
    onDragEnd: () => void;
    isOver: boolean;
  };
};

const iconButton =
  'inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/95 text-ink-900 shadow-sm ring-1 ring-ink-900/10 transition-colors hover:bg-white disabled:opacity-40';

/** One picture: thumbnail, upload progress or failure, and its cover / move / remove buttons. */
export function PictureTile({
  item,
  index,
  count,
  onMove,
  onCover,
  onRemove,
  onRetry,
  drag,
}: TPictureTileProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'addBoat.pictures' });
  const n = index + 1;
  // a file we could not take may not even be an image: no thumbnail for it
  const src =
    item.problem && item.problem !== 'upload'
      ? null
      : (item.preview ?? (item.assetId ? pictureUrl(item.assetId, index === 0 ? 960 : 640) : null));
  const isCover = index === 0 && item.status === 'done';
  const percent = Math.round(item.progress * 100);
  return (
    <li
      draggable={item.status === 'done'}
      onDragStart={(event) => drag.onDragStart(event, index)}
      onDragOver={(event) => drag.onDragOver(event, index)}
      onDrop={(event) => drag.onDrop(event, index)}
      onDragEnd={drag.onDragEnd}
      aria-label={t('position', { n, count })}
      // focused by the step when its buttons change the order
      tabIndex={-1}
      className={`group relative overflow-hidden rounded-2xl bg-ink-100 ring-1 ring-ink-900/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-500 ${index === 0 ? 'col-span-2 aspect-[16/9]' : 'aspect-[4/3]'} ${drag.isOver ? 'outline-2 outline-offset-2 outline-sea-500' : ''} ${item.status === 'done' ? 'cursor-grab active:cursor-grabbing' : ''}`}
    >
      {src && (
        <img
          src={src}
          alt={isCover ? t('coverAlt') : t('alt', { n })}
          className={`h-full w-full object-cover ${item.status === 'done' ? '' : 'opacity-60'}`}
          draggable={false}
        />
      )}
      {isCover && (
        <span className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs font-bold text-ink-900 shadow-sm">
          <Star className="h-3.5 w-3.5 fill-current text-coral-600" aria-hidden="true" />
          {t('cover')}
        </span>
      )}
      {item.status === 'uploading' && (
        <div className="absolute inset-x-3 bottom-3 rounded-xl bg-white/95 p-2.5 shadow-sm">
          <p className="flex justify-between text-xs font-semibold text-ink-800">
            <span className="truncate">{t('uploading')}</span>
            <span className="tabular-nums">{percent} %</span>
          </p>
          <div
            role="progressbar"
            aria-label={t('progress', { name: item.name || t('alt', { n }) })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-ink-100"
          >
            <div
              className="h-full rounded-full bg-sea-600 transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
      )}
      {item.status === 'error' && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-white/90 p-3 text-center">
          <TriangleAlert className="h-6 w-6 text-coral-600" aria-hidden="true" />
          <p className="text-sm leading-snug font-semibold text-coral-700" role="alert">
            {item.problem === 'upload' ? t('failed') : t(item.problem ?? 'failed')}
          </p>
          <p className="max-w-full truncate text-xs text-ink-500">{item.name}</p>
          <div className="flex gap-2">
            {item.file && (
              <button
                type="button"
                className={iconButton}
                onClick={() => onRetry(item.key)}
                aria-label={t('retry', { n })}
              >
                <RotateCw className="h-4 w-4" aria-hidden="true" />
              </button>
            )}
            <button
              type="button"
              className={iconButton}
              onClick={() => onRemove(item.key)}
              aria-label={t('remove', { n })}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>
        </div>
      )}
      {item.status === 'done' && (
        <>
          <button
            type="button"
            className={`${iconButton} absolute top-2 right-2`}
            onClick={() => onRemove(item.key)}
            aria-label={t('remove', { n })}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
          <div className="absolute inset-x-2 bottom-2 flex items-center justify-between gap-1.5">
            <div className="flex gap-1.5">
              <button
                type="button"
                className={iconButton}
                disabled={index === 0}
                onClick={() => onMove(index, index - 1)}
                aria-label={t('moveLeft', { n })}
              >
                <ChevronLeft className="h-4 w-4" aria-hidden="true" />
              </button>
              <button
                type="button"
                className={iconButton}
                disabled={index === count - 1}
                onClick={() => onMove(index, index + 1)}
                aria-label={t('moveRight', { n })}
              >
                <ChevronRight className="h-4 w-4" aria-hidden="true" />
              </button>
            </div>
            {index > 0 && (
              <button
                type="button"
                onClick={() => onCover(index)}
                className="inline-flex h-9 items-center gap-1.5 rounded-full bg-white/95 px-3 text-xs font-bold whitespace-nowrap text-ink-900 shadow-sm ring-1 ring-ink-900/10 hover:bg-white"
                aria-label={t('makeCoverOf', { n })}
              >
                <Star className="h-3.5 w-3.5" aria-hidden="true" />
                <span className="hidden sm:inline">{t('makeCover')}</span>
              </button>
            )}
          </div>
        </>
      )}
    </li>
  );
}
