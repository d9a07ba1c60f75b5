import { redirect } from 'react-router';
import { defaultLanguage } from '../../shared/i18n';

/** `/` → `/es`: Spanish is the default language. */
export function loader() {
  return redirect(`/${defaultLanguage}`, 302);
}
