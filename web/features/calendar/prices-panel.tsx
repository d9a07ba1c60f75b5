import { Save } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { seasons, type TSeason } from '../../../shared/seasons';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { StatusMessage, type TStatus } from '../../components/ui/status-message';
import { ApiError } from '../../lib/api';
import { apiErrorText } from '../../lib/errors';
import { useLang } from '../../lib/lang';
import { saveBoatPrices, type TCalendarBoat } from './api';
import { priceInput } from './price-input';

type TPriceForm = Record<TSeason, { day: string; half_day: string }> & { skipper: string };

function formOf(boat: TCalendarBoat): TPriceForm {
  const p = boat.prices;
  const season = (s: TSeason) => ({
    day: priceInput(p[s].dayCents),
    half_day: priceInput(p[s].halfDayCents),
  });
  return {
    high: season('high'),
    mid: season('mid'),
    low: season('low'),
    skipper: priceInput(p.skipperPriceCents),
  };
}

/** The season prices (day, half day) and the skipper's, edited in place and saved at once. */
export function PricesPanel({ boat, onSaved }: { boat: TCalendarBoat; onSaved: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form, setForm] = useState(() => formOf(boat));
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<TStatus>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const fieldError = (field: string) => error?.fieldText(field, lang) ?? null;

  const setPrice = (season: TSeason, key: 'day' | 'half_day', value: string) =>
    setForm((current) => ({ ...current, [season]: { ...current[season], [key]: value } }));

  async function save() {
    setBusy(true);
    setStatus(null);
    setError(null);
    try {
      await saveBoatPrices(boat.id, {
        prices: {
          high: form.high,
          mid: form.mid,
          low: form.low,
        },
        skipper_price: boat.skipper === 'none' ? null : form.skipper,
      });
      setStatus({ tone: 'success', text: t('calendar.prices.saved') });
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
      aria-labelledby="prices-title"
    >
      <h2 id="prices-title" className="text-lg font-bold tracking-tight text-ink-900">
        {t('calendar.prices.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t('calendar.prices.intro')}</p>
      <p className="mt-1 text-[13px] text-ink-500">{t('calendar.prices.defaultCalendar')}</p>
      <div className="mt-5 space-y-4">
        {seasons.map((season) => (
          <fieldset
            key={season}
            className="grid grid-cols-2 items-start gap-x-3 gap-y-1 sm:grid-cols-[4.5rem_1fr_1fr]"
          >
            <legend className="sr-only">
              {t('calendar.prices.season')}: {t(`calendar.prices.${season}`)}
            </legend>
            <span
              aria-hidden="true"
              className="col-span-2 text-sm font-bold text-ink-900 sm:col-span-1 sm:pt-10"
            >
              {t(`calendar.prices.${season}`)}
            </span>
            <TextField
              label={t('calendar.prices.day')}
              inputMode="decimal"
              value={form[season].day}
              onChange={(event) => setPrice(season, 'day', event.target.value)}
              error={fieldError(`prices.${season}.day`)}
              name={`prices.${season}.day`}
            />
            <TextField
              label={t('calendar.prices.halfDay')}
              inputMode="decimal"
              value={form[season].half_day}
              placeholder={t('calendar.prices.halfDayHint')}
              onChange={(event) => setPrice(season, 'half_day', event.target.value)}
              error={fieldError(`prices.${season}.half_day`)}
              name={`prices.${season}.half_day`}
            />
          </fieldset>
        ))}
        {boat.skipper !== 'none' && (
          <TextField
            label={t('calendar.prices.skipper')}
            inputMode="decimal"
            value={form.skipper}
            onChange={(event) =>
              setForm((current) => ({ ...current, skipper: event.target.value }))
            }
            error={fieldError('skipper_price')}
            name="skipper_price"
            className="sm:w-1/2"
          />
        )}
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={busy}>
          <Save className="h-4 w-4" aria-hidden="true" />
          {busy ? t('calendar.prices.saving') : t('calendar.prices.save')}
        </Button>
        <StatusMessage status={status} />
      </div>
    </form>
  );
}
