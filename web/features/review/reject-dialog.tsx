import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Button } from '../../components/ui/button';
import { ModalContent } from '../../components/ui/modal';
import type { TReviewBoat } from './api';

export const reasonLimits = { min: 10, max: 1000 };

type TRejectDialogProps = {
  /** the boat being rejected; null closes the dialog */
  boat: TReviewBoat | null;
  onClose: () => void;
  onConfirm: (boat: TReviewBoat, reason: string) => void;
};

/** Asks for the reason the owner will read; the dialog cannot be confirmed without one. */
export function RejectDialog({ boat, onClose, onConfirm }: TRejectDialogProps) {
  return (
    <Dialog.Root open={boat !== null} onOpenChange={(open) => !open && onClose()}>
      {boat && <RejectForm key={boat.id} boat={boat} onClose={onClose} onConfirm={onConfirm} />}
    </Dialog.Root>
  );
}

function RejectForm({ boat, onClose, onConfirm }: TRejectDialogProps & { boat: TReviewBoat }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const fieldId = useId();
  const trimmed = reason.trim();
  const tooShort = trimmed.length < reasonLimits.min;
  const showError = touched && tooShort;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!tooShort) onConfirm(boat, trimmed);
  }

  return (
    <ModalContent closeLabel={t('review.rejectDialog.close')} size="sm">
      <form onSubmit={submit} noValidate>
        <Dialog.Title className="pr-8 text-xl font-extrabold tracking-tight text-ink-900">
          {t('review.rejectDialog.title', { name: boat.name })}
        </Dialog.Title>
        <Dialog.Description className="mt-2 text-sm leading-relaxed text-ink-600">
          {t('review.rejectDialog.text', { email: boat.owner.email })}
        </Dialog.Description>
        <label htmlFor={fieldId} className="mt-5 block text-sm font-semibold text-ink-900">
          {t('review.rejectDialog.label')}
        </label>
        <textarea
          id={fieldId}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          required
          minLength={reasonLimits.min}
          maxLength={reasonLimits.max}
          rows={5}
          placeholder={t('review.rejectDialog.placeholder')}
          aria-invalid={showError}
          aria-describedby={`${fieldId}-hint`}
          className={`mt-1.5 block w-full resize-y rounded-xl border bg-white px-3.5 py-2.5 text-[15px] leading-relaxed text-ink-900 placeholder:text-ink-400 focus:ring-2 focus:outline-none ${
            showError
              ? 'border-coral-600 focus:ring-coral-500/40'
              : 'border-ink-300 focus:border-sea-600 focus:ring-sea-500/30'
          }`}
        />
        <div id={`${fieldId}-hint`} className="mt-1.5 flex justify-between gap-3 text-xs">
          <span className="font-semibold text-coral-700">
            {showError ? t('review.rejectDialog.tooShort') : ''}
          </span>
          <span className="text-ink-500 tabular-nums">
            {t('review.rejectDialog.counter', { count: reason.length })}
          </span>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} className="ring-1 ring-ink-200">
            {t('review.rejectDialog.cancel')}
          </Button>
          <Button type="submit" variant="primary">
            {t('review.rejectDialog.confirm')}
          </Button>
        </div>
      </form>
    </ModalContent>
  );
}
