import { useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Picture } from '../../components/ui/picture';

const thumbnails = 5;

/**
 * The boat's pictures as a reviewer needs them: a large one and the rest as thumbnails that
 * swap into it, so every picture can be checked without leaving the card.
 */
export function ReviewGallery({ name, pictureIds }: { name: string; pictureIds: string[] }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const current = pictureIds[shown] ?? null;
  const hidden = Math.max(0, pictureIds.length - thumbnails);
  return (
    <div className="flex flex-col gap-2">
      <Picture
        assetId={current}
        alt={t('review.card.photo', { n: shown + 1, name })}
        sizes="(min-width: 1024px) 380px, (min-width: 640px) 45vw, 100vw"
        className="aspect-[4/3] w-full rounded-2xl"
      />
      {pictureIds.length > 1 && (
        <ul aria-label={t('review.card.photos', { name })} className="grid grid-cols-5 gap-2">
          {pictureIds.slice(0, thumbnails).map((id, index) => (
            <li key={id} className="relative">
              <button
                type="button"
                onClick={() => setShown(index)}
                aria-pressed={index === shown}
                aria-label={t('review.card.photo', { n: index + 1, name })}
                className={`block w-full overflow-hidden rounded-lg ring-2 ring-offset-1 transition ${
                  index === shown ? 'ring-sea-600' : 'ring-transparent hover:ring-ink-200'
                }`}
              >
                <Picture
                  assetId={id}
                  alt=""
                  sizes="80px"
                  fallbackWidth={320}
                  className="aspect-square w-full"
                />
              </button>
              {index === thumbnails - 1 && hidden > 0 && (
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-0 flex items-center justify-center rounded-lg bg-ink-950/55 text-sm font-bold text-white"
                >
                  {t('review.card.morePhotos', { count: hidden })}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
