import { Lock, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { dayCountBetween } from '../../../shared/pricing';
import { Button } from '../../components/ui/button';
import { FormAlert, TextField } from '../../components/ui/field';
import { ApiError } from '../../lib/api';
import { apiErrorText } from '../../lib/errors';
import { useLang } from '../../lib/lang';
import { blockDates, type TCalendarBlock } from './api';
import { formatDates } from './format-dates';
import { dayHold, type TStretch } from './month';

type TPart = 'whole' | 'morning' | 'afternoon';

/**
 * Blocks the selected days: a stretch of whole days, or for one day the whole of it or its free
 * half, with an optional note. The database has the last word on whether the days are free.
 */
export function BlockForm({
  boatId,
  range,
  held,
  onBlocked,
  onClear,
}: {
  boatId: string;
  range: { start: string; end: string };
  /** what already holds the selected days */
  held: TStretch[];
  onBlocked: (block: TCalendarBlock) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const single = range.start === range.end;
  const hold = dayHold(held);
  const parts: TPart[] = !single
    ? ['whole']
    : hold === 'morning'
      ? ['afternoon']
      : hold === 'afternoon'
        ? ['morning']
        : ['whole', 'morning', 'afternoon'];
  const [chosen, setChosen] = useState<TPart>('whole');
  const part = parts.includes(chosen) ? chosen : parts[0]!;
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const count = dayCountBetween(range.start, range.end);
  const busyInside = !single && held.length > 0;

  async function submit() {
    setBusy(true);
    setError(null);
    try {
      const block = await blockDates(boatId, {
        start_date: range.start,
        end_date: range.end,
        slot: part === 'whole' ? null : part,
        note: note.trim() || null,
      });
      setNote('');
      onBlocked(block);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="space-y-4"
    >
      <div>
        <h2 className="text-lg font-bold tracking-tight text-ink-900">
          {t('calendar.selection.title')}
        </h2>
        <p className="mt-1 text-sm font-semibold text-ink-800 first-letter:uppercase">
          {formatDates(range.start, range.end, lang)}
        </p>
        <p className="text-sm text-ink-600">{t('calendar.selection.selected', { count })}</p>
      </div>
      {single && hold !== 'full' && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink-800">
            {t('calendar.selection.part')}
          </legend>
          <div className="grid gap-2">
            {parts.map((option) => (
              <label
                key={option}
                className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-ink-900 ring-1 ring-ink-200 has-checked:bg-sea-50 has-checked:ring-2 has-checked:ring-sea-600"
              >
                <input
                  type="radio"
                  name="part"
                  value={option}
                  checked={part === option}
                  onChange={() => setChosen(option)}
                  className="h-4 w-4 accent-sea-700"
                />
                {t(`calendar.selection.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <TextField
        label={t('calendar.selection.note')}
        placeholder={t('calendar.selection.notePlaceholder')}
        value={note}
        maxLength={200}
        onChange={(event) => setNote(event.target.value)}
      />
      {busyInside && <FormAlert tone="info">{t('calendar.selection.busyInside')}</FormAlert>}
      {error !== null && (
        <FormAlert>
          {error instanceof ApiError && error.fields.length > 0
            ? error.fields.map((f) => f.message[lang]).join(' ')
            : apiErrorText(error, lang, t)}
        </FormAlert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" disabled={busy || busyInside}>
          <Lock className="h-4 w-4" aria-hidden="true" />
          {busy ? t('calendar.selection.blocking') : t('calendar.selection.block')}
        </Button>
        <Button variant="ghost" onClick={onClear}>
          <X className="h-4 w-4" aria-hidden="true" />
          {t('calendar.selection.clear')}
        </Button>
      </div>
    </form>
  );
}
