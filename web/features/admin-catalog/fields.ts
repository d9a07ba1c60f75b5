import type { TCatalogKind } from '../../../shared/schemas/admin-catalog';
import type { TCatalog } from '../../i18n/locales/types';
import type { TCatalogEntry } from './api';

export type TFieldKind =
  'text' | 'textarea' | 'number' | 'coordinate' | 'hull' | 'check' | 'parent';

/** a field of a form, named as the shared schema and the catalogue's labels name it */
export type TFieldName = Exclude<
  keyof TCatalog['adminCatalog']['fields'],
  'slug' | 'aquaticToyShort'
>;

export type TFieldSpec = { name: TFieldName; type: TFieldKind };

const t = (name: TFieldName, type: TFieldKind = 'text'): TFieldSpec => ({ name, type });
const names = [t('nameEs'), t('nameEn')];

/** The form of each catalogue (its fields as the shared schema names them), in order. */
export const catalogFields: Record<TCatalogKind, TFieldSpec[]> = {
  'boat-type': [...names, t('kind', 'hull'), t('position', 'number'), t('isAquaticToy', 'check')],
  plan: [
    ...names,
    t('descriptionEs', 'textarea'),
    t('descriptionEn', 'textarea'),
    t('position', 'number'),
  ],
  region: names,
  province: [t('regionId', 'parent'), ...names],
  destination: [
    t('provinceId', 'parent'),
    t('name'),
    t('taglineEs', 'textarea'),
    t('taglineEn', 'textarea'),
    t('lat', 'coordinate'),
    t('lon', 'coordinate'),
    t('position', 'number'),
  ],
  harbour: [
    t('destinationId', 'parent'),
    t('name'),
    t('lat', 'coordinate'),
    t('lon', 'coordinate'),
  ],
  profession: names,
  degree: [...names, t('level', 'number')],
};

/** The catalogue an entry of `kind` hangs from, if any. */
export const parentKind: Partial<Record<TCatalogKind, TCatalogKind>> = {
  province: 'region',
  destination: 'province',
  harbour: 'destination',
};

/** The name of an entry as a list shows it: in the page's language when it has two. */
export function entryName(entry: TCatalogEntry, lang: 'es' | 'en'): string {
  const named = lang === 'es' ? entry.nameEs : entry.nameEn;
  return String(named ?? entry.name ?? entry.slug);
}

/** The form's starting values: an entry's, or empty ones for a new entry. */
export function formValues(
  kind: TCatalogKind,
  entry: TCatalogEntry | null,
): Record<string, unknown> {
  const values: Record<string, unknown> = { slug: entry?.slug ?? '' };
  for (const field of catalogFields[kind]) {
    const value = entry?.[field.name];
    if (field.type === 'check') values[field.name] = Boolean(value);
    else if (field.type === 'hull') values[field.name] = value ?? 'motor';
    else values[field.name] = value === undefined || value === null ? '' : String(value);
  }
  return values;
}
