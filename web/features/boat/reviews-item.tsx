import { Languages } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import type { TPublicValuation } from '../../../shared/schemas/valuation';
import { pictureUrl } from '../../../shared/media';
import { Avatar } from '../../components/ui/avatar';
import { useLang } from '../../lib/lang';
import { formatMonthYear } from './format';
import { Stars } from './reviews-stars';

/**
 * One published valuation: who wrote it and when they sailed, the stars, the comment (with the
 * language it was written in when it is not the page's), and the owner's answer below it.
 */
export function ReviewItem({
  review,
  ownerName,
  ownerPictureId,
}: {
  review: TPublicValuation;
  ownerName: string;
  ownerPictureId: string | null;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <article className="min-w-0">
      <header className="flex items-center gap-3">
        <Avatar
          name={review.author.firstName}
          src={review.author.pictureId ? pictureUrl(review.author.pictureId, 320) : null}
          className="h-11 w-11 ring-0"
        />
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-ink-900">{review.author.firstName}</h3>
          <p className="text-sm text-ink-500">
            {t('boatPage.reviews.trip', { date: formatMonthYear(lang, review.tripDate) })}
          </p>
        </div>
      </header>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        {review.lang !== lang && (
          <span className="inline-flex items-center gap-1 text-xs text-ink-500">
            <Languages className="h-3.5 w-3.5" aria-hidden="true" />
            {t(`boatPage.reviews.writtenIn.${review.lang}`)}
          </span>
        )}
      </div>
      <p
        lang={review.lang}
        className="mt-2 text-[15px] leading-relaxed break-words whitespace-pre-line text-ink-800"
      >
        {review.comment}
      </p>
      {review.reply && (
        <div className="mt-4 ml-4 border-l-2 border-sand-200 pl-4 sm:ml-6">
          <div className="flex items-center gap-2">
            <Avatar
              name={ownerName}
              src={ownerPictureId ? pictureUrl(ownerPictureId, 320) : null}
              size="sm"
              className="ring-0"
            />
            <p className="text-sm font-semibold text-ink-900">
              {t('boatPage.reviews.response', { name: ownerName })}
            </p>
          </div>
          <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-line text-ink-700">
            {review.reply}
          </p>
        </div>
      )}
    </article>
  );
}
