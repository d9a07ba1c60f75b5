import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import type { TBoatDetails } from '../../../shared/dto/boat-details';
import { formatMoney } from '../../../shared/money';
import { buttonClass } from '../../components/ui/button';
import { useLang } from '../../lib/lang';
import { checkoutPath, isBookable } from './checkout-link';
import { QuoteBreakdown } from './quote-breakdown';
import { QuoteForm } from './quote-form';
import type { TQuoteState } from './use-quote';

/**
 * The price calculator and the way to the checkout: sticky beside the page on desktop, in the flow
 * on phones. "Request to book" is a link carrying the choice, usable once the choice prices fine.
 */
export function BookingCard({
  boat,
  state,
  today,
  halfDays,
}: {
  boat: TBoatDetails;
  state: TQuoteState;
  today: string;
  halfDays: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section
      id="booking"
      aria-labelledby="booking-title"
      className="scroll-mt-24 rounded-3xl bg-white p-5 shadow-card ring-1 ring-ink-900/5 sm:p-6"
    >
      <h2 id="booking-title" className="sr-only">
        {t('boatPage.quote.title')}
      </h2>
      <p className="text-ink-600">
        <span className="text-2xl font-extrabold text-ink-900">
          {t('boatPage.quote.from', { price: formatMoney(boat.fromPriceCents, lang) })}
        </span>{' '}
        {t('boatPage.quote.perDay')}
      </p>
      <div className="mt-5">
        <QuoteForm boat={boat} state={state} today={today} halfDays={halfDays} />
      </div>
      <div className="mt-5">
        {isBookable(state) ? (
          <Link
            to={checkoutPath(lang, boat.slug, state.choice)}
            className={buttonClass('primary', 'lg', 'w-full')}
          >
            {t('boatPage.quote.book')}
          </Link>
        ) : (
          // a choice that does not price (or not yet) cannot be requested
          <button type="button" disabled className={buttonClass('primary', 'lg', 'w-full')}>
            {t('boatPage.quote.book')}
          </button>
        )}
      </div>
      <div className="mt-5 border-t border-ink-100 pt-5">
        <QuoteBreakdown quote={state.quote} error={state.error} loading={state.loading} />
      </div>
    </section>
  );
}
