import { CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';

const knownFailures = ['card_declined', 'insufficient_funds'] as const;

/** Why the last accept could not charge the card (the processor's code), in words. */
export function ChargeFailure({
  code,
  text,
  action,
}: {
  code: string;
  text: (reason: string) => string;
  action?: ReactNode;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'booking.actions.failures' });
  const known = (knownFailures as readonly string[]).includes(code);
  const reason = known ? t(code as (typeof knownFailures)[number]) : t('other');
  return (
    <div className="mb-4 flex items-start gap-3 rounded-2xl bg-coral-100/70 p-4 text-[15px] leading-snug text-coral-700 ring-1 ring-coral-600/15">
      <CreditCard className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{text(reason)}</p>
        {action}
      </div>
    </div>
  );
}
