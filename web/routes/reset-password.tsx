import { CircleAlert, CircleCheckBig, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../i18n/translation';
import { defaultLanguage, isLang } from '../../shared/i18n';
import { LinkButton } from '../components/ui/button';
import { AccountCard } from '../features/auth/account-card';
import { ResetPasswordForm } from '../features/auth/reset-password-form';
import { serverT } from '../i18n/i18n.server';
import { useLang } from '../lib/lang';
import type { Route } from './+types/reset-password';

export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = isLang(params.lang) ? params.lang : defaultLanguage;
  return {
    token: new URL(request.url).searchParams.get('token') ?? '',
    title: serverT(lang)('login.reset.metaTitle'),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }, { name: 'robots', content: 'noindex' }];
}

/** The page of the recovery mail's link: a new password, then back to login. */
export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [done, setDone] = useState(false);
  if (!loaderData.token) {
    return (
      <AccountCard icon={CircleAlert} tone="coral" title={t('login.reset.missingTitle')}>
        <p className="mt-3 text-[15px] leading-relaxed text-ink-600">
          {t('login.reset.missingText')}
        </p>
        <LinkButton to={`/${lang}?login=1`} size="lg" className="mt-7 w-full">
          {t('login.reset.requestNew')}
        </LinkButton>
      </AccountCard>
    );
  }
  if (done) {
    return (
      <AccountCard icon={CircleCheckBig} title={t('login.reset.successTitle')} focusTitle live>
        <p className="mt-3 text-[15px] leading-relaxed text-ink-600">
          {t('login.reset.successText')}
        </p>
        <LinkButton to={`/${lang}?redirectFromReset=true`} size="lg" className="mt-7 w-full">
          {t('login.reset.login')}
        </LinkButton>
      </AccountCard>
    );
  }
  return (
    <AccountCard icon={KeyRound} title={t('login.reset.title')}>
      <p className="mt-2 text-[15px] leading-relaxed text-ink-600">{t('login.reset.text')}</p>
      <ResetPasswordForm token={loaderData.token} onDone={() => setDone(true)} />
    </AccountCard>
  );
}
