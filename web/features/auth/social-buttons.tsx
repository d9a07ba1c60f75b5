import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSocialConfig } from './types';

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
 * Google and Facebook login. The server verifies their tokens at POST /auth/social; the
 * provider SDK that yields the token loads only once an id is configured (decision 0008). Until
 * then both buttons are shown disabled, with the reason next to them and tied to them.
 */
export function SocialButtons({ config }: { config: TSocialConfig }) {
  const { t } = useTranslation();
  const noteId = useId();
  const unavailable = !config.googleClientId || !config.facebookAppId;
  return (
    <div>
      <div className="flex items-center gap-3 text-xs font-semibold tracking-wide text-ink-500 uppercase">
        <span className="h-px flex-1 bg-ink-100" aria-hidden="true" />
        {t('login.or')}
        <span className="h-px flex-1 bg-ink-100" aria-hidden="true" />
      </div>
      <div className="mt-4 flex gap-3">
        <button
          type="button"
          className={buttonClass}
          disabled={!config.googleClientId}
          aria-describedby={!config.googleClientId ? noteId : undefined}
        >
          <GoogleMark />
          {t('login.google')}
        </button>
        <button
          type="button"
          className={buttonClass}
          disabled={!config.facebookAppId}
          aria-describedby={!config.facebookAppId ? noteId : undefined}
        >
          <FacebookMark />
          {t('login.facebook')}
        </button>
      </div>
      {unavailable && (
        <p id={noteId} className="mt-2.5 text-center text-[13px] leading-snug text-ink-500">
          {t('login.socialUnavailable')}
        </p>
      )}
    </div>
  );
}
