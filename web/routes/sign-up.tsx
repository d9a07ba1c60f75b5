import { Check, MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Trans } from 'react-i18next';
import { useTranslation } from '../i18n/translation';
import {
  Link,
  useLocation,
  useSearchParams,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { defaultLanguage, isLang } from '../../shared/i18n';
import { LinkButton } from '../components/ui/button';
import { Picture } from '../components/ui/picture';
import { SignupForm, type TSignupKind } from '../features/auth/signup-form';
import { serverT } from '../i18n/i18n.server';
import { isSafePath, onlyLoginParamsChanged, storePrivatePath } from '../lib/after-login';
import { useLang } from '../lib/lang';
import { seoMeta } from '../lib/seo';
import type { Route } from './+types/sign-up';

export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = isLang(params.lang) ? params.lang : defaultLanguage;
  const t = serverT(lang);
  const { heroPictureId } = await context.services.getHomePage(lang);
  return {
    heroPictureId,
    seo: {
      title: t('signup.meta.title'),
      description: t('signup.meta.description'),
      publicUrl: context.publicUrl,
    },
  };
}

export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // switching between client and shipowner changes the query only; the picture stays
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.href !== nextUrl.href) return false;
  return onlyLoginParamsChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  if (!loaderData || !isLang(params.lang)) return [];
  return seoMeta({
    lang: params.lang,
    path: '/sign-up',
    ...loaderData.seo,
    imageId: loaderData.heroPictureId,
  });
}

function KindSwitch({ kind }: { kind: TSignupKind }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const hrefFor = (next: TSignupKind) => {
    const query = new URLSearchParams(params);
    if (next === 'shipowner') query.set('type', 'shipowner');
    else query.delete('type');
    const search = query.toString();
    return search ? `?${search}` : '?';
  };
  return (
    <nav
      aria-label={t('signup.type.label')}
      className="grid grid-cols-2 rounded-full bg-ink-100 p-1"
    >
      {(['client', 'shipowner'] as const).map((option) => (
        <Link
          key={option}
          to={hrefFor(option)}
          replace
          preventScrollReset
          aria-current={option === kind ? 'page' : undefined}
          className={`rounded-full px-3 py-2.5 text-center text-sm font-bold transition-colors ${
            option === kind ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600 hover:text-ink-900'
          }`}
        >
          {t(`signup.type.${option}`)}
        </Link>
      ))}
    </nav>
  );
}

function SignupSuccess({ email }: { email: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // the form was long: bring the short success card into view, then announce it
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="py-4 text-center" role="status">
      <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-sea-100 text-sea-700">
        <MailCheck className="h-8 w-8" aria-hidden="true" />
      </span>
      <h2
        id="signup-card-title"
        ref={heading}
        tabIndex={-1}
        className="mt-5 text-2xl font-extrabold tracking-tight text-ink-900 focus:outline-none"
      >
        {t('signup.success.title')}
      </h2>
      <p className="mt-3 text-[15px] leading-relaxed text-ink-700">
        <Trans
          i18nKey="signup.success.text"
          values={{ email }}
          components={{ strong: <strong className="font-bold break-all text-ink-900" /> }}
        />
      </p>
      <p className="mt-3 text-sm leading-relaxed text-ink-500">{t('signup.success.hint')}</p>
      <LinkButton to={`/${lang}`} variant="secondary" size="lg" className="mt-7 w-full">
        {t('signup.success.home')}
      </LinkButton>
    </div>
  );
}

function Benefits({ items, className }: { items: string[]; className: string }) {
  return (
    <ul className={`flex-col gap-3.5 ${className}`}>
      {items.map((item) => (
        <li
          key={item}
          className="flex items-center gap-3 text-[15px] font-semibold text-ink-800 lg:text-base lg:text-white"
        >
          <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-sea-100 text-sea-700 lg:h-8 lg:w-8 lg:bg-white/15 lg:text-white lg:ring-1 lg:ring-white/30 lg:backdrop-blur">
            <Check className="h-4 w-4" aria-hidden="true" />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}

export default function SignUp({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const kind: TSignupKind = params.get('type') === 'shipowner' ? 'shipowner' : 'client';
  const [sentTo, setSentTo] = useState<string | null>(null);
  const loginSearch = new URLSearchParams(search);
  loginSearch.set('login', '1');
  const benefits =
    kind === 'shipowner'
      ? [
          t('signup.ownerBenefits.free'),
          t('signup.ownerBenefits.control'),
          t('signup.ownerBenefits.payout'),
        ]
      : [t('signup.benefits.confirm'), t('signup.benefits.groups'), t('signup.benefits.support')];

  const onSuccess = (email: string) => {
    // the mail link opens another tab: the page to come back to after login waits there
    const redirect = params.get('redirect');
    if (isSafePath(redirect)) storePrivatePath(redirect);
    setSentTo(email);
  };

  return (
    <div className="relative bg-sand-50">
      <div className="absolute inset-x-0 top-0 h-[22rem] overflow-hidden bg-ink-900 sm:h-[26rem] lg:h-full">
        <Picture
          assetId={loaderData.heroPictureId}
          alt=""
          sizes="100vw"
          fallbackWidth={1920}
          priority
          className="h-full w-full"
        />
        <div className="absolute inset-0 bg-gradient-to-b from-ink-950/70 via-ink-950/40 to-ink-950/60 lg:bg-gradient-to-r lg:from-ink-950/80 lg:via-ink-950/45 lg:to-ink-950/10" />
      </div>
      <div className="relative mx-auto grid max-w-7xl gap-x-16 px-4 pt-24 pb-16 sm:px-6 sm:pt-32 lg:grid-cols-[minmax(0,1fr)_30rem] lg:px-8 lg:pt-40 lg:pb-24">
        <div className="lg:col-start-1 lg:row-start-1 lg:pt-6">
          <p className="inline-flex rounded-full bg-white/15 px-3 py-1 text-xs font-bold tracking-widest text-white uppercase ring-1 ring-white/25 backdrop-blur">
            {t('signup.eyebrow')}
          </p>
          <h1 className="mt-4 max-w-xl text-3xl leading-[1.1] font-extrabold tracking-tight text-balance text-white sm:text-5xl">
            {kind === 'shipowner' ? t('signup.ownerTitle') : t('signup.title')}
          </h1>
          <p className="mt-3 max-w-lg text-base leading-relaxed text-white/90 sm:mt-4 sm:text-lg">
            {kind === 'shipowner' ? t('signup.ownerSubtitle') : t('signup.subtitle')}
          </p>
          <Benefits items={benefits} className="mt-10 hidden lg:flex" />
        </div>
        <section
          aria-labelledby="signup-card-title"
          className="mt-8 rounded-3xl bg-white p-5 shadow-float ring-1 ring-ink-900/5 sm:p-8 lg:col-start-2 lg:row-start-1 lg:mt-0"
        >
          {sentTo ? (
            <SignupSuccess email={sentTo} />
          ) : (
            <>
              <KindSwitch kind={kind} />
              <h2
                id="signup-card-title"
                className="mt-6 text-2xl font-extrabold tracking-tight text-ink-900"
              >
                {kind === 'shipowner' ? t('signup.ownerFormTitle') : t('signup.formTitle')}
              </h2>
              <p className="mt-1 mb-6 text-sm text-ink-600">
                {t('signup.haveAccount')}{' '}
                <Link
                  to={`${pathname}?${loginSearch.toString()}`}
                  preventScrollReset
                  className="font-bold text-sea-700 underline underline-offset-4 hover:text-sea-800"
                >
                  {t('signup.login')}
                </Link>
              </p>
              <SignupForm key={kind} kind={kind} onSuccess={onSuccess} />
            </>
          )}
        </section>
        <Benefits items={benefits} className="mt-8 flex lg:hidden" />
      </div>
    </div>
  );
}
