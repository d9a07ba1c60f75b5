import { Images } from 'lucide-react';
import { useState, type UIEvent } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Picture } from '../../components/ui/picture';
import { GalleryViewer } from './gallery-viewer';

/** Where each of the first five pictures sits in the desktop grid, by how many there are. */
function gridPlace(index: number, count: number): string {
  if (index === 0)
    return count === 1 ? 'md:col-span-4 md:row-span-2' : 'md:col-span-2 md:row-span-2';
  if (index > 4) return 'md:hidden';
  const thumbs = Math.min(count - 1, 4);
  if (thumbs === 1) return 'md:col-span-2 md:row-span-2';
  if (thumbs === 2) return 'md:col-span-2';
  if (thumbs === 3 && index === 1) return 'md:col-span-2';
  return '';
}

/**
 * The pictures: a swipeable strip on phones, the cover and up to four more in a grid from
 * 768 px; any picture opens the full-screen viewer.
 */
export function Gallery({ name, pictures }: { name: string; pictures: string[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const [visible, setVisible] = useState(0);
  const total = pictures.length;
  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    const strip = event.currentTarget;
    setVisible(Math.round(strip.scrollLeft / Math.max(strip.clientWidth, 1)));
  };

  if (total === 0) {
    return (
      <Picture
        assetId={null}
        alt={t('boatPage.gallery.label', { name })}
        sizes="100vw"
        className="-mx-4 aspect-[4/3] sm:mx-0 sm:rounded-3xl md:aspect-[21/8]"
      />
    );
  }
  return (
    <div className="relative -mx-4 sm:mx-0">
      <ul
        aria-label={t('boatPage.gallery.label', { name })}
        onScroll={onScroll}
        className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] sm:rounded-3xl md:grid md:h-[min(460px,52vh)] md:min-h-[360px] md:grid-cols-4 md:grid-rows-2 md:gap-2 md:overflow-hidden [&::-webkit-scrollbar]:hidden"
      >
        {pictures.map((id, index) => (
          <li
            key={id}
            className={`w-full shrink-0 snap-center md:w-auto md:min-h-0 ${gridPlace(index, total)}`}
          >
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={t('boatPage.gallery.open', { number: index + 1, total })}
              className="group block h-full w-full overflow-hidden focus-visible:outline-offset-[-4px]"
            >
              <Picture
                assetId={id}
                alt={t('boatPage.gallery.picture', { name, number: index + 1, total })}
                sizes={
                  index === 0 ? '(min-width: 768px) 50vw, 100vw' : '(min-width: 768px) 25vw, 100vw'
                }
                fallbackWidth={index === 0 ? 1280 : 640}
                priority={index === 0}
                className="aspect-[4/3] h-full w-full transition duration-300 group-hover:brightness-90 md:aspect-auto"
              />
            </button>
          </li>
        ))}
      </ul>
      <p
        aria-hidden="true"
        className="absolute right-3 bottom-3 rounded-full bg-ink-950/70 px-2.5 py-1 text-xs font-semibold text-white md:hidden"
      >
        {t('boatPage.gallery.counter', { number: Math.min(visible + 1, total), total })}
      </p>
      {total > 1 && (
        <button
          type="button"
          onClick={() => setOpen(0)}
          className="absolute right-4 bottom-4 hidden items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink-900 shadow-card ring-1 ring-ink-900/10 hover:bg-sand-50 md:inline-flex"
        >
          <Images className="h-4 w-4" aria-hidden="true" />
          {t('boatPage.gallery.showAll', { count: total })}
        </button>
      )}
      <GalleryViewer name={name} pictures={pictures} index={open} onIndexChange={setOpen} />
    </div>
  );
}
