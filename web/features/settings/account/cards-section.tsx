import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { SectionCard } from '../ui/section-card';

/**
 * Spec §2 (settings/account: payment cards): the card of the page that holds the saved cards.
 * The cards themselves (features/payments) come from the route, which composes the two.
 */
export function CardsSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('payments.section.title')} description={t('payments.section.subtitle')}>
      {children}
    </SectionCard>
  );
}
