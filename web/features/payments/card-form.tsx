import { zodResolver } from '@hookform/resolvers/zod';
import { CreditCard, LoaderCircle, Lock, Percent } from 'lucide-react';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/translation';
import type { TMessage } from '../../../shared/i18n';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/field';
import { ApiError } from '../../lib/api';
import { apiErrorText, fieldText } from '../../lib/errors';
import { useLang } from '../../lib/lang';
import { saveCard, tokenizeCard, type TPaymentCard } from './api';
import { CardBrandMark } from './card-brand-mark';
import { CardField } from './card-field';
import {
  ZCardForm,
  emptyCardForm,
  formFieldOf,
  tokenRequestOf,
  type TCardFormField,
  type TCardFormValues,
} from './card-form-values';
import { applyFormat, detectedBrand, digitsOf, formatCardNumber, formatExpiry } from './card-input';
import { feePercentText } from './card-text';

export type TCardFormProps = {
  /** the card as saved (the first card of a user comes back as the default) */
  onSaved: (card: TPaymentCard) => void;
  /** shows a Cancel button */
  onCancel?: () => void;
  /** the submit button's text; "Save card" unless told */
  submitLabel?: string;
  /** puts the caret in the number field when the form appears */
  autoFocus?: boolean;
};

/**
 * Adds a payment card: number (grouped by brand as it is typed), expiry and security code,
 * checked here as the processor checks them, then tokenised by the processor's call and saved
 * with the token only. A form of its own: render it outside other forms (settings, checkout).
 * Needs the `payments` catalogue area.
 */
export function CardForm({ onSaved, onCancel, submitLabel, autoFocus = false }: TCardFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const [failure, setFailure] = useState<unknown>(null);
  const [server, setServer] = useState<Partial<Record<TCardFormField, TMessage>>>({});
  // checked on submit, then as fields change: checks on blur would add messages while the pointer
  // is on Save, moving the button away before the click lands
  const { register, handleSubmit, setError, setFocus, getValues, watch, formState } = useForm<
    TCardFormValues,
    unknown,
    TCardFormValues
  >({ resolver: zodResolver(ZCardForm), defaultValues: emptyCardForm });
  useEffect(() => {
    if (autoFocus) setFocus('number');
  }, [autoFocus, setFocus]);

  const brand = detectedBrand(watch('number'));
  const cvcLength = brand === 'amex' || !brand ? 4 : 3;
  const formatCvc = (value: string) => digitsOf(value).slice(0, cvcLength);

  /** `register` with the value reformatted as it is typed, the caret kept in place. */
  const formatted = (name: TCardFormField, format: (value: string) => string) => {
    const field = register(name);
    return {
      ...field,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const input = event.target;
        const next = applyFormat(
          {
            previous: getValues(name),
            value: input.value,
            caret: input.selectionStart ?? input.value.length,
            inputType: (event.nativeEvent as InputEvent).inputType,
          },
          format,
        );
        input.value = next.value;
        if (input.ownerDocument.activeElement === input)
          input.setSelectionRange(next.caret, next.caret);
        return field.onChange(event);
      },
    };
  };

  /** The processor's field messages (`exp_month` and `exp_year` are the expiry field). */
  const showServerErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiError)) return false;
    const messages: Partial<Record<TCardFormField, TMessage>> = {};
    for (const problem of error.fields) {
      const name = formFieldOf(problem.field);
      if (name) messages[name] ??= problem.message;
    }
    setServer(messages);
    const names = Object.keys(messages) as TCardFormField[];
    names.forEach((name, index) =>
      setError(name, { type: 'server', message: messages[name]!.en }, { shouldFocus: index === 0 }),
    );
    return names.length > 0;
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const cardToken = await tokenizeCard(tokenRequestOf(values));
      onSaved(await saveCard(cardToken));
    } catch (error) {
      if (!showServerErrors(error)) setFailure(error);
    }
  });

  const errorText = (name: TCardFormField): string | null => {
    const error = formState.errors[name];
    if (!error) return null;
    if (error.type === 'server' && server[name]) return server[name][lang];
    return fieldText(error.message, lang, t);
  };
  // a token the API refuses (used, unknown) names `cardToken`: the form's own message
  const failureText =
    failure instanceof ApiError
      ? (failure.fieldText('cardToken', lang) ?? apiErrorText(failure, lang, t))
      : apiErrorText(failure, lang, t);
  const brandName = brand ? t(`payments.brands.${brand}`) : null;
  const busy = formState.isSubmitting;

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('payments.form.label')}
      className="flex flex-col gap-4"
    >
      {failure !== null && <FormAlert>{failureText}</FormAlert>}
      <CardField
        id={`${id}-number`}
        label={t('payments.form.number')}
        error={errorText('number')}
        autoComplete="cc-number"
        inputMode="numeric"
        autoCorrect="off"
        spellCheck={false}
        placeholder={t('payments.form.numberPlaceholder')}
        adornment={
          brand ? (
            <CardBrandMark brand={brand} className="h-6 w-9" />
          ) : (
            <CreditCard className="h-5 w-5 text-ink-400" aria-hidden="true" />
          )
        }
        {...formatted('number', formatCardNumber)}
      />
      <p className="sr-only" aria-live="polite">
        {brandName && t('payments.form.detected', { brand: brandName })}
      </p>
      <div className="grid grid-cols-2 gap-4">
        <CardField
          id={`${id}-expiry`}
          label={t('payments.form.expiry')}
          hint={t('payments.form.expiryHint')}
          error={errorText('expiry')}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={t('payments.form.expiryPlaceholder')}
          {...formatted('expiry', formatExpiry)}
        />
        <CardField
          id={`${id}-cvc`}
          label={t('payments.form.cvc')}
          hint={brand === 'amex' ? t('payments.form.cvcHintAmex') : t('payments.form.cvcHint')}
          error={errorText('cvc')}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={cvcLength}
          placeholder={t('payments.form.cvcPlaceholder')}
          {...formatted('cvc', formatCvc)}
        />
      </div>
      <ul className="flex flex-col gap-2 text-[13px] leading-snug text-ink-600">
        <li className="flex items-start gap-2">
          <Lock className="mt-px h-4 w-4 shrink-0 text-sea-700" aria-hidden="true" />
          {t('payments.form.stored')}
        </li>
        <li className="flex items-start gap-2">
          <Percent className="mt-px h-4 w-4 shrink-0 text-sea-700" aria-hidden="true" />
          {t('payments.form.fee', { percent: feePercentText(lang) })}
        </li>
      </ul>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {t('payments.form.cancel')}
          </Button>
        )}
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
          {busy ? t('payments.form.submitting') : (submitLabel ?? t('payments.form.submit'))}
        </Button>
      </div>
    </form>
  );
}
