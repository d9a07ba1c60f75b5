import { LoaderCircle } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import type { TTokenResponse } from '../../../shared/schemas/account';
import { FormAlert } from '../../components/ui/field';
import { api } from '../../lib/api';
import { apiErrorText } from '../../lib/errors';
import { useLang } from '../../lib/lang';
import { useNonce } from '../../lib/nonce';
import {
  facebookAccessToken,
  googleCredential,
  prepareFacebook,
  prepareGoogle,
  SocialLoginError,
} from './social-sdk';
import type { TSocialConfig } from './types';
import { useCompleteLogin } from './use-complete-login';

type TProvider = 'google' | 'facebook';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1Z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23Z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.94l3.66-2.84Z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.94 10.94 0 0 0 12 1 11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.3 9.14 5.38 12 5.38Z"
      />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path
        fill="#fff"
        d="M15.6 15.47 16.13 12h-3.33V9.75c0-.95.47-1.87 1.96-1.87h1.51V4.92s-1.37-.23-2.68-.23c-2.74 0-4.53 1.66-4.53 4.66V12H6.02v3.47h3.04V24a12.1 12.1 0 0 0 3.74 0v-8.53h2.8Z"
      />
    </svg>
  );
}

const buttonClass =
  'inline-flex h-12 flex-1 items-center justify-center gap-2.5 rounded-full border border-ink-200 bg-white text-sm font-semibold text-ink-900 transition-colors hover:bg-ink-50 disabled:cursor-not-allowed disabled:bg-ink-50/60 disabled:text-ink-500 disabled:[&_svg]:opacity-50';

/**
 * Google and Facebook login. The provider SDK loads with the login view (decision 0008), yields a
 * token, and POST /auth/social turns it into a session like the email login. A provider without
 * an id (the demo) shows its button disabled, with the reason next to it and tied to it.
 */
export function SocialButtons({ config }: { config: TSocialConfig }) {
  const { t } = useTranslation();
  const lang = useLang();
  const nonce = useNonce();
  const noteId = useId();
  const completeLogin = useCompleteLogin();
  const [busy, setBusy] = useState<TProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { googleClientId, facebookAppId } = config;
  const unavailable = !googleClientId || !facebookAppId;

  // Preload the SDKs, so the popup opens straight from the click; a failure shows on click.
  useEffect(() => {
    if (googleClientId) prepareGoogle(googleClientId, nonce).catch(() => {});
    if (facebookAppId) prepareFacebook(facebookAppId, lang, nonce).catch(() => {});
  }, [googleClientId, facebookAppId, lang, nonce]);

  const providerName = (provider: TProvider) => t(`login.${provider}`);

  const logIn = async (provider: TProvider) => {
    setError(null);
    let body: { googleToken: string } | { facebookToken: string };
    try {
      if (provider === 'google' && googleClientId) {
        body = { googleToken: await googleCredential(googleClientId, nonce) };
      } else if (provider === 'facebook' && facebookAppId) {
        body = { facebookToken: await facebookAccessToken(facebookAppId, lang, nonce) };
      } else return;
    } catch (failure) {
      const cancelled = failure instanceof SocialLoginError && failure.kind === 'cancelled';
      setError(
        t(cancelled ? 'login.socialCancelled' : 'login.socialLoadFailed', {
          provider: providerName(provider),
        }),
      );
      return;
    }
    setBusy(provider);
    try {
      const session = await api.post<TTokenResponse>('/auth/social', body);
      await completeLogin(session);
    } catch (failure) {
      setError(apiErrorText(failure, lang, t));
      setBusy(null);
    }
  };

  const button = (provider: TProvider, id: string | null, mark: ReactNode) => (
    <button
      type="button"
      className={buttonClass}
      disabled={!id || busy !== null}
      aria-describedby={!id ? noteId : undefined}
      aria-busy={busy === provider || undefined}
      onClick={() => void logIn(provider)}
    >
      {busy === provider ? (
        <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
      ) : (
        mark
      )}
      {providerName(provider)}
    </button>
  );

  return (
    <div>
      <div className="flex items-center gap-3 text-xs font-semibold tracking-wide text-ink-500 uppercase">
        <span className="h-px flex-1 bg-ink-100" aria-hidden="true" />
        {t('login.or')}
        <span className="h-px flex-1 bg-ink-100" aria-hidden="true" />
      </div>
      {error && (
        <div className="mt-4">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      <div className="mt-4 flex gap-3">
        {button('google', googleClientId, <GoogleMark />)}
        {button('facebook', facebookAppId, <FacebookMark />)}
      </div>
      {unavailable && (
        <p id={noteId} className="mt-2.5 text-center text-[13px] leading-snug text-ink-500">
          {!googleClientId && !facebookAppId
            ? t('login.socialUnavailable')
            : t('login.socialProviderUnavailable', {
                provider: googleClientId ? 'Facebook' : 'Google',
              })}
        </p>
      )}
    </div>
  );
}
