import * as Dialog from '@radix-ui/react-dialog';
import { Eye, EyeOff, LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/field';
import { ModalContent } from '../../components/ui/modal';
import { TextAreaField } from '../../components/ui/textarea-field';
import { apiErrorText } from '../../lib/errors';
import { useLang } from '../../lib/lang';
import { moderateValuation, type TAdminValuation } from './api';

const REASON_MIN = 3;
const REASON_MAX = 500;

/**
 * Hide a valuation (or show a hidden one again): the button, and the dialog asking why. The reason
 * is required (3–500 characters) and kept in the audit log.
 */
export function ModerationDialog({
  valuation,
  onDone,
}: {
  valuation: TAdminValuation;
  onDone: (valuation: TAdminValuation) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminValuations' });
  const { t: tAll } = useTranslation();
  const lang = useLang();
  const action = valuation.hidden ? 'show' : 'hide';
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (text.length < REASON_MIN || text.length > REASON_MAX) {
      setInvalid(true);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const next = await moderateValuation(valuation.id, action, text);
      setOpen(false);
      setReason('');
      onDone(next);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const Icon = action === 'hide' ? EyeOff : Eye;
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
      <Dialog.Trigger asChild>
        <Button
          variant="ghost"
          className={`h-9 px-3.5 ring-1 ${action === 'hide' ? 'text-coral-700 ring-coral-200 hover:bg-coral-50' : 'ring-ink-300'}`}
          aria-label={`${t(action)} · ${valuation.from.firstName} → ${valuation.about.firstName} · ${valuation.boat.name}`}
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
          {t(action)}
        </Button>
      </Dialog.Trigger>
      <ModalContent size="sm" closeLabel={t('close')}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Dialog.Title className="pr-8 text-xl font-extrabold tracking-tight text-ink-900">
            {t(action === 'hide' ? 'hideTitle' : 'showTitle')}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-[15px] leading-relaxed text-ink-600">
            {t(action === 'hide' ? 'hideText' : 'showText')}
          </Dialog.Description>
          <blockquote className="mt-4 rounded-2xl bg-sand-50 px-4 py-3 text-sm text-ink-700 ring-1 ring-sand-200">
            <p className="font-semibold text-ink-900">
              {valuation.boat.name} ·{' '}
              {t('fromTo', { from: valuation.from.firstName, about: valuation.about.firstName })}
            </p>
            <p lang={valuation.lang} className="mt-1 line-clamp-3 break-words">
              {valuation.comment}
            </p>
          </blockquote>
          <TextAreaField
            className="mt-5"
            label={t('reason')}
            hint={t('reasonHint')}
            counter={t('counter', { count: reason.length })}
            value={reason}
            maxLength={REASON_MAX}
            required
            error={invalid ? t('reasonInvalid') : null}
            onChange={(event) => {
              setReason(event.target.value);
              setInvalid(false);
            }}
          />
          {failure !== null && (
            <div className="mt-4">
              <FormAlert>{apiErrorText(failure, lang, tAll)}</FormAlert>
            </div>
          )}
          <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
            <Button
              type="submit"
              disabled={busy}
              variant={action === 'hide' ? 'primary' : 'secondary'}
            >
              {busy && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
              {t(action === 'hide' ? 'confirmHide' : 'confirmShow')}
            </Button>
            <Dialog.Close asChild>
              <Button variant="ghost">{t('cancel')}</Button>
            </Dialog.Close>
          </div>
        </form>
      </ModalContent>
    </Dialog.Root>
  );
}
