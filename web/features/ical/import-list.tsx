import {
  CalendarX2,
  CircleAlert,
  CircleCheck,
  LoaderCircle,
  RefreshCw,
  Trash2,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import type { TIcalImport } from '../../../shared/schemas/ical';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import type { TStatus } from '../../components/ui/status-message';
import { ApiError } from '../../lib/api';
import { apiErrorText } from '../../lib/errors';
import { useLang } from '../../lib/lang';
import { removeIcalImport, syncIcalImport } from './api';
import { formatConflictDays, formatSyncTime } from './format';

type TImportListProps = {
  boatId: string;
  imports: TIcalImport[];
  onSynced: (row: TIcalImport) => void;
  onRemoved: (id: string) => void;
  onStatus: (status: TStatus) => void;
};

/** The boat's imported calendars: name, address, last sync, events, problems, actions. */
export function ImportList({ boatId, imports, onSynced, onRemoved, onStatus }: TImportListProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'ical.imports' });
  return (
    <div>
      <h3 className="text-base font-bold text-ink-900">{t('title')}</h3>
      <p className="mt-1 text-sm leading-relaxed text-ink-600">{t('text')}</p>
      {imports.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-ink-200 px-4 py-5 text-center text-sm text-ink-500">
          {t('empty')}
        </p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3" aria-label={t('title')}>
          {imports.map((row) => (
            <ImportRow
              key={row.id}
              boatId={boatId}
              row={row}
              onSynced={onSynced}
              onRemoved={onRemoved}
              onStatus={onStatus}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function ImportRow({
  boatId,
  row,
  onSynced,
  onRemoved,
  onStatus,
}: Omit<TImportListProps, 'imports'> & { row: TIcalImport }) {
  const { t } = useTranslation('translation', { keyPrefix: 'ical.imports' });
  const { t: tAll } = useTranslation();
  const lang = useLang();
  const [syncing, setSyncing] = useState(false);
  const name = row.name ?? t('unnamed');

  async function sync() {
    setSyncing(true);
    onStatus(null);
    try {
      const result = await syncIcalImport(boatId, row.id);
      onSynced(result.import);
      onStatus({ tone: 'success', text: t('synced', { name, count: result.eventCount }) });
    } catch (error) {
      // a feed that failed: the row now carries the error the server stored
      if (error instanceof ApiError && error.status === 422)
        onSynced({
          ...row,
          lastSyncedAt: new Date().toISOString(),
          lastError: { code: error.code, message: error.messages ?? { es: '', en: '' } },
        });
      onStatus({ tone: 'error', text: apiErrorText(error, lang, tAll) });
    } finally {
      setSyncing(false);
    }
  }

  return (
    <li className="rounded-xl p-4 ring-1 ring-ink-100">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-ink-900">{name}</p>
          <p className="mt-0.5 truncate font-mono text-[12px] text-ink-500" title={row.url}>
            {row.url}
          </p>
        </div>
        {row.lastError ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-coral-100 px-2.5 py-0.5 text-xs font-bold text-coral-700">
            <CircleAlert className="h-3.5 w-3.5" aria-hidden="true" />
            {t('failed')}
          </span>
        ) : (
          row.lastSyncedAt && (
            <span className="inline-flex items-center gap-1 rounded-full bg-sea-100 px-2.5 py-0.5 text-xs font-bold text-sea-800">
              <CircleCheck className="h-3.5 w-3.5" aria-hidden="true" />
              {t('ok')}
            </span>
          )
        )}
      </div>
      <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-[13px] text-ink-600">
        <span>
          {row.lastSyncedAt
            ? t('lastSync', { when: formatSyncTime(row.lastSyncedAt, lang) })
            : t('neverSynced')}
        </span>
        <span aria-hidden="true" className="hidden sm:inline">
          ·
        </span>
        <span className="font-semibold text-ink-800">{t('events', { count: row.eventCount })}</span>
      </p>
      {row.lastError && (
        <p className="mt-2 text-[13px] leading-snug font-medium text-coral-700">
          {row.lastError.message[lang]}
        </p>
      )}
      {row.conflicts.length > 0 && (
        <div className="mt-2 rounded-lg bg-sand-100 px-3 py-2 text-[13px] leading-snug text-ink-800">
          <p className="flex items-start gap-1.5 font-medium">
            <CalendarX2 className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            {t('conflicts', { count: row.conflicts.length })}
          </p>
          <p className="mt-1 text-ink-600">
            <span className="sr-only">{t('conflictDays')}: </span>
            {row.conflicts.map((c) => formatConflictDays(c, lang)).join(', ')}
          </p>
        </div>
      )}
      <div
        className="mt-3 flex flex-wrap gap-2"
        role="group"
        aria-label={t('actionsFor', { name })}
      >
        <Button
          variant="ghost"
          className="h-9 ring-1 ring-ink-200"
          disabled={syncing}
          onClick={() => void sync()}
        >
          {syncing ? (
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
          )}
          {syncing ? t('syncing') : t('sync')}
        </Button>
        <ConfirmDialog
          trigger={
            <Button
              variant="ghost"
              className="h-9 text-coral-700 hover:bg-coral-100/60"
              disabled={syncing}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {t('remove')}
            </Button>
          }
          icon={
            <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-coral-100 text-coral-700">
              <Trash2 className="h-5 w-5" aria-hidden="true" />
            </span>
          }
          title={t('removeTitle', { name })}
          description={t('removeText')}
          confirmLabel={t('removeConfirm')}
          cancelLabel={tAll('ical.export.cancel')}
          onConfirm={async () => {
            await removeIcalImport(boatId, row.id);
            onRemoved(row.id);
            onStatus({ tone: 'success', text: t('removed', { name }) });
          }}
        />
      </div>
    </li>
  );
}
