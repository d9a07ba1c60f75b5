import { Lock, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import type { TCatalogKind } from '../../../shared/schemas/admin-catalog';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useLang } from '../../lib/lang';
import { deleteCatalogEntry, type TCatalogEntry } from './api';
import { EntryDialog } from './entry-dialog';
import { entryName } from './fields';

const iconButton =
  'inline-flex h-9 w-9 items-center justify-center rounded-full text-ink-700 ring-1 ring-ink-200 hover:bg-ink-50 hover:text-ink-900 disabled:cursor-not-allowed disabled:opacity-40';

/** What a row says besides its names: the parent, the hull, the level, the coordinates. */
function details(
  kind: TCatalogKind,
  entry: TCatalogEntry,
  parents: TCatalogEntry[],
  labels: { hull: Record<string, string>; toy: string; level: string },
  lang: 'es' | 'en',
): string {
  const parent = parents.find(
    (p) => p.id === (entry.regionId ?? entry.provinceId ?? entry.destinationId),
  );
  const parts: string[] = [];
  if (parent) parts.push(entryName(parent, lang));
  if (kind === 'boat-type') parts.push(labels.hull[String(entry.kind)] ?? '');
  if (entry.isAquaticToy) parts.push(labels.toy);
  if (kind === 'degree') parts.push(`${labels.level} ${String(entry.level)}`);
  if (typeof entry.lat === 'number' && typeof entry.lon === 'number')
    parts.push(`${entry.lat.toFixed(3)}, ${entry.lon.toFixed(3)}`);
  return parts.join(' · ');
}

/** The entries of one catalogue, to edit and delete; names in both languages. */
export function CatalogTable({
  kind,
  entries,
  parents,
  onSaved,
  onDeleted,
}: {
  kind: TCatalogKind;
  entries: TCatalogEntry[];
  parents: TCatalogEntry[];
  onSaved: (entry: TCatalogEntry) => void;
  onDeleted: (entry: TCatalogEntry) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCatalog' });
  const lang = useLang();
  const labels = {
    hull: { sail: t('hull.sail'), motor: t('hull.motor') },
    toy: t('fields.aquaticToyShort'),
    level: t('fields.level'),
  };
  const twoNames = entries.some((e) => typeof e.nameEs === 'string');
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-card ring-1 ring-ink-900/5">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t(`kinds.${kind}`)}</caption>
        <thead className="border-b border-ink-100 text-xs font-bold tracking-wider text-ink-500 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              {twoNames ? t('columns.names') : t('columns.name')}
            </th>
            <th scope="col" className="hidden px-4 py-3 md:table-cell">
              {t('columns.slug')}
            </th>
            <th scope="col" className="hidden px-4 py-3 lg:table-cell">
              {t('columns.details')}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              {t('columns.usage')}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              <span className="sr-only">{t('columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {entries.map((entry) => {
            const name = entryName(entry, lang);
            const other = twoNames ? String(lang === 'es' ? entry.nameEn : entry.nameEs) : null;
            const deletable = !entry.builtIn && entry.usage === 0;
            return (
              <tr key={entry.id} className="align-top hover:bg-sand-50/60">
                <th scope="row" className="px-4 py-3 font-normal">
                  <span className="block font-semibold text-ink-900">{name}</span>
                  {other && other !== name && (
                    <span className="block text-ink-500" lang={lang === 'es' ? 'en' : 'es'}>
                      {other}
                    </span>
                  )}
                  <span className="mt-1 block text-xs text-ink-500 lg:hidden">
                    {details(kind, entry, parents, labels, lang)}
                  </span>
                </th>
                <td className="hidden px-4 py-3 md:table-cell">
                  <code className="rounded bg-ink-50 px-1.5 py-0.5 text-xs text-ink-700">
                    {entry.slug}
                  </code>
                  {entry.builtIn && (
                    <span className="mt-1.5 flex items-center gap-1 text-xs font-semibold text-ink-500">
                      <Lock className="h-3 w-3" aria-hidden="true" />
                      {t('builtIn')}
                    </span>
                  )}
                </td>
                <td className="hidden px-4 py-3 text-ink-600 lg:table-cell">
                  {details(kind, entry, parents, labels, lang)}
                </td>
                <td className="px-4 py-3 text-right tabular-nums text-ink-700">
                  {entry.usage === 0 ? <span className="text-ink-400">—</span> : entry.usage}
                </td>
                <td className="px-4 py-3">
                  <div className="flex justify-end gap-2">
                    <EntryDialog
                      kind={kind}
                      entry={entry}
                      parents={parents}
                      onSaved={onSaved}
                      trigger={
                        <button
                          type="button"
                          className={iconButton}
                          aria-label={t('edit', { name })}
                        >
                          <Pencil className="h-4 w-4" aria-hidden="true" />
                        </button>
                      }
                    />
                    {deletable ? (
                      <ConfirmDialog
                        trigger={
                          <button
                            type="button"
                            className={iconButton}
                            aria-label={t('delete', { name })}
                          >
                            <Trash2 className="h-4 w-4" aria-hidden="true" />
                          </button>
                        }
                        title={t('deleteTitle', { name })}
                        description={t('deleteText')}
                        confirmLabel={t('deleteConfirm')}
                        cancelLabel={t('form.cancel')}
                        onConfirm={async () => {
                          await deleteCatalogEntry(kind, entry.id);
                          onDeleted(entry);
                        }}
                      />
                    ) : (
                      <button
                        type="button"
                        className={iconButton}
                        disabled
                        aria-label={t('delete', { name })}
                        title={entry.builtIn ? t('builtInHint') : t('inUse')}
                      >
                        <Trash2 className="h-4 w-4" aria-hidden="true" />
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
