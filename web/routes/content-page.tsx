import { useTranslation } from '../i18n/translation';
import { data, Link, type ShouldRevalidateFunctionArgs } from 'react-router';
import { defaultLanguage, isLang } from '../../shared/i18n';
import { getContentPage } from '../content';
import { ContentBlocks } from '../features/content/content-blocks';
import { NotFoundView } from '../features/shell/status-view';
import { onlyLoginParamsChanged } from '../lib/after-login';
import { seoMeta } from '../lib/seo';
import type { Route } from './+types/content-page';

export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = isLang(params.lang) ? params.lang : defaultLanguage;
  const slug = params.page;
  const page = getContentPage(slug, lang);
  if (!page) throw data(null, { status: 404 });
  return { slug, page, publicUrl: context.publicUrl };
}

/** Opening or closing the login modal changes the query only: the page's data stays. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return onlyLoginParamsChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  if (!loaderData || !isLang(params.lang)) return [];
  const { page, slug, publicUrl } = loaderData;
  return seoMeta({
    lang: params.lang,
    path: `/${slug}`,
    title: `${page.title} · Marea`,
    description: page.description,
    publicUrl,
  });
}

export function ErrorBoundary() {
  return <NotFoundView />;
}

export default function ContentPage({ loaderData, params }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { page } = loaderData;
  const updated = page.updated
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(page.updated),
      )
    : null;
  return (
    <article className="bg-sand-50">
      <header className="border-b border-ink-100 bg-gradient-to-b from-sea-50 to-sand-50">
        <div className="mx-auto max-w-3xl px-4 pt-12 pb-10 sm:px-6 sm:pt-16">
          <nav aria-label={t('content.breadcrumb')} className="text-sm text-ink-500">
            <Link to={`/${params.lang}`} className="hover:text-ink-900">
              Marea
            </Link>
            <span aria-hidden="true" className="mx-2">
              /
            </span>
            <span aria-current="page">{page.title}</span>
          </nav>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-ink-900 sm:text-5xl">
            {page.title}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-ink-600">{page.description}</p>
          {updated && (
            <p className="mt-4 text-sm text-ink-500">{t('content.updated', { date: updated })}</p>
          )}
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <ContentBlocks blocks={page.blocks} />
      </div>
    </article>
  );
}
