import { Landmark, Pencil } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { useLang } from '../../lib/lang';

/**
 * The collection method on file: the owner's IBAN, masked, and the way to the profile page where
 * it is edited (account settings, "Payout details").
 */
export function IbanCard({ ibanMasked }: { ibanMasked: string | null }) {
  const { t } = useTranslation('translation', { keyPrefix: 'earnings.iban' });
  const lang = useLang();
  return (
    <section
      aria-labelledby="earnings-iban"
      className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-900/5 sm:p-5"
    >
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-sea-100 text-sea-700">
          <Landmark className="h-5 w-5" aria-hidden="true" />
        </span>
        <h2 id="earnings-iban" className="text-base font-bold text-ink-900">
          {t('title')}
        </h2>
      </div>
      {ibanMasked ? (
        <>
          <p
            className="mt-4 font-mono text-lg font-semibold tracking-wider text-ink-900"
            data-testid="earnings-iban"
          >
            {ibanMasked}
          </p>
          <p className="mt-1 text-sm text-ink-600">{t('text')}</p>
        </>
      ) : (
        <p className="mt-4 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('none')}</p>
      )}
      <Link
        to={`/${lang}/settings/profile`}
        className="mt-4 inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold text-ink-900 ring-1 ring-ink-200 hover:bg-ink-50 hover:ring-ink-400"
      >
        <Pencil className="h-4 w-4" aria-hidden="true" />
        {ibanMasked ? t('edit') : t('add')}
      </Link>
    </section>
  );
}
