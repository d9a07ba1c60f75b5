import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/translation';
import {
  icalFieldMessages,
  ZIcalImportRequest,
  type TIcalImport,
  type TIcalImportInput,
  type TIcalImportRequest,
} from '../../../shared/schemas/ical';
import { Button } from '../../components/ui/button';
import { FormAlert, TextField } from '../../components/ui/field';
import { ApiError } from '../../lib/api';
import { apiErrorText, fieldText } from '../../lib/errors';
import { useLang } from '../../lib/lang';
import { addIcalImport } from './api';

type TField = 'url' | 'name';

/**
 * Adds an external calendar: checked with the API's own schema, then fetched by the server at
 * once. The server's field messages go under their fields; a feed it cannot read (422) above.
 */
export function ImportForm({
  boatId,
  onAdded,
}: {
  boatId: string;
  onAdded: (row: TIcalImport, eventCount: number) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'ical.form' });
  const { t: tAll } = useTranslation();
  const lang = useLang();
  const [failure, setFailure] = useState<unknown>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<
    TIcalImportInput,
    unknown,
    TIcalImportRequest
  >({ resolver: zodResolver(ZIcalImportRequest), defaultValues: { url: '', name: '' } });

  const errorText = (field: TField): string | null => {
    const message = formState.errors[field]?.message;
    if (!message) return null;
    if ((icalFieldMessages as readonly string[]).includes(message))
      return t(message as (typeof icalFieldMessages)[number]);
    return fieldText(message, lang, tAll);
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await addIcalImport(boatId, values);
      reset();
      onAdded(result.import, result.eventCount);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : [];
      const mine = fields.filter((f) => f.field === 'url' || f.field === 'name');
      mine.forEach((f, index) =>
        setError(
          f.field as TField,
          { type: 'server', message: f.message[lang] },
          { shouldFocus: index === 0 },
        ),
      );
      if (mine.length === 0) setFailure(error);
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="mt-6 border-t border-ink-100 pt-5"
      aria-labelledby={`${boatId}-ical-form`}
    >
      <h3 id={`${boatId}-ical-form`} className="text-base font-bold text-ink-900">
        {t('title')}
      </h3>
      {failure !== null && (
        <div className="mt-3">
          <FormAlert>{apiErrorText(failure, lang, tAll)}</FormAlert>
        </div>
      )}
      <div className="mt-3 grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <TextField
          label={t('name')}
          placeholder={t('namePlaceholder')}
          hint={t('nameHint')}
          autoComplete="off"
          maxLength={80}
          error={errorText('name')}
          {...register('name')}
        />
        <TextField
          label={t('url')}
          type="url"
          inputMode="url"
          placeholder={t('urlPlaceholder')}
          hint={t('urlHint')}
          autoComplete="off"
          spellCheck={false}
          error={errorText('url')}
          {...register('url')}
        />
      </div>
      <div className="mt-4 flex justify-end">
        <Button type="submit" variant="primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? (
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <Plus className="h-4 w-4" aria-hidden="true" />
          )}
          {formState.isSubmitting ? t('submitting') : t('submit')}
        </Button>
      </div>
    </form>
  );
}
