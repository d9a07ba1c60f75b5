import { Check, Star, Users } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/translation';
import { formatMoney } from '../../../shared/money';
import type { TGroupBoatOption } from '../../../shared/schemas/group';
import { FieldError } from '../../components/ui/field';
import { Picture } from '../../components/ui/picture';
import { useLang } from '../../lib/lang';
import { formatLength } from './format';

type TBoatOptionsProps = {
  boats: TGroupBoatOption[];
  people: number;
  registration: UseFormRegisterReturn;
  error: string | null;
};

/** The matching boats as cards, one to choose (radio buttons underneath: arrows move). */
export function BoatOptions({ boats, people, registration, error }: TBoatOptionsProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'createGroup' });
  const lang = useLang();
  const id = useId();
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="sr-only">{t('boat.listLegend')}</legend>
      {error && (
        <div className="mb-3">
          <FieldError id={`${id}-error`}>{error}</FieldError>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {boats.map((boat) => (
          <label
            key={boat.id}
            className={`group relative flex cursor-pointer flex-col overflow-hidden rounded-2xl bg-white ring-1 transition-[box-shadow] hover:ring-ink-400 has-[:checked]:ring-2 has-[:checked]:ring-ink-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sea-500 ${error ? 'ring-coral-600' : 'ring-ink-200'}`}
          >
            <input
              type="radio"
              value={boat.id}
              className="sr-only"
              aria-labelledby={`${id}-${boat.id}-name`}
              aria-describedby={`${id}-${boat.id}-price`}
              {...registration}
            />
            <span aria-hidden="true" className="block">
              <Picture
                assetId={boat.pictureId}
                alt={boat.name}
                sizes="(min-width: 640px) 360px, 100vw"
                fallbackWidth={480}
                className="aspect-[16/9] w-full"
              />
            </span>
            <span
              aria-hidden="true"
              className="absolute top-3 right-3 hidden h-7 w-7 items-center justify-center rounded-full bg-ink-900 text-white shadow group-has-[:checked]:flex"
            >
              <Check className="h-4 w-4" strokeWidth={3} />
            </span>
            <span className="flex flex-1 flex-col gap-2 p-4">
              <span className="flex items-start justify-between gap-3">
                <span className="min-w-0">
                  <span
                    id={`${id}-${boat.id}-name`}
                    className="block truncate text-base font-bold text-ink-900"
                  >
                    {boat.name}
                  </span>
                  <span className="block text-sm text-ink-600">
                    {boat.typeName[lang]} ·{' '}
                    {t('boat.length', { m: formatLength(lang, boat.lengthM) })}
                  </span>
                </span>
                {boat.rating !== null && boat.ratingCount > 0 && (
                  <span className="flex shrink-0 items-center gap-1 text-sm font-semibold text-ink-800">
                    <Star className="h-4 w-4 fill-current text-amber-500" aria-hidden="true" />
                    <span className="sr-only">{t('boat.rating')}</span>
                    {boat.rating.toFixed(1)}
                    <span className="font-normal text-ink-500">({boat.ratingCount})</span>
                  </span>
                )}
              </span>
              <span className="flex items-center gap-1.5 text-sm text-ink-600">
                <Users className="h-4 w-4" aria-hidden="true" />
                {t('boat.capacity', { count: boat.numberOfPlaces })}
              </span>
              <span className="mt-auto flex items-end justify-between gap-3 border-t border-ink-100 pt-3">
                <span id={`${id}-${boat.id}-price`}>
                  <span className="block text-2xl font-extrabold tracking-tight text-ink-900 tabular-nums">
                    {formatMoney(boat.pricePerPersonCents, lang)}
                  </span>
                  <span className="block text-xs font-semibold text-ink-600">
                    {t('boat.perPerson')}
                  </span>
                </span>
                <span className="text-right text-xs leading-snug text-ink-500 tabular-nums">
                  {t('boat.dayPrice', { price: formatMoney(boat.dayPriceCents, lang) })}
                  <br />
                  {t('boat.skipperPrice', { price: formatMoney(boat.skipperPriceCents, lang) })}
                  <br />
                  {t('boat.splitBy', { count: people })}
                </span>
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
