import { LoaderCircle, MessageSquareQuote } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import type { TBoatDetails } from '../../../shared/dto/boat-details';
import type { TBoatValuations, TPublicValuation } from '../../../shared/schemas/valuation';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/field';
import { fetchBoatValuations } from './api';
import { ReviewItem } from './reviews-item';
import { ReviewsSummary } from './reviews-summary';
import { Section } from './section';

type TLoaded = { items: TPublicValuation[]; total: number; page: number };

/**
 * The boat's valuations: the summary (average, count, a bar per category), then the list. The
 * first page comes server-rendered with the page (search engines read it); "Show more" fetches
 * the next ones.
 */
export function ReviewsSection({
  boat,
  initial,
}: {
  boat: Pick<TBoatDetails, 'id' | 'rating' | 'owner'>;
  /** the first page, loaded with the page */
  initial: TBoatValuations;
}) {
  const { t } = useTranslation();
  const { rating, owner } = boat;
  const [loaded, setLoaded] = useState<TLoaded>(() => ({
    items: initial.items,
    total: initial.total,
    page: initial.page,
  }));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const average = rating.average;

  const showMore = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const next = await fetchBoatValuations(boat.id, loaded.page + 1);
      setLoaded((current) => {
        // a valuation published meanwhile shifts the pages: never show one twice
        const seen = new Set(current.items.map((item) => item.id));
        return {
          items: [...current.items, ...next.items.filter((item) => !seen.has(item.id))],
          total: next.total,
          page: next.page,
        };
      });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (rating.count === 0 || average === null)
    return (
      <Section id="reviews" title={t('boatPage.reviews.title')}>
        <div className="flex items-start gap-4 rounded-3xl bg-sand-50 p-5 ring-1 ring-sand-200 sm:p-6">
          <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white text-sea-700 ring-1 ring-sand-200">
            <MessageSquareQuote className="h-5 w-5" aria-hidden="true" />
          </span>
          <div>
            <p className="font-semibold text-ink-900">{t('boatPage.reviews.noneTitle')}</p>
            <p className="mt-1 text-[15px] text-ink-600">{t('boatPage.reviews.none')}</p>
          </div>
        </div>
      </Section>
    );

  const hasMore = loaded.items.length < loaded.total;
  return (
    <Section id="reviews" title={t('boatPage.reviews.title')}>
      <ReviewsSummary summary={{ ...rating, average }} />
      {loaded.items.length > 0 && (
        <ul className="mt-8 grid gap-x-12 gap-y-9 md:grid-cols-2">
          {loaded.items.map((review) => (
            <li key={review.id} className="min-w-0">
              <ReviewItem
                review={review}
                ownerName={owner.firstName}
                ownerPictureId={owner.pictureId}
              />
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <div className="mt-6">
          <FormAlert>{t('boatPage.reviews.loadFailed')}</FormAlert>
        </div>
      )}
      {hasMore && (
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <Button
            variant="ghost"
            className="h-11 px-5 text-[15px] ring-1 ring-ink-300"
            disabled={busy}
            onClick={() => void showMore()}
          >
            {busy && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
            {t('boatPage.reviews.showMore')}
          </Button>
          <p className="text-sm text-ink-500" aria-live="polite">
            {t('boatPage.reviews.shown', { shown: loaded.items.length, total: loaded.total })}
          </p>
        </div>
      )}
    </Section>
  );
}
