import { X } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import type { TSearchOptions } from '../../../shared/dto/search';
import { formatMoney } from '../../../shared/money';
import { formatLengthRange, type TBoatSearchFilters } from '../../../shared/search';
import { useLang } from '../../lib/lang';
import { searchHref, withoutFilters } from './search-url';

type TChip = { key: string; label: string; href: string };

/** The filters in force as chips; each one's cross is a link to the search without it. */
export function ActiveFilters({
  filters,
  options,
}: {
  filters: TBoatSearchFilters;
  options: TSearchOptions;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const href = (...keys: (keyof TBoatSearchFilters)[]) =>
    searchHref(lang, withoutFilters(filters, ...keys));
  const euros = (value: number) => formatMoney(value * 100, lang);
  const chips: TChip[] = [];

  for (const slug of filters.boatTypes) {
    const name = options.boatTypes.find((type) => type.slug === slug)?.name ?? slug;
    chips.push({
      key: `type-${slug}`,
      label: name,
      href: searchHref(lang, {
        ...filters,
        page: 1,
        boatTypes: filters.boatTypes.filter((s) => s !== slug),
      }),
    });
  }
  if (filters.skipper)
    chips.push({
      key: 'skipper',
      label: t(`search.filters.skipper.${filters.skipper}`),
      href: href('skipper'),
    });
  if (filters.people)
    chips.push({
      key: 'people',
      label: t('search.chips.people', { count: filters.people }),
      href: href('people'),
    });
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) {
    const label =
      filters.minPrice !== undefined && filters.maxPrice !== undefined
        ? t('search.chips.priceBetween', {
            min: euros(filters.minPrice),
            max: euros(filters.maxPrice),
          })
        : filters.minPrice !== undefined
          ? t('search.chips.priceFrom', { min: euros(filters.minPrice) })
          : t('search.chips.priceUpTo', { max: euros(filters.maxPrice!) });
    chips.push({ key: 'price', label, href: href('minPrice', 'maxPrice') });
  }
  if (filters.lengthMin !== undefined || filters.lengthMax !== undefined) {
    const range = formatLengthRange(filters.lengthMin, filters.lengthMax);
    const known = ['-8', '8-12', '12-18', '18-'].includes(range);
    chips.push({
      key: 'length',
      label: known
        ? t(`search.filters.length.${range as '-8'}`)
        : t('search.chips.length', { value: `${range} m` }),
      href: href('lengthMin', 'lengthMax'),
    });
  }
  if (filters.sleepPlaces)
    chips.push({
      key: 'sleep',
      label: t('search.chips.sleepPlaces', { count: filters.sleepPlaces }),
      href: href('sleepPlaces'),
    });
  if (filters.plan)
    chips.push({
      key: 'plan',
      label: options.plans.find((p) => p.slug === filters.plan)?.name ?? filters.plan,
      href: href('plan'),
    });
  if (filters.aquaticToy !== undefined)
    chips.push({
      key: 'toys',
      label: t(filters.aquaticToy ? 'search.filters.toys.only' : 'search.filters.toys.none'),
      href: href('aquaticToy'),
    });

  if (chips.length === 0) return null;
  return (
    <ul aria-label={t('search.chips.label')} className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link
            to={chip.href}
            preventScrollReset
            aria-label={t('search.chips.remove', { label: chip.label })}
            className="inline-flex h-9 items-center gap-1.5 rounded-full bg-sea-50 pr-2.5 pl-3.5 text-sm font-semibold text-sea-900 ring-1 ring-sea-200 transition-colors hover:bg-sea-100"
          >
            {chip.label}
            <X className="h-4 w-4" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
