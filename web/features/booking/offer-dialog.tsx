import * as Dialog from '@radix-ui/react-dialog';
import { LoaderCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../i18n/translation';
import { formatMoney } from '../../../shared/money';
import { Button } from '../../components/ui/button';
import { FormAlert, TextField } from '../../components/ui/field';
import { ModalContent } from '../../components/ui/modal';
import { TextAreaField } from '../../components/ui/textarea-field';
import { ApiError } from '../../lib/api';
import { apiErrorText, fieldText } from '../../lib/errors';
import { useLang } from '../../lib/lang';
import { makeOffer, type TBooking } from './api';
import { formatInstant } from './booking-view';
import { offerRequestFrom, offerTotalPreview, type TOfferValues } from './offer-values';

/** Checks the form with the API's schema (offer-values.ts), so both sides agree on what is valid. */
const resolver: Resolver<TOfferValues> = (values) => {
  const result = offerRequestFrom(values);
  if (result.ok) return { values, errors: {} };
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([field, message]) => [field, { type: 'validate', message }]),
  );
  return { values: {}, errors };
};

/**
 * The owner's offer (PRODUCT.md §3): a new total in euros (`XXXX.YY`) or a whole-percent
 * discount, with an optional note for the client. The answer replaces the booking shown.
 */
export function OfferDialog({
  booking,
  trigger,
  onOffered,
}: {
  booking: TBooking;
  trigger: ReactNode;
  onOffered: (booking: TBooking) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TOfferValues>({
    resolver,
    defaultValues: { kind: 'price', price: '', discount: '', note: '' },
  });
  const values = watch();
  const preview = offerTotalPreview(values, booking.price.totalCents);
  const client = booking.client.name;
  const message = (key: string | undefined) =>
    key === 'discountInvalid' ? t('booking.offerForm.discountInvalid') : fieldText(key, lang, t);

  const submit = handleSubmit(async (form) => {
    const result = offerRequestFrom(form);
    if (!result.ok) return;
    setFailure(null);
    try {
      onOffered(await makeOffer(booking.id, result.request));
      setOpen(false);
    } catch (error) {
      const priceText = error instanceof ApiError ? error.fieldText('price', lang) : null;
      if (priceText) setError(form.kind, { message: priceText });
      else setFailure(error);
    }
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          reset();
          setFailure(null);
        }
      }}
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <ModalContent closeLabel={t('booking.offerForm.cancel')}>
        <Dialog.Title className="pr-10 text-2xl font-extrabold tracking-tight text-ink-900">
          {t('booking.offerForm.title')}
        </Dialog.Title>
        <Dialog.Description className="mt-2 text-[15px] leading-relaxed text-ink-600">
          {t('booking.offerForm.text', {
            total: formatMoney(booking.price.totalCents, lang),
            client,
            date: formatInstant(booking.respondBy, lang),
          })}
        </Dialog.Description>
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 space-y-5">
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-ink-800">
              {t('booking.offerForm.kind')}
            </legend>
            <div className="grid grid-cols-2 gap-1 rounded-full bg-ink-100 p-1">
              {(['price', 'discount'] as const).map((kind) => (
                <label
                  key={kind}
                  className={`flex cursor-pointer items-center justify-center rounded-full px-3 py-2 text-sm font-bold transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-sea-600 ${
                    values.kind === kind ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600'
                  }`}
                >
                  <input type="radio" value={kind} className="sr-only" {...register('kind')} />
                  {t(`booking.offerForm.${kind}`)}
                </label>
              ))}
            </div>
          </fieldset>
          {values.kind === 'price' ? (
            <TextField
              label={t('booking.offerForm.priceLabel')}
              hint={t('booking.offerForm.priceHint')}
              inputMode="decimal"
              autoComplete="off"
              error={message(errors.price?.message)}
              {...register('price')}
            />
          ) : (
            <TextField
              label={t('booking.offerForm.discountLabel')}
              hint={t('booking.offerForm.discountHint')}
              inputMode="numeric"
              autoComplete="off"
              error={message(errors.discount?.message)}
              {...register('discount')}
            />
          )}
          <p className="text-[15px] font-semibold text-ink-900" aria-live="polite">
            {preview !== null &&
              t('booking.offerForm.newTotal', { total: formatMoney(preview, lang) })}
          </p>
          <TextAreaField
            label={t('booking.offerForm.note', { client })}
            placeholder={t('booking.offerForm.notePlaceholder')}
            maxLength={1000}
            rows={3}
            error={message(errors.note?.message)}
            {...register('note')}
          />
          {failure !== null && <FormAlert>{apiErrorText(failure, lang, t)}</FormAlert>}
          <div className="flex flex-col gap-3 sm:flex-row-reverse">
            <Button type="submit" size="lg" className="sm:grow" disabled={isSubmitting}>
              {isSubmitting && <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />}
              {t('booking.offerForm.submit')}
            </Button>
            <Dialog.Close asChild>
              <Button variant="ghost" size="lg" className="ring-1 ring-ink-200 sm:grow">
                {t('booking.offerForm.cancel')}
              </Button>
            </Dialog.Close>
          </div>
        </form>
      </ModalContent>
    </Dialog.Root>
  );
}
