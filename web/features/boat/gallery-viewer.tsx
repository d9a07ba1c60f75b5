import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useRef, type KeyboardEvent, type TouchEvent } from 'react';
import { useTranslation } from '../../i18n/translation';
import { pictureSrcSet, pictureUrl } from '../../../shared/media';

const roundButton =
  'inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/20 transition-colors hover:bg-white/20 focus-visible:outline-white';

/**
 * Every picture full screen, one at a time: arrows (buttons and keyboard), swipe on touch
 * screens, a counter; Escape or the close button returns focus to the picture that opened it.
 */
export function GalleryViewer({
  name,
  pictures,
  index,
  onIndexChange,
}: {
  name: string;
  pictures: string[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
}) {
  const { t } = useTranslation();
  const touchStart = useRef<number | null>(null);
  const total = pictures.length;
  const go = (step: number) => {
    if (index !== null) onIndexChange((index + step + total) % total);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    if (event.key === 'ArrowRight') go(1);
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < 40) return;
    go(end < start ? 1 : -1);
  };
  const id = index === null ? null : pictures[index];

  return (
    <Dialog.Root open={index !== null} onOpenChange={(open) => !open && onIndexChange(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/95 data-[state=open]:animate-fade-in motion-reduce:animate-none" />
        <Dialog.Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          className="fixed inset-0 z-50 flex flex-col focus:outline-none"
        >
          <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
            <Dialog.Title className="sr-only">
              {t('boatPage.gallery.viewer', { name })}
            </Dialog.Title>
            <p aria-live="polite" className="text-sm font-semibold text-white tabular-nums">
              {index !== null && t('boatPage.gallery.counter', { number: index + 1, total })}
            </p>
            <Dialog.Close aria-label={t('boatPage.gallery.close')} className={roundButton}>
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div
            className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-6 sm:px-20"
            onTouchStart={(event) => {
              touchStart.current = event.touches[0]?.clientX ?? null;
            }}
            onTouchEnd={onTouchEnd}
          >
            {id && index !== null && (
              <img
                key={id}
                src={pictureUrl(id, 1920)}
                srcSet={pictureSrcSet(id)}
                sizes="100vw"
                alt={t('boatPage.gallery.picture', { name, number: index + 1, total })}
                className="max-h-full max-w-full animate-fade-in rounded-lg object-contain motion-reduce:animate-none"
              />
            )}
            {total > 1 && (
              <>
                <button
                  type="button"
                  onClick={() => go(-1)}
                  aria-label={t('boatPage.gallery.previous')}
                  className={`${roundButton} absolute top-1/2 left-3 -translate-y-1/2 sm:left-6`}
                >
                  <ChevronLeft className="h-6 w-6" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  onClick={() => go(1)}
                  aria-label={t('boatPage.gallery.next')}
                  className={`${roundButton} absolute top-1/2 right-3 -translate-y-1/2 sm:right-6`}
                >
                  <ChevronRight className="h-6 w-6" aria-hidden="true" />
                </button>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
