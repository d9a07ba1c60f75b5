import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { removeOwnerBoat, type TOwnerBoat } from './api';

/**
 * Spec §6: removing a boat asks first. A boat with bookings still to come is refused by the
 * server; its message stays in the dialog, in the page's language.
 */
export function RemoveBoatButton({ boat, onRemoved }: { boat: TOwnerBoat; onRemoved: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          aria-label={t('addBoat.fleet.removeOf', { name: boat.name })}
          className="inline-flex h-10 items-center gap-2 rounded-full px-3.5 text-sm font-semibold text-coral-700 ring-1 ring-ink-200 transition-colors hover:bg-coral-100/60 hover:ring-coral-600/40"
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {t('addBoat.fleet.remove')}
        </button>
      }
      icon={
        <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-coral-100 text-coral-700">
          <Trash2 className="h-6 w-6" aria-hidden="true" />
        </span>
      }
      title={t('addBoat.fleet.removeTitle', { name: boat.name })}
      description={t('addBoat.fleet.removeText')}
      confirmLabel={t('addBoat.fleet.removeConfirm')}
      cancelLabel={t('addBoat.fleet.cancel')}
      onConfirm={async () => {
        await removeOwnerBoat(boat.id);
        onRemoved();
      }}
    />
  );
}
