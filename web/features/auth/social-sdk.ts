import type { TLang } from '../../../shared/i18n';

/**
 * The Google Identity Services and Facebook SDKs, loaded from the browser only once a provider id
 * is configured (docs/decisions/0008-web-session.md). Each yields the token the server verifies
 * at POST /api/auth/social.
 */

/** With FedCM, Google no longer reports the display moments: those methods may be missing. */
type TGooglePromptNotification = {
  isNotDisplayed?: () => boolean;
  isSkippedMoment?: () => boolean;
};

type TGoogleIdentity = {
  initialize: (options: {
    client_id: string;
    callback: (response: { credential: string }) => void;
    cancel_on_tap_outside?: boolean;
  }) => void;
  prompt: (listener?: (notification: TGooglePromptNotification) => void) => void;
};

type TFacebookLoginResponse = {
  status: 'connected' | 'not_authorized' | 'unknown';
  authResponse: { accessToken: string } | null;
};

type TFacebookSdk = {
  init: (options: { appId: string; version: string; cookie: boolean; xfbml: boolean }) => void;
  login: (callback: (response: TFacebookLoginResponse) => void, options: { scope: string }) => void;
};

declare global {
  interface Window {
    google?: { accounts: { id: TGoogleIdentity } };
    FB?: TFacebookSdk;
  }
}

export const googleSdkUrl = 'https://accounts.google.com/gsi/client';
export const facebookSdkVersion = 'v21.0';
export const scriptTimeoutMs = 10_000;

/** The Facebook SDK's locale for the page's language. */
export function facebookLocale(lang: TLang): 'es_ES' | 'en_GB' {
  return lang === 'es' ? 'es_ES' : 'en_GB';
}

export function facebookSdkUrl(lang: TLang): string {
  return `https://connect.facebook.net/${facebookLocale(lang)}/sdk.js`;
}

/** Why a social login did not yield a token (an API failure is an `ApiError` instead). */
export class SocialLoginError extends Error {
  override name = 'SocialLoginError';
  constructor(readonly kind: 'load' | 'cancelled') {
    super(kind === 'load' ? 'The provider SDK did not load' : 'The user closed the login');
  }
}

/** Adds a script element; calls back once it loaded or failed; `remove` takes it away. */
export type TCreateScript = (
  src: string,
  nonce: string,
  events: { onLoad: () => void; onError: () => void },
) => { remove: () => void };

const createDomScript: TCreateScript = (src, nonce, { onLoad, onError }) => {
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.nonce = nonce;
  script.onload = onLoad;
  script.onerror = onError;
  document.head.appendChild(script);
  return { remove: () => script.remove() };
};

/**
 * A script loader that adds each URL once: later calls share the first call's promise. A failure
 * (error event or no load within `timeoutMs`) rejects and is forgotten, so a later call retries.
 */
export function createScriptLoader({
  createScript = createDomScript,
  timeoutMs = scriptTimeoutMs,
}: { createScript?: TCreateScript; timeoutMs?: number } = {}): (
  src: string,
  nonce: string,
) => Promise<void> {
  const loads = new Map<string, Promise<void>>();
  return (src, nonce) => {
    const known = loads.get(src);
    if (known) return known;
    let failed = false;
    const load = new Promise<void>((resolve, reject) => {
      let settled = false;
      let script: { remove: () => void } | null = null;
      const settle = (error: Error | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (!error) return resolve();
        failed = true;
        loads.delete(src);
        script?.remove();
        reject(error);
      };
      // settle runs only from the timer or the script's events, both after `timer` is set
      const timer = setTimeout(() => settle(new SocialLoginError('load')), timeoutMs);
      script = createScript(src, nonce, {
        onLoad: () => settle(null),
        onError: () => settle(new SocialLoginError('load')),
      });
      // an error reported while the element was being created left it in place
      if (failed) script.remove();
    });
    if (!failed) loads.set(src, load);
    return load;
  };
}

const loadScript = createScriptLoader();

// Google: initialize once per client id; each prompt hands its credential to the waiting call.
let googleClientId: string | null = null;
let googleWaiter: { resolve: (token: string) => void; reject: (error: Error) => void } | null =
  null;

/** Loads Google Identity Services and initializes it (also to preload when the view opens). */
export async function prepareGoogle(clientId: string, nonce: string): Promise<TGoogleIdentity> {
  await loadScript(googleSdkUrl, nonce);
  const id = window.google?.accounts.id;
  if (!id) throw new SocialLoginError('load');
  if (googleClientId !== clientId) {
    id.initialize({
      client_id: clientId,
      callback: ({ credential }) => {
        googleWaiter?.resolve(credential);
        googleWaiter = null;
      },
      cancel_on_tap_outside: true,
    });
    googleClientId = clientId;
  }
  return id;
}

/** Shows Google's One Tap / popup; resolves with the ID token (the GIS `credential`). */
export async function googleCredential(clientId: string, nonce: string): Promise<string> {
  const id = await prepareGoogle(clientId, nonce);
  googleWaiter?.reject(new SocialLoginError('cancelled'));
  return new Promise<string>((resolve, reject) => {
    const waiter = { resolve, reject };
    googleWaiter = waiter;
    id.prompt((notification) => {
      if (googleWaiter !== waiter) return;
      if (notification.isNotDisplayed?.() || notification.isSkippedMoment?.()) {
        googleWaiter = null;
        reject(new SocialLoginError('cancelled'));
      }
    });
  });
}

let facebookAppId: string | null = null;

/** Loads the Facebook SDK in the page's language and initializes it. */
export async function prepareFacebook(
  appId: string,
  lang: TLang,
  nonce: string,
): Promise<TFacebookSdk> {
  await loadScript(facebookSdkUrl(lang), nonce);
  const fb = window.FB;
  if (!fb) throw new SocialLoginError('load');
  if (facebookAppId !== appId) {
    fb.init({ appId, version: facebookSdkVersion, cookie: false, xfbml: false });
    facebookAppId = appId;
  }
  return fb;
}

/** Opens Facebook's login popup; resolves with the user access token. */
export async function facebookAccessToken(
  appId: string,
  lang: TLang,
  nonce: string,
): Promise<string> {
  const fb = await prepareFacebook(appId, lang, nonce);
  return new Promise<string>((resolve, reject) => {
    fb.login(
      (response) => {
        const token = response.authResponse?.accessToken;
        if (response.status === 'connected' && token) resolve(token);
        else reject(new SocialLoginError('cancelled'));
      },
      { scope: 'email,public_profile' },
    );
  });
}
