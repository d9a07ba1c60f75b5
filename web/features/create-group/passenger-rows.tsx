import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/translation';
import { FieldError, TextField } from '../../components/ui/field';
import type { TPassengerValues } from './types';

type TPassengerForm = { passengers: TPassengerValues[]; cardId: string };

type TPassengerRowsProps = {
  form: UseFormReturn<TPassengerForm>;
  /** min(people of the group, the boat's capacity) */
  max: number;
  errorText: (name: string) => string | null;
};

/** The creator's passengers (themselves first): name and email each, added and removed. */
export function PassengerRows({ form, max, errorText }: TPassengerRowsProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'createGroup' });
  const rows = useFieldArray({ control: form.control, name: 'passengers' });
  const listError = errorText('passengers') ?? errorText('passengers.root');
  return (
    <section aria-labelledby="passengers-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="passengers-title" className="text-xl font-bold tracking-tight text-ink-900">
          {t('passengers.title')}
        </h2>
        <p className="text-sm text-ink-600 tabular-nums">
          {t('passengers.count', { count: rows.fields.length, max })}
        </p>
      </div>
      <p className="-mt-2 text-sm text-ink-600">{t('passengers.hint', { max })}</p>
      <ol className="flex flex-col gap-3">
        {rows.fields.map((row, index) => (
          <li
            key={row.id}
            aria-labelledby={`${row.id}-title`}
            className="rounded-2xl bg-white p-4 ring-1 ring-ink-200 sm:p-5"
          >
            <div className="mb-3 flex min-h-9 items-center justify-between gap-3">
              <p id={`${row.id}-title`} className="text-sm font-bold text-ink-900">
                {index === 0 ? t('passengers.you') : t('passengers.row', { n: index + 1 })}
              </p>
              {index > 0 && (
                <button
                  type="button"
                  onClick={() => rows.remove(index)}
                  aria-label={t('passengers.remove', { n: index + 1 })}
                  className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink-700 hover:bg-ink-50 hover:text-coral-700"
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  {t('passengers.removeShort')}
                </button>
              )}
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t('passengers.name', { n: index + 1 })}
                autoComplete={index === 0 ? 'name' : 'off'}
                maxLength={80}
                error={errorText(`passengers.${index}.name`)}
                {...form.register(`passengers.${index}.name`)}
              />
              <TextField
                type="email"
                label={t('passengers.email', { n: index + 1 })}
                autoComplete={index === 0 ? 'email' : 'off'}
                error={errorText(`passengers.${index}.email`)}
                {...form.register(`passengers.${index}.email`)}
              />
            </div>
          </li>
        ))}
      </ol>
      {listError && <FieldError id="passengers-error">{listError}</FieldError>}
      {rows.fields.length < max && (
        <button
          type="button"
          onClick={() => rows.append({ name: '', email: '' })}
          className="inline-flex h-11 items-center gap-2 self-start rounded-full bg-white px-4 text-sm font-semibold text-ink-900 ring-1 ring-ink-300 hover:ring-ink-900"
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('passengers.add')}
        </button>
      )}
    </section>
  );
}
