import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { useLang } from '../../lib/lang';
import { adminPaths, queryOf, type TAuditEntry, type TPage } from './api';
import { formatMoment, money, shortId } from './format';
import type { TLang } from '../../../shared/i18n';
import { AdminMain, Card, LoadState, PageIntro, Pager, td, th, useFilters } from './parts';
import { useApiData } from './use-api-data';

const isoMoment = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const filters = ['actor', 'action', 'targetType', 'targetId'] as const;

/** Where a target lives in the back office, when it has a page. */
function targetLink(lang: string, entry: TAuditEntry): string | null {
  const base = `/${lang}/backoffice`;
  if (entry.targetType === 'user') return `${base}/users/${entry.targetId}`;
  if (entry.targetType === 'booking') return `${base}/all-bookings/${entry.targetId}`;
  if (entry.targetType === 'group') return `${base}/all-bookings/groups/${entry.targetId}`;
  return null;
}

/** `{status: pending} → {status: published}` as one line per changed key. */
function diffLines(
  entry: TAuditEntry,
  lang: TLang,
): { key: string; before: string; after: string }[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const show = (key: string, value: unknown) => {
    if (value === undefined || value === null) return '—';
    if (key.endsWith('Cents') && typeof value === 'number') return money(value, lang);
    if (typeof value === 'string' && isoMoment.test(value)) return formatMoment(value, lang);
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  return keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => ({ key, before: show(key, before[key]), after: show(key, after[key]) }));
}

/** The audit log for superAdmins: who did what to which object, when, and how it changed. */
export function AuditPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { values, page, set } = useFilters(filters);
  const list = useApiData<TPage<TAuditEntry>>(adminPaths.audit(queryOf({ ...values, page })));
  const [draft, setDraft] = useState(values);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set({
      action: draft.action ?? '',
      targetType: draft.targetType ?? '',
      targetId: draft.targetId ?? '',
    });
  };
  return (
    <AdminMain>
      <PageIntro title={t('admin.audit.title')} intro={t('admin.audit.intro')} />
      <form
        onSubmit={submit}
        className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end"
      >
        {(['action', 'targetType', 'targetId'] as const).map((name) => (
          <TextField
            key={name}
            label={t(`admin.audit.${name}`)}
            value={draft[name] ?? ''}
            onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
          />
        ))}
        <div className="flex gap-2">
          <Button type="submit" variant="secondary" className="h-12">
            {t('admin.search')}
          </Button>
          {(values.action || values.targetType || values.targetId || values.actor) && (
            <Button
              variant="ghost"
              className="h-12"
              onClick={() => {
                setDraft({});
                set({ action: '', targetType: '', targetId: '', actor: '' });
              }}
            >
              {t('admin.clear')}
            </Button>
          )}
        </div>
      </form>
      <LoadState loading={list.loading && !list.data} failure={list.failure} reload={list.reload} />
      {list.data && (
        <>
          <Card className="mt-6 overflow-hidden">
            {list.data.items.length === 0 ? (
              <p className="p-6 text-sm text-ink-600">{t('admin.none')}</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full min-w-[960px]">
                  <thead className="border-b border-ink-100 bg-ink-50/60">
                    <tr>
                      {(['when', 'who', 'action', 'target', 'change', 'reason'] as const).map(
                        (c) => (
                          <th key={c} scope="col" className={th}>
                            {t(`admin.audit.columns.${c}`)}
                          </th>
                        ),
                      )}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-ink-100">
                    {list.data.items.map((entry) => {
                      const link = targetLink(lang, entry);
                      const target = `${entry.targetType} ${entry.targetId.length > 12 ? shortId(entry.targetId) : entry.targetId}`;
                      return (
                        <tr key={entry.id}>
                          <td className={`${td} whitespace-nowrap`}>
                            {formatMoment(entry.createdAt, lang)}
                          </td>
                          <td className={td}>
                            {entry.actor ? (
                              <button
                                type="button"
                                className="text-left font-semibold text-ink-900 underline-offset-4 hover:underline"
                                onClick={() => set({ actor: entry.actor!.id })}
                              >
                                {entry.actor.name}
                              </button>
                            ) : (
                              t('admin.audit.system')
                            )}
                          </td>
                          <td className={`${td} font-mono text-xs`}>{entry.action}</td>
                          <td className={td}>
                            {link ? (
                              <Link
                                to={link}
                                className="font-semibold text-sea-800 underline underline-offset-4"
                              >
                                {target}
                              </Link>
                            ) : (
                              target
                            )}
                          </td>
                          <td className={`${td} text-xs`}>
                            <ul className="space-y-1">
                              {diffLines(entry, lang).map((line) => (
                                <li key={line.key}>
                                  <span className="font-semibold text-ink-700">{line.key}:</span>{' '}
                                  <span className="text-ink-600 line-through decoration-ink-300">
                                    {line.before}
                                  </span>{' '}
                                  → <span className="font-semibold text-ink-900">{line.after}</span>
                                </li>
                              ))}
                            </ul>
                          </td>
                          <td className={`${td} max-w-64`}>
                            {entry.reason ?? t('admin.audit.empty')}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            )}
          </Card>
          <Pager
            page={list.data.page}
            total={list.data.total}
            pageSize={list.data.pageSize}
            onPage={(next) => set({ page: String(next) }, true)}
          />
        </>
      )}
    </AdminMain>
  );
}
