import * as Dialog from '@radix-ui/react-dialog';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/field';
import { ModalContent } from '../../components/ui/modal';
import { apiErrorText } from '../../lib/errors';
import { useLang } from '../../lib/lang';
import { removeOwnerBoat, type TOwnerBoat } from './api';

/**
 * Spec §6: removing a boat asks first. A boat with bookings still to come is refused by the
 * server; its message stays in the dialog, in the page's language.
 */
export function RemoveBoatButton({ boat, onRemoved }: { boat: TOwnerBoat; onRemoved: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const remove = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await removeOwnerBoat(boat.id);
      setOpen(false);
      onRemoved();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setFailure(null);
      }}
    >
      <Dialog.Trigger
        aria-label={t('addBoat.fleet.removeOf', { name: boat.name })}
        className="inline-flex h-10 items-center gap-2 rounded-full px-3.5 text-sm font-semibold text-coral-700 ring-1 ring-ink-200 transition-colors hover:bg-coral-100/60 hover:ring-coral-600/40"
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        {t('addBoat.fleet.remove')}
      </Dialog.Trigger>
      <ModalContent alert size="sm">
        <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-coral-100 text-coral-700">
          <Trash2 className="h-6 w-6" aria-hidden="true" />
        </span>
        <Dialog.Title className="mt-4 text-xl font-extrabold tracking-tight text-ink-900">
          {t('addBoat.fleet.removeTitle', { name: boat.name })}
        </Dialog.Title>
        <Dialog.Description className="mt-2 text-[15px] leading-relaxed text-ink-600">
          {t('addBoat.fleet.removeText')}
        </Dialog.Description>
        {failure !== null && (
          <div className="mt-4">
            <FormAlert>{apiErrorText(failure, lang, t)}</FormAlert>
          </div>
        )}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
          <Button variant="primary" size="lg" disabled={busy} onClick={() => void remove()}>
            {busy && <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />}
            {t('addBoat.fleet.removeConfirm')}
          </Button>
          <Dialog.Close asChild>
            <Button variant="ghost" size="lg" className="ring-1 ring-ink-200" disabled={busy}>
              {t('addBoat.fleet.cancel')}
            </Button>
          </Dialog.Close>
        </div>
      </ModalContent>
    </Dialog.Root>
  );
}
