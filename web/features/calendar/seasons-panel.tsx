import { Plus, Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { addDays } from '../../../shared/dates';
import { seasons as seasonNames, type TSeason } from '../../../shared/seasons';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { SelectField } from '../../components/ui/select-field';
import { StatusMessage, type TStatus } from '../../components/ui/status-message';
import { ApiError } from '../../lib/api';
import { apiErrorText } from '../../lib/errors';
import { useLang } from '../../lib/lang';
import { saveBoatSeasons, type TCalendarBoat, type TSeasonRangeOut } from './api';

/** The boat's own season ranges: add, change, remove, save; none means the default calendar. */
export function SeasonsPanel({
  boat,
  today,
  onSaved,
}: {
  boat: TCalendarBoat;
  today: string;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [ranges, setRanges] = useState<TSeasonRangeOut[]>(boat.seasons);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<TStatus>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const fieldError = (field: string) => error?.fieldText(field, lang) ?? null;

  const change = (index: number, patch: Partial<TSeasonRangeOut>) =>
    setRanges((current) => current.map((r, i) => (i === index ? { ...r, ...patch } : r)));

  function add() {
    const last = ranges.at(-1)?.end_date;
    const start = last && last >= today ? addDays(last, 1) : today;
    setRanges((current) => [
      ...current,
      { start_date: start, end_date: addDays(start, 30), season: 'high' },
    ]);
  }

  async function save() {
    setBusy(true);
    setStatus(null);
    setError(null);
    try {
      const saved = await saveBoatSeasons(boat.id, ranges);
      setRanges(saved.seasons);
      setStatus({ tone: 'success', text: t('calendar.seasons.saved') });
      onSaved();
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure);
      setStatus({ tone: 'error', text: apiErrorText(failure, lang, t) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      className="rounded-3xl bg-white p-5 shadow-xs ring-1 ring-ink-900/[0.07] sm:p-6"
      aria-labelledby="seasons-title"
    >
      <h2 id="seasons-title" className="text-lg font-bold tracking-tight text-ink-900">
        {t('calendar.seasons.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t('calendar.seasons.intro')}</p>
      {ranges.length === 0 ? (
        <p className="mt-5 rounded-xl bg-sand-50 px-4 py-3 text-sm text-ink-700">
          {t('calendar.seasons.none')}
        </p>
      ) : (
        <ol className="mt-5 space-y-4">
          {ranges.map((range, index) => (
            <li
              key={index}
              className="grid grid-cols-2 items-start gap-3 border-b border-ink-100 pb-4 last:border-b-0 sm:grid-cols-[1fr_1fr_1fr_auto]"
            >
              <TextField
                type="date"
                label={t('calendar.seasons.start')}
                value={range.start_date}
                onChange={(event) => change(index, { start_date: event.target.value })}
                error={fieldError(`seasons.${index}.start_date`)}
              />
              <TextField
                type="date"
                label={t('calendar.seasons.end')}
                value={range.end_date}
                onChange={(event) => change(index, { end_date: event.target.value })}
                error={fieldError(`seasons.${index}.end_date`)}
              />
              <SelectField
                label={t('calendar.seasons.season')}
                value={range.season}
                onChange={(event) => change(index, { season: event.target.value as TSeason })}
                error={fieldError(`seasons.${index}.season`)}
              >
                {seasonNames.map((season) => (
                  <option key={season} value={season}>
                    {t(`calendar.prices.${season}`)}
                  </option>
                ))}
              </SelectField>
              <button
                type="button"
                onClick={() => setRanges((current) => current.filter((_, i) => i !== index))}
                aria-label={t('calendar.seasons.remove', { n: index + 1 })}
                className="mt-7 inline-flex h-12 w-12 items-center justify-center justify-self-start rounded-full text-ink-600 ring-1 ring-ink-200 hover:bg-coral-50 hover:text-coral-700"
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ol>
      )}
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <Button variant="ghost" className="ring-1 ring-ink-200" onClick={add}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('calendar.seasons.add')}
        </Button>
        <Button type="submit" disabled={busy}>
          <Save className="h-4 w-4" aria-hidden="true" />
          {busy ? t('calendar.seasons.saving') : t('calendar.seasons.save')}
        </Button>
        <StatusMessage status={status} />
      </div>
    </form>
  );
}
