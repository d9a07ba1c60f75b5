import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Lock } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/translation';
import type { z } from 'zod';
import {
  ZCreateValuationRequest,
  type TCreateValuationRequest,
} from '../../../shared/schemas/valuation';
import {
  VALUATION_COMMENT_MAX,
  VALUATION_COMMENT_MIN,
  valuationCategories,
} from '../../../shared/valuation';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/field';
import { TextAreaField } from '../../components/ui/textarea-field';
import { apiErrorText } from '../../lib/errors';
import { useLang } from '../../lib/lang';
import { createValuation, type TMyValuation, type TValuationToWrite } from './api';
import { StarInput } from './star-input';

type TFormInput = z.input<typeof ZCreateValuationRequest>;

/**
 * The valuation of one trip, checked with the API's own schema: the overall stars, the four
 * categories (a client rating the boat and its owner) and a comment. The owner of a group trip
 * rates one member (`clientId`).
 */
export function ValuationForm({
  item,
  onDone,
  onCancel,
}: {
  item: TValuationToWrite;
  onDone: (valuation: TMyValuation) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'valuations.form' });
  const { t: tAll } = useTranslation();
  const lang = useLang();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const isClient = item.as === 'client';
  const { control, register, handleSubmit, formState } = useForm<
    TFormInput,
    unknown,
    TCreateValuationRequest
  >({
    resolver: zodResolver(ZCreateValuationRequest),
    defaultValues: {
      comment: '',
      ...(item.groupId && !isClient ? { clientId: item.about.id } : {}),
      ...(isClient ? { categories: {} as TFormInput['categories'] } : {}),
    },
  });
  const comment = useWatch({ control, name: 'comment' }) ?? '';

  // the form opens where the card was: bring the reader to its heading
  useEffect(() => headingRef.current?.focus(), []);

  const starsError = (error: { message?: string } | undefined) =>
    error ? t('errors.stars') : null;
  const commentError = (() => {
    const error = formState.errors.comment;
    if (!error) return null;
    return error.type === 'too_big'
      ? t('errors.commentLong', { max: VALUATION_COMMENT_MAX })
      : t('errors.commentShort', { min: VALUATION_COMMENT_MIN });
  })();
  const missing = VALUATION_COMMENT_MIN - comment.trim().length;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onDone(await createValuation(item.bookingId, values));
    } catch (error) {
      setFailure(error);
    }
  });

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-6"
    >
      <div>
        <h4
          id={`${id}-title`}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-bold text-ink-900 focus:outline-none"
        >
          {isClient
            ? t('titleClient', { boat: item.boat.name })
            : t('titleOwner', { name: item.about.firstName })}
        </h4>
        <p className="mt-1 text-sm leading-relaxed text-ink-600">
          {isClient
            ? t('introClient', { name: item.about.firstName })
            : t('introOwner', { name: item.about.firstName })}
        </p>
      </div>
      {failure !== null && <FormAlert>{apiErrorText(failure, lang, tAll)}</FormAlert>}
      <Controller
        control={control}
        name="rating"
        render={({ field, fieldState }) => (
          <StarInput
            name={`${id}-rating`}
            legend={t('overall')}
            hint={isClient ? t('overallClient') : t('overallOwner')}
            layout="stacked"
            size="lg"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={starsError(fieldState.error)}
          />
        )}
      />
      {isClient && (
        <section aria-labelledby={`${id}-categories`}>
          <h5
            id={`${id}-categories`}
            className="text-xs font-bold tracking-widest text-ink-500 uppercase"
          >
            {t('categoriesTitle')}
          </h5>
          <div className="mt-3 flex flex-col divide-y divide-ink-900/[0.06] rounded-2xl bg-sand-50 px-4 py-1 ring-1 ring-ink-900/5">
            {valuationCategories.map((category) => (
              <Controller
                key={category}
                control={control}
                name={`categories.${category}`}
                render={({ field, fieldState }) => (
                  <StarInput
                    className="py-2.5"
                    name={`${id}-${category}`}
                    legend={tAll(`valuations.categories.${category}`)}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={starsError(fieldState.error)}
                  />
                )}
              />
            ))}
          </div>
        </section>
      )}
      <TextAreaField
        label={t('comment')}
        placeholder={isClient ? t('commentPlaceholderClient') : t('commentPlaceholderOwner')}
        maxLength={VALUATION_COMMENT_MAX}
        rows={5}
        error={commentError}
        counter={
          missing > 0
            ? t('counterShort', { count: missing })
            : t('counter', { count: comment.length, max: VALUATION_COMMENT_MAX })
        }
        {...register('comment')}
      />
      <div className="flex flex-col gap-4 border-t border-ink-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex max-w-md items-start gap-2 text-[13px] leading-snug text-ink-600">
          <Lock className="mt-0.5 h-4 w-4 shrink-0 text-ink-400" aria-hidden="true" />
          {t('visibility')}
        </p>
        <div className="flex shrink-0 flex-row-reverse gap-2 sm:flex-row">
          <Button variant="ghost" onClick={onCancel}>
            {tAll('valuations.toWrite.cancel')}
          </Button>
          <Button type="submit" variant="primary" disabled={formState.isSubmitting}>
            {formState.isSubmitting && (
              <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
            )}
            {formState.isSubmitting ? t('submitting') : t('submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}
