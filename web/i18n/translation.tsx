import type { i18n as TI18n, TFunction } from 'i18next';
import {
  createContext,
  useCallback,
  useContext,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  I18nContext,
  I18nextProvider,
  type useTranslation as TUseTranslation,
} from 'react-i18next';

/** The language on screen; a change (ensureLanguage) re-renders every text. */
const LanguageContext = createContext<string | null>(null);

/**
 * Gives the page's i18next instance to `useTranslation` (and to react-i18next's `Trans`), and the
 * language it shows, watched once here instead of in every component.
 */
export function TranslationProvider({ i18n, children }: { i18n: TI18n; children: ReactNode }) {
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    [i18n],
  );
  const language = useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>
    </I18nextProvider>
  );
}

type TAnswer = [TFunction, TI18n, boolean] & { t: TFunction; i18n: TI18n; ready: boolean };

/** One answer per instance, language, namespace and key prefix: the same `t` on every render. */
const answers = new WeakMap<TI18n, Map<string, TAnswer>>();

function answerFor(i18n: TI18n, lng: string, ns?: string, keyPrefix?: string): TAnswer {
  let known = answers.get(i18n);
  if (!known) answers.set(i18n, (known = new Map()));
  const key = `${lng}\u0000${ns ?? ''}\u0000${keyPrefix ?? ''}`;
  let answer = known.get(key);
  if (!answer) {
    const fixedT = i18n.getFixedT as (lng: string, ns: string | null, prefix?: string) => TFunction;
    const t = fixedT.call(i18n, lng, ns ?? null, keyPrefix);
    answer = Object.assign([t, i18n, true] as [TFunction, TI18n, boolean], {
      t,
      i18n,
      ready: true,
    });
    known.set(key, answer);
  }
  return answer;
}

/**
 * react-i18next's `useTranslation`, typed the same, without its cost per component: it copies
 * the i18next instance for every component on its first render (every component of a server
 * render, and of the hydration) and subscribes each one to the language. The texts a page uses
 * are loaded before it renders (its route's areas), so there is nothing to wait for; the
 * language comes from TranslationProvider.
 */
export const useTranslation = ((ns?: string, options?: { keyPrefix?: string }) => {
  const { i18n } = useContext(I18nContext);
  const language = useContext(LanguageContext) ?? i18n.language;
  return answerFor(i18n, language, ns, options?.keyPrefix);
}) as unknown as typeof TUseTranslation;
