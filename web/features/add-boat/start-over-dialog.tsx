import { RotateCcw } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useLang } from '../../lib/lang';
import { deleteDraft } from './api';

/** "Draft restored", with a way to throw it away (after confirming) and start again. */
export function DraftNotice({
  updatedAt,
  onDiscarded,
}: {
  updatedAt: string | null;
  onDiscarded: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const date = updatedAt
    ? new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-GB', {
        day: 'numeric',
        month: 'long',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Europe/Madrid',
      }).format(new Date(updatedAt))
    : null;
  return (
    <div className="mx-auto mt-5 w-full max-w-2xl px-5 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-sea-50 px-4 py-3 ring-1 ring-sea-600/15">
        <p className="text-sm font-medium text-sea-900">
          {date ? t('addBoat.draft.restoredAt', { date }) : t('addBoat.draft.restored')}
        </p>
        <ConfirmDialog
          trigger={
            <button
              type="button"
              className="inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-sm font-semibold text-sea-900 underline underline-offset-4 hover:bg-sea-100"
            >
              <RotateCcw className="h-3.5 w-3.5" aria-hidden="true" />
              {t('addBoat.draft.startOver')}
            </button>
          }
          title={t('addBoat.draft.confirmTitle')}
          description={t('addBoat.draft.confirmText')}
          confirmLabel={t('addBoat.draft.confirm')}
          cancelLabel={t('addBoat.draft.cancel')}
          onConfirm={async () => {
            await deleteDraft();
            onDiscarded();
          }}
        />
      </div>
    </div>
  );
}
