import { CalendarSync, LoaderCircle, RotateCw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import type { TIcalImport, TIcalSettings } from '../../../shared/schemas/ical';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/field';
import { StatusMessage, type TStatus } from '../../components/ui/status-message';
import { apiErrorText } from '../../lib/errors';
import { useLang } from '../../lib/lang';
import { announceCalendarChange } from '../../lib/calendar-changed';
import { fetchIcalSettings } from './api';
import { ExportLink } from './export-link';
import { ImportForm } from './import-form';
import { ImportList } from './import-list';

/**
 * Two-way iCal of one boat, shown on its back-office calendar page: the boat's export feed URL
 * (copy, change) and the external calendars imported as blocked periods (add, sync, remove).
 * `onChange` (and `announceCalendarChange`, which the calendar on the page listens to) tells the page its blocked days changed.
 */
export function IcalPanel({ boatId, onChange }: { boatId: string; onChange?: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'ical' });
  const { t: tAll } = useTranslation();
  const lang = useLang();
  const [settings, setSettings] = useState<TIcalSettings | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [status, setStatus] = useState<TStatus>(null);

  const load = useCallback(async () => {
    setFailure(null);
    try {
      setSettings(await fetchIcalSettings(boatId));
    } catch (error) {
      setFailure(error);
    }
  }, [boatId]);
  useEffect(() => void load(), [load]);

  const changed = () => {
    onChange?.();
    announceCalendarChange(boatId);
  };
  const putImport = (row: TIcalImport) =>
    setSettings((s) => {
      if (!s) return s;
      const exists = s.imports.some((i) => i.id === row.id);
      const imports = exists
        ? s.imports.map((i) => (i.id === row.id ? row : i))
        : [...s.imports, row];
      return { ...s, imports };
    });

  return (
    <div className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-ink-100 sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-extrabold tracking-tight text-ink-900">
        <CalendarSync className="h-5 w-5 shrink-0 text-sea-700" aria-hidden="true" />
        {t('title')}
      </h2>
      <p className="mt-1 max-w-3xl text-[15px] leading-relaxed text-ink-600">{t('intro')}</p>

      {!settings && !failure && (
        <p className="mt-6 flex items-center gap-2 text-sm text-ink-500" role="status">
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
          {t('loading')}
        </p>
      )}
      {failure !== null && (
        <div className="mt-6 flex flex-col items-start gap-3">
          <FormAlert>{apiErrorText(failure, lang, tAll)}</FormAlert>
          <Button variant="ghost" className="ring-1 ring-ink-200" onClick={() => void load()}>
            <RotateCw className="h-4 w-4" aria-hidden="true" />
            {t('retry')}
          </Button>
        </div>
      )}
      {settings && (
        <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-10">
          <ExportLink
            boatId={boatId}
            url={settings.exportUrl}
            onReset={(exportUrl) => {
              setSettings((s) => (s ? { ...s, exportUrl } : s));
              setStatus({ tone: 'success', text: t('export.resetDone') });
            }}
            onStatus={setStatus}
          />
          <div>
            <ImportList
              boatId={boatId}
              imports={settings.imports}
              onSynced={(row) => {
                putImport(row);
                changed();
              }}
              onRemoved={(id) => {
                setSettings((s) =>
                  s ? { ...s, imports: s.imports.filter((i) => i.id !== id) } : s,
                );
                changed();
              }}
              onStatus={setStatus}
            />
            <ImportForm
              boatId={boatId}
              onAdded={(row, count) => {
                putImport(row);
                setStatus({ tone: 'success', text: t('form.added', { count }) });
                changed();
              }}
            />
          </div>
        </div>
      )}
      <StatusMessage status={status} className="mt-5" />
    </div>
  );
}
