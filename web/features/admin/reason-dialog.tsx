import * as Dialog from '@radix-ui/react-dialog';
import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Button } from '../../components/ui/button';
import { ModalContent } from '../../components/ui/modal';
import { TextAreaField } from '../../components/ui/textarea-field';
import { ErrorLine } from './parts';

type TReasonDialogProps = {
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  /** an enable needs no reason; a disable or a cancellation does */
  reasonRequired?: boolean;
  /** what the action is about, shown above the reason (a moderated valuation's text) */
  children?: ReactNode;
  onConfirm: (reason: string) => Promise<void>;
};

/** Asks for the reason of an admin action (written to the audit log), then does it. */
export function ReasonDialog({
  trigger,
  title,
  description,
  confirmLabel,
  reasonRequired = true,
  children,
  onConfirm,
}: TReasonDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reasonRequired && reason.trim().length < 5) {
      setInvalid(true);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm(reason.trim());
      setOpen(false);
      setReason('');
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
        if (!next) {
          setFailure(null);
          setInvalid(false);
        }
      }}
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <ModalContent size="sm" closeLabel={t('admin.close')}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Dialog.Title className="pr-8 text-xl font-extrabold tracking-tight text-ink-900">
            {title}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-[15px] leading-relaxed text-ink-600">
            {description}
          </Dialog.Description>
          {children}
          <TextAreaField
            className="mt-5"
            label={t('admin.reason')}
            hint={t('admin.reasonHint')}
            value={reason}
            maxLength={1000}
            required={reasonRequired}
            error={invalid ? t('admin.reasonTooShort') : null}
            onChange={(event) => {
              setReason(event.target.value);
              setInvalid(false);
            }}
          />
          {failure !== null && (
            <div className="mt-4">
              <ErrorLine error={failure} />
            </div>
          )}
          <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
            <Button type="submit" disabled={busy}>
              {busy && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
              {confirmLabel}
            </Button>
            <Dialog.Close asChild>
              <Button variant="ghost">{t('admin.cancel')}</Button>
            </Dialog.Close>
          </div>
        </form>
      </ModalContent>
    </Dialog.Root>
  );
}
