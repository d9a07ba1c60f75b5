import { LoaderCircle } from 'lucide-react';
import { useTranslation } from '../../../i18n/translation';
import { Button } from '../../../components/ui/button';
import { StatusMessage, type TStatus } from '../../../components/ui/status-message';

type TSaveBarProps = {
  dirty: boolean;
  saving: boolean;
  status: TStatus;
  onDiscard: () => void;
};

/** The profile form's save row; while there are changes it stays at the bottom of the screen. */
export function SaveBar({ dirty, saving, status, onDiscard }: TSaveBarProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'account.profile' });
  // once the form changes again, "saved" is no longer true
  const shown: TStatus = dirty && status?.tone === 'success' ? null : status;
  return (
    <div
      className={`z-20 rounded-2xl bg-white/95 px-4 py-3.5 ring-1 ring-ink-900/[0.07] backdrop-blur sm:px-5 ${
        // with changes to save, the bar follows the screen's bottom edge
        dirty || saving ? 'sticky bottom-3 shadow-card sm:bottom-4' : 'shadow-xs'
      }`}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
        <div className="min-w-0 flex-1 basis-48">
          <StatusMessage status={shown} />
          {!shown && dirty && (
            <p className="flex items-center gap-2 text-sm font-semibold text-ink-600">
              <span className="h-2 w-2 shrink-0 rounded-full bg-coral-500" aria-hidden="true" />
              {t('unsaved')}
            </p>
          )}
        </div>
        <div className="flex w-full gap-2 sm:w-auto">
          {dirty && (
            <Button
              variant="ghost"
              onClick={onDiscard}
              disabled={saving}
              className="flex-1 sm:flex-none"
            >
              {t('discard')}
            </Button>
          )}
          <Button type="submit" disabled={saving} className="flex-1 sm:flex-none sm:min-w-40">
            {saving && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
            {saving ? t('saving') : t('save')}
          </Button>
        </div>
      </div>
    </div>
  );
}
