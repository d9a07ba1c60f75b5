import { Compass, LifeBuoy } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { LinkButton } from '../../components/ui/button';
import { useLang } from '../../lib/lang';

/** The translated 404 page body. */
export function NotFoundView() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <title>{t('notFound.metaTitle')}</title>
      <meta name="robots" content="noindex" />
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-sea-100 text-sea-700">
        <Compass className="h-8 w-8" aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-bold tracking-widest text-sea-700 uppercase">
        {t('notFound.code')}
      </p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
        {t('notFound.title')}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-ink-600">{t('notFound.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <LinkButton to={`/${lang}`} size="lg">
          {t('notFound.home')}
        </LinkButton>
        <LinkButton to={`/${lang}/faq`} size="lg" variant="ghost" className="ring-1 ring-ink-200">
          {t('notFound.help')}
        </LinkButton>
      </div>
    </section>
  );
}

/** The translated page for unexpected errors. */
export function ErrorView() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <title>{t('error.metaTitle')}</title>
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-coral-100 text-coral-600">
        <LifeBuoy className="h-8 w-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-ink-900">
        {t('error.title')}
      </h1>
      <p className="mt-4 text-lg text-ink-600">{t('error.text')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-8 font-semibold text-sea-700 underline underline-offset-4"
      >
        {t('error.retry')}
      </button>
    </section>
  );
}
