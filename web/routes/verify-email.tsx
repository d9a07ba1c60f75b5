import { CircleAlert, CircleCheckBig, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/translation';
import { useLocation } from 'react-router';
import { defaultLanguage, isLang } from '../../shared/i18n';
import { LinkButton } from '../components/ui/button';
import { AccountCard } from '../features/auth/account-card';
import { verifyEmailOnce } from '../features/auth/verify-email';
import { serverT } from '../i18n/i18n.server';
import { apiErrorText } from '../lib/errors';
import { useLang } from '../lib/lang';
import type { Route } from './+types/verify-email';

export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = isLang(params.lang) ? params.lang : defaultLanguage;
  return {
    token: new URL(request.url).searchParams.get('token') ?? '',
    title: serverT(lang)('signup.verify.metaTitle'),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }, { name: 'robots', content: 'noindex' }];
}

type TState = { kind: 'verifying' } | { kind: 'verified' } | { kind: 'failed'; message: string };

/** The page of the verification mail's link: confirms the email, then offers to log in. */
export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname, search } = useLocation();
  const { token } = loaderData;
  const [state, setState] = useState<TState>({ kind: 'verifying' });

  useEffect(() => {
    if (!token) return;
    let active = true;
    verifyEmailOnce(token).then(
      () => active && setState({ kind: 'verified' }),
      (error: unknown) =>
        active && setState({ kind: 'failed', message: apiErrorText(error, lang, t) }),
    );
    return () => {
      active = false;
    };
  }, [token, lang, t]);

  const loginHref = `${pathname}${search ? `${search}&` : '?'}login=1`;
  if (!token) {
    return (
      <AccountCard icon={CircleAlert} tone="coral" title={t('signup.verify.errorTitle')}>
        <p className="mt-3 text-[15px] leading-relaxed text-ink-600">
          {t('signup.verify.missing')}
        </p>
        <LinkButton to={`/${lang}`} variant="secondary" size="lg" className="mt-7 w-full">
          {t('signup.verify.home')}
        </LinkButton>
      </AccountCard>
    );
  }
  if (state.kind === 'verifying') {
    return (
      <AccountCard
        icon={LoaderCircle}
        spinIcon
        tone="ink"
        title={t('signup.verify.verifying')}
        live
      >
        <div className="mt-6 h-12 animate-pulse rounded-full bg-ink-100" aria-hidden="true" />
      </AccountCard>
    );
  }
  if (state.kind === 'verified') {
    return (
      <AccountCard icon={CircleCheckBig} title={t('signup.verify.successTitle')} focusTitle live>
        <p className="mt-3 text-[15px] leading-relaxed text-ink-600">
          {t('signup.verify.successText')}
        </p>
        <LinkButton to={loginHref} preventScrollReset size="lg" className="mt-7 w-full">
          {t('signup.verify.login')}
        </LinkButton>
      </AccountCard>
    );
  }
  return (
    <AccountCard
      icon={CircleAlert}
      tone="coral"
      title={t('signup.verify.errorTitle')}
      focusTitle
      live
    >
      <p role="alert" className="mt-3 text-[15px] font-semibold leading-relaxed text-coral-700">
        {state.message}
      </p>
      <p className="mt-2 text-[15px] leading-relaxed text-ink-600">
        {t('signup.verify.errorHint')}
      </p>
      <div className="mt-7 flex flex-col gap-3">
        <LinkButton to={loginHref} preventScrollReset size="lg" className="w-full">
          {t('signup.verify.login')}
        </LinkButton>
        <LinkButton
          to={`/${lang}`}
          variant="ghost"
          size="lg"
          className="w-full ring-1 ring-ink-200"
        >
          {t('signup.verify.home')}
        </LinkButton>
      </div>
    </AccountCard>
  );
}
