import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import type { TBoatQuote, TQuoteChoice } from '../../../shared/dto/boat-details';
import { formatMoney } from '../../../shared/money';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { useLang } from '../../lib/lang';
import { checkoutPath } from './checkout-link';
import { formatDate } from './format';

/**
 * Phones: the price stays at the bottom of the screen with "Request to book" when the choice
 * prices fine (else a link down to the calculator); hidden while the calculator or the footer is
 * on screen.
 */
export function MobileBookingBar({
  fromPriceCents,
  choice,
  quote,
}: {
  fromPriceCents: number;
  choice: TQuoteChoice;
  quote: TBoatQuote | null;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { slug } = useParams();
  const [calculatorVisible, setCalculatorVisible] = useState(false);
  useEffect(() => {
    // the calculator or the footer on screen: the bar steps aside
    const targets = [document.getElementById('booking'), document.querySelector('body footer')];
    const onScreen = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) onScreen.add(entry.target);
        else onScreen.delete(entry.target);
      }
      setCalculatorVisible(onScreen.size > 0);
    });
    for (const target of targets) if (target) observer.observe(target);
    return () => observer.disconnect();
  }, []);
  const dates =
    choice.startDate === choice.endDate
      ? formatDate(lang, choice.startDate)
      : `${formatDate(lang, choice.startDate)} – ${formatDate(lang, choice.endDate)}`;
  return (
    <div
      inert={calculatorVisible}
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-ink-100 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur transition-transform duration-200 lg:hidden ${calculatorVisible ? 'translate-y-full' : ''}`}
    >
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-4">
        <div className="min-w-0">
          <p className="text-base font-bold text-ink-900">
            {quote
              ? t('boatPage.bar.total', { price: formatMoney(quote.totalCents, lang) })
              : `${t('boatPage.quote.from', { price: formatMoney(fromPriceCents, lang) })} ${t('boatPage.quote.perDay')}`}
          </p>
          <p className="truncate text-sm text-ink-500">{dates}</p>
        </div>
        {quote?.available && slug ? (
          <Link
            to={checkoutPath(lang, slug, choice)}
            className={buttonClass('primary', 'md', 'shrink-0')}
          >
            {t('boatPage.quote.book')}
          </Link>
        ) : (
          <a href="#booking" className={buttonClass('secondary', 'md', 'shrink-0')}>
            {t('boatPage.bar.check')}
          </a>
        )}
      </div>
    </div>
  );
}
