import * as Dialog from '@radix-ui/react-dialog';
import { LoaderCircle, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/field';
import { ModalContent } from '../../components/ui/modal';
import { apiErrorText } from '../../lib/errors';
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
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const date = updatedAt
    ? new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-GB', {
        day: 'numeric',
        month: 'long',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Europe/Madrid',
      }).format(new Date(updatedAt))
    : null;
  const discard = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await deleteDraft();
      setOpen(false);
      onDiscarded();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mx-auto mt-5 w-full max-w-2xl px-5 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-sea-50 px-4 py-3 ring-1 ring-sea-600/15">
        <p className="text-sm font-medium text-sea-900">
          {date ? t('addBoat.draft.restoredAt', { date }) : t('addBoat.draft.restored')}
        </p>
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger className="inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-sm font-semibold text-sea-900 underline underline-offset-4 hover:bg-sea-100">
            <RotateCcw className="h-3.5 w-3.5" aria-hidden="true" />
            {t('addBoat.draft.startOver')}
          </Dialog.Trigger>
          <ModalContent alert size="sm">
            <Dialog.Title className="text-xl font-extrabold tracking-tight text-ink-900">
              {t('addBoat.draft.confirmTitle')}
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-[15px] leading-relaxed text-ink-600">
              {t('addBoat.draft.confirmText')}
            </Dialog.Description>
            {failure !== null && (
              <div className="mt-4">
                <FormAlert>{apiErrorText(failure, lang, t)}</FormAlert>
              </div>
            )}
            <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
              <Button variant="primary" size="lg" disabled={busy} onClick={() => void discard()}>
                {busy && <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />}
                {t('addBoat.draft.confirm')}
              </Button>
              <Dialog.Close asChild>
                <Button variant="ghost" size="lg" className="ring-1 ring-ink-200" disabled={busy}>
                  {t('addBoat.draft.cancel')}
                </Button>
              </Dialog.Close>
            </div>
          </ModalContent>
        </Dialog.Root>
      </div>
    </div>
  );
}
