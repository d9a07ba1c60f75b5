import { CalendarClock, CreditCard, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';

function Point({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3 text-[15px] leading-snug text-ink-700">
      <span className="mt-0.5 text-sea-700">{icon}</span>
      <span>{children}</span>
    </li>
  );
}

/**
 * What happens to the card (spec §1): charged only once the owner confirms, the owner's window
 * to answer (OWNER_RESPONSE_HOURS, the same number in both languages), and the two payments.
 */
export function WhenYouPay({ hours, percent }: { hours: number; percent: number | null }) {
  const { t } = useTranslation();
  const icon = 'h-5 w-5';
  return (
    <section aria-labelledby="when-title">
      <h2 id="when-title" className="text-xl font-bold text-ink-900">
        {t('checkout.when.title')}
      </h2>
      <ul className="mt-4 space-y-3">
        <Point icon={<ShieldCheck className={icon} aria-hidden="true" />}>
          <strong className="font-semibold text-ink-900">{t('checkout.when.noCharge')}</strong>
        </Point>
        <Point icon={<CalendarClock className={icon} aria-hidden="true" />}>
          {t('checkout.when.window', { count: hours })}
        </Point>
        {percent !== null && (
          <Point icon={<CreditCard className={icon} aria-hidden="true" />}>
            {t('checkout.when.split', { percent })}
          </Point>
        )}
      </ul>
    </section>
  );
}
