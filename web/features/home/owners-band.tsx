import { Anchor } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { LinkButton } from '../../components/ui/button';
import { useLang } from '../../lib/lang';

/** The call to owners to list their boat. */
export function OwnersBand() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section aria-labelledby="owners-title" className="px-4 pb-16 sm:px-6 lg:px-8 lg:pb-24">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-gradient-to-br from-ink-900 via-sea-900 to-sea-700 px-6 py-12 sm:px-12 sm:py-16">
        <svg
          aria-hidden="true"
          viewBox="0 0 800 200"
          className="absolute inset-x-0 bottom-0 w-full opacity-20"
          preserveAspectRatio="none"
        >
          <path
            d="M0 120c80-30 160-30 240 0s160 30 240 0 160-30 240 0 80 15 80 15v65H0Z"
            fill="#fff"
          />
          <path
            d="M0 150c80-25 160-25 240 0s160 25 240 0 160-25 240 0 80 10 80 10v40H0Z"
            fill="#fff"
            opacity=".6"
          />
        </svg>
        <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-white/15 text-white ring-1 ring-white/25">
              <Anchor className="h-6 w-6" aria-hidden="true" />
            </span>
            <h2
              id="owners-title"
              className="mt-5 text-3xl font-extrabold tracking-tight text-white sm:text-4xl"
            >
              {t('home.owners.title')}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-white/85">{t('home.owners.text')}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center lg:flex-col lg:items-stretch">
            <LinkButton to={`/${lang}/add-boat`} variant="primary" size="lg">
              {t('home.owners.cta')}
            </LinkButton>
            <Link
              to={`/${lang}/owners`}
              className="text-center font-semibold text-white underline-offset-4 hover:underline"
            >
              {t('home.owners.more')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
