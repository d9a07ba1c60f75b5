import { EyeOff, LoaderCircle, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { apiErrorText } from '../../lib/errors';
import { useLang } from '../../lib/lang';
import { removeOwnerBoat, setBoatListing, type TOwnerBoat } from './api';

const outline =
  'inline-flex h-10 items-center gap-2 rounded-full px-3.5 text-sm font-semibold ring-1 ring-ink-200 transition-colors';

/**
 * Spec §6: removing a boat asks first. A boat with bookings still to come (or a group waiting
 * for an answer) is refused by the server; its message stays in the dialog, in the page's
 * language. Pending private requests are turned down with the removal (decision 0032).
 */
export function RemoveBoatButton({ boat, onRemoved }: { boat: TOwnerBoat; onRemoved: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          aria-label={t('addBoat.fleet.removeOf', { name: boat.name })}
          className={`${outline} text-coral-700 hover:bg-coral-100/60 hover:ring-coral-600/40 lg:ml-auto`}
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

/** Takes a published boat off the public site, after saying what that means. */
export function UnpublishBoatButton({
  boat,
  onDone,
}: {
  boat: TOwnerBoat;
  onDone: (status: 'unpublished') => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'earnings.fleet' });
  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          aria-label={t('unpublishOf', { name: boat.name })}
          className={`${outline} text-ink-900 hover:bg-ink-50 hover:ring-ink-400`}
        >
          <EyeOff className="h-4 w-4" aria-hidden="true" />
          {t('unpublish')}
        </button>
      }
      icon={
        <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-sky-100 text-sky-900">
          <EyeOff className="h-6 w-6" aria-hidden="true" />
        </span>
      }
      title={t('unpublishTitle', { name: boat.name })}
      description={t('unpublishText')}
      confirmLabel={t('unpublishConfirm')}
      cancelLabel={t('cancel')}
      onConfirm={async () => {
        await setBoatListing(boat.id, 'unpublish');
        onDone('unpublished');
      }}
    />
  );
}

/** Lists an unpublished boat again at once (no review): nothing to confirm, it can be undone. */
export function PublishBoatButton({
  boat,
  onDone,
}: {
  boat: TOwnerBoat;
  onDone: (status: 'published') => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const publish = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await setBoatListing(boat.id, 'publish');
      onDone('published');
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        onClick={() => void publish()}
        disabled={busy}
        aria-label={t('earnings.fleet.publishOf', { name: boat.name })}
        className={`${outline} bg-sea-700 text-white ring-sea-700 hover:bg-sea-800 disabled:opacity-70`}
      >
        {busy ? (
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <Send className="h-4 w-4" aria-hidden="true" />
        )}
        {t('earnings.fleet.publish')}
      </button>
      {failure !== null && (
        <p role="alert" className="text-sm text-coral-700 sm:max-w-48">
          {apiErrorText(failure, lang, t)}
        </p>
      )}
    </>
  );
}
