import * as Dialog from '@radix-ui/react-dialog';
import { LoaderCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { apiErrorText } from '../../lib/errors';
import { useLang } from '../../lib/lang';
import { Button } from './button';
import { FormAlert } from './field';
import { ModalContent } from './modal';

type TConfirmDialogProps = {
  /** the button that opens the dialog (a `<button>`; it becomes the dialog's trigger) */
  trigger: ReactNode;
  /** a picture above the title, such as an icon in a tinted square */
  icon?: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  /** does what was asked; a failure stays in the dialog, in the page's language */
  onConfirm: () => Promise<void>;
};

/**
 * Asks before an action that cannot be undone: an alert dialog (role="alertdialog", closed by its
 * own buttons only) with the action and a way out. The action's button waits for `onConfirm`;
 * the dialog closes when it succeeds and shows the API's message when it fails.
 */
export function ConfirmDialog({
  trigger,
  icon,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
}: TConfirmDialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      setOpen(false);
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
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <ModalContent alert size="sm">
        {icon}
        <Dialog.Title
          className={`text-xl font-extrabold tracking-tight text-ink-900 ${icon ? 'mt-4' : ''}`}
        >
          {title}
        </Dialog.Title>
        <Dialog.Description className="mt-2 text-[15px] leading-relaxed text-ink-600">
          {description}
        </Dialog.Description>
        {failure !== null && (
          <div className="mt-4">
            <FormAlert>{apiErrorText(failure, lang, t)}</FormAlert>
          </div>
        )}
        {/* side by side when both fit, else one above the other, full width */}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse sm:flex-wrap">
          <Button
            variant="primary"
            size="lg"
            className="sm:grow"
            disabled={busy}
            onClick={() => void confirm()}
          >
            {busy && <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />}
            {confirmLabel}
          </Button>
          <Dialog.Close asChild>
            <Button
              variant="ghost"
              size="lg"
              className="ring-1 ring-ink-200 sm:grow"
              disabled={busy}
            >
              {cancelLabel}
            </Button>
          </Dialog.Close>
        </div>
      </ModalContent>
    </Dialog.Root>
  );
}
