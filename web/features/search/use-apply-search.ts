import { useNavigate } from 'react-router';
import { useLang } from '../../lib/lang';
import { queryFromForm } from './search-url';

/** Sends a search form the tidy way (see queryFromForm), keeping the scroll where it is. */
export function useApplySearch(): (form: HTMLFormElement) => void {
  const navigate = useNavigate();
  const lang = useLang();
  return (form) => {
    const query = queryFromForm(form).toString();
    void navigate(`/${lang}/boats${query ? `?${query}` : ''}`, { preventScrollReset: true });
  };
}
