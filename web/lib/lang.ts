import { useParams } from 'react-router';
import { defaultLanguage, isLang, type TLang } from '../../shared/i18n';

/** The language of the current URL (`/es/...`, `/en/...`), Spanish when there is none. */
export function useLang(): TLang {
  const { lang } = useParams();
  return isLang(lang) ? lang : defaultLanguage;
}

export function langFromPath(pathname: string): TLang {
  const segment = pathname.split('/')[1];
  return isLang(segment) ? segment : defaultLanguage;
}
