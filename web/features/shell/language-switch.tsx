import { useTranslation } from '../../i18n/translation';
import { Link, useLocation } from 'react-router';
import { languages } from '../../../shared/i18n';
import { stripLang } from '../../../shared/site';
import { useLang } from '../../lib/lang';

/**
 * ES | EN: swaps the language segment of the current path and keeps the rest (query, hash). A
 * navigation landmark in the header; a plain group elsewhere (the footer), as two landmarks with
 * one name cannot be told apart.
 */
export function LanguageSwitch({
  tone = 'dark',
  landmark = true,
}: {
  tone?: 'dark' | 'light';
  landmark?: boolean;
}) {
  const { t } = useTranslation();
  const current = useLang();
  const location = useLocation();
  const rest = stripLang(location.pathname);
  const idle =
    tone === 'light' ? 'text-white/75 hover:text-white' : 'text-ink-500 hover:text-ink-900';
  const active = tone === 'light' ? 'text-white' : 'text-ink-900';
  const Wrapper = landmark ? 'nav' : 'div';
  return (
    <Wrapper
      role={landmark ? undefined : 'group'}
      aria-label={t('language.label')}
      className="flex items-center text-sm font-semibold"
    >
      {languages.map((lang, index) => (
        <span key={lang} className="flex items-center">
          {index > 0 && (
            <span
              aria-hidden="true"
              className={`mx-1.5 ${tone === 'light' ? 'text-white/50' : 'text-ink-300'}`}
            >
              |
            </span>
          )}
          <Link
            to={`/${lang}${rest}${location.search}${location.hash}`}
            hrefLang={lang}
            lang={lang}
            aria-current={lang === current ? 'true' : undefined}
            aria-label={t('language.switchTo', { language: t(`language.${lang}`) })}
            className={`rounded px-1 py-0.5 ${lang === current ? `${active} underline decoration-2 underline-offset-4` : idle}`}
            preventScrollReset
          >
            {lang.toUpperCase()}
          </Link>
        </span>
      ))}
    </Wrapper>
  );
}
