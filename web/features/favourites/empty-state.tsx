import { ArrowRight, Heart } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { LinkButton } from '../../components/ui/button';
import { useLang } from '../../lib/lang';

/** No saved boats: say how to save one and lead to the boats. */
export function FavouritesEmpty() {
  const { t } = useTranslation('translation', { keyPrefix: 'favourites.empty' });
  const lang = useLang();
  return (
    <div className="flex flex-col items-center rounded-3xl bg-white px-6 py-12 text-center shadow-xs ring-1 ring-ink-900/[0.07] sm:py-16">
      <span className="relative flex h-16 w-16 items-center justify-center rounded-full bg-coral-100">
        <Heart className="h-7 w-7 fill-coral-500 text-coral-500" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-xl font-bold text-ink-900">{t('title')}</h2>
      <p className="mt-2 max-w-sm text-[15px] leading-relaxed text-ink-600">{t('text')}</p>
      <LinkButton to={`/${lang}/boats`} size="lg" className="mt-7">
        {t('cta')}
        <ArrowRight className="h-4 w-4" aria-hidden="true" />
      </LinkButton>
    </div>
  );
}
