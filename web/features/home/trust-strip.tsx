import { CreditCard, LifeBuoy, MessageCircle, Users } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';

const items = [
  { key: 'confirm', Icon: CreditCard },
  { key: 'skipper', Icon: LifeBuoy },
  { key: 'groups', Icon: Users },
  { key: 'support', Icon: MessageCircle },
] as const;

/** Four promises under the hero. */
export function TrustStrip() {
  const { t } = useTranslation();
  return (
    <section aria-label={t('home.trust.label')} className="border-b border-ink-100 bg-white">
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8 lg:py-10">
        {items.map(({ key, Icon }) => (
          <li key={key} className="flex gap-4">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-sea-50 text-sea-700">
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <div>
              <h2 className="text-[15px] font-bold text-ink-900">{t(`home.trust.${key}.title`)}</h2>
              <p className="mt-0.5 text-sm leading-relaxed text-ink-500">
                {t(`home.trust.${key}.text`)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
