import { CloudOff, LoaderCircle, RotateCw } from 'lucide-react';
import { useTranslation } from '../../../i18n/translation';
import { useRevalidator } from 'react-router';
import { Button } from '../../../components/ui/button';

/** The page's data could not be loaded (network, server): say so and offer to try again. */
export function SettingsLoadError() {
  const { t } = useTranslation('translation', { keyPrefix: 'account.loadError' });
  const { revalidate, state } = useRevalidator();
  const busy = state === 'loading';
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-4 rounded-3xl bg-white p-6 shadow-xs ring-1 ring-ink-900/[0.07] sm:p-8"
    >
      <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-coral-100 text-coral-600">
        <CloudOff className="h-6 w-6" aria-hidden="true" />
      </span>
      <div>
        <h2 className="text-xl font-bold text-ink-900">{t('title')}</h2>
        <p className="mt-1 text-[15px] text-ink-600">{t('text')}</p>
      </div>
      <Button variant="secondary" onClick={() => void revalidate()} disabled={busy}>
        {busy ? (
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <RotateCw className="h-4 w-4" aria-hidden="true" />
        )}
        {t('retry')}
      </Button>
    </div>
  );
}
