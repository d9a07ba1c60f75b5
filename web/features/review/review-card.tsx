import { Check, ExternalLink, MapPin, MessageSquareWarning, X } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { Button, LinkButton } from '../../components/ui/button';
import { useLang } from '../../lib/lang';
import type { TReviewBoat } from './api';
import { formatReviewDate } from './format';
import { ReviewFacts } from './review-facts';
import { ReviewGallery } from './review-gallery';
import { ReviewPrices } from './review-prices';
import { StatusBadge } from './status-badge';

type TReviewCardProps = {
  boat: TReviewBoat;
  onApprove: (boat: TReviewBoat) => void;
  onReject: (boat: TReviewBoat) => void;
};

/** One submitted boat with everything a reviewer checks, and the decision buttons when pending. */
export function ReviewCard({ boat, onApprove, onReject }: TReviewCardProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const headingId = `review-${boat.id}`;
  const pending = boat.status === 'pending_review';
  const description = boat.description[lang] || boat.description[lang === 'es' ? 'en' : 'es'];
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-5 rounded-3xl bg-white p-4 shadow-card ring-1 ring-ink-900/5 sm:p-6 lg:grid-cols-[380px_1fr] lg:gap-8"
    >
      <ReviewGallery name={boat.name} pictureIds={boat.pictureIds} />
      <div className="flex min-w-0 flex-col gap-5">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2
              id={headingId}
              className="text-xl font-extrabold tracking-tight text-ink-900 sm:text-2xl"
            >
              {boat.name}
            </h2>
            <p className="mt-1 text-sm text-ink-600">
              {boat.type.name[lang]} · {boat.facts.manufacturer} {boat.facts.model}
            </p>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-600">
              <MapPin className="h-4 w-4 shrink-0 text-sea-700" aria-hidden="true" />
              {boat.harbour.name}, {boat.harbour.destination}
            </p>
          </div>
          <StatusBadge status={boat.status} />
        </header>

        <div className="flex flex-col gap-1 rounded-2xl bg-sand-50 p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="min-w-0">
            <span className="text-ink-500">{t('review.card.submittedBy')} </span>
            <span className="font-semibold text-ink-900">{boat.owner.name}</span>
            <span className="block truncate text-ink-600 sm:inline sm:before:content-['_·_']">
              {boat.owner.email}
            </span>
          </p>
          <p className="text-ink-600">
            {boat.reviewedAt && !pending
              ? t('review.card.reviewedAt', { date: formatReviewDate(boat.reviewedAt, lang) })
              : t('review.card.submittedAt', { date: formatReviewDate(boat.submittedAt, lang) })}
          </p>
        </div>

        <ReviewFacts boat={boat} />
        <ReviewPrices boat={boat} />

        <details className="group text-sm">
          <summary className="cursor-pointer font-semibold text-sea-800 hover:text-sea-900">
            {t('review.card.description')}
          </summary>
          <p className="mt-2 leading-relaxed whitespace-pre-line text-ink-700">
            {description || t('review.card.noDescription')}
          </p>
        </details>

        {boat.rejectionReason && (
          <div className="flex gap-2.5 rounded-2xl bg-coral-100/60 p-3 text-sm text-ink-900">
            <MessageSquareWarning
              className="mt-0.5 h-4 w-4 shrink-0 text-coral-700"
              aria-hidden="true"
            />
            <p>
              <span className="block font-semibold text-coral-700">
                {pending ? t('review.card.previousReason') : t('review.card.reason')}
              </span>
              {boat.rejectionReason}
            </p>
          </div>
        )}

        {(pending || boat.status === 'published') && (
          <footer className="mt-auto flex flex-wrap items-center gap-3 border-t border-ink-100 pt-4">
            {pending && (
              <>
                <Button onClick={() => onApprove(boat)} className="bg-sea-700 hover:bg-sea-800">
                  <Check className="h-4 w-4" aria-hidden="true" />
                  {t('review.card.approve')}
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => onReject(boat)}
                  className="ring-1 ring-ink-200"
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                  {t('review.card.reject')}
                </Button>
              </>
            )}
            {boat.status === 'published' && (
              <LinkButton
                to={`/${lang}/boats/${boat.slug}`}
                variant="ghost"
                className="ring-1 ring-ink-200"
              >
                <ExternalLink className="h-4 w-4" aria-hidden="true" />
                {t('review.card.viewPublic')}
              </LinkButton>
            )}
          </footer>
        )}
      </div>
    </article>
  );
}
