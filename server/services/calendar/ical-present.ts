import type { boatCalendarImports } from '../../../db/schema';
import type { TMessage } from '../../../shared/i18n';
import type { TIcalConflict, TIcalImport } from '../../../shared/schemas/ical';

type TImportRow = typeof boatCalendarImports.$inferSelect;
type TProblem = { error?: { code: string; message: TMessage }; conflicts?: TIcalConflict[] };

const unknownError = {
  code: 'AA00110',
  message: {
    es: 'La última sincronización falló.',
    en: 'The last sync failed.',
  },
};

/**
 * `last_error` holds, as JSON, either the last fetch's failure or the last sync's conflicts
 * (migration 0014 has no other column for them; docs/decisions/0031-ical.md).
 */
function readProblem(text: string | null): TProblem {
  if (!text) return {};
  try {
    return JSON.parse(text) as TProblem;
  } catch {
    return { error: unknownError };
  }
}

/** An imported calendar as the back office shows it. */
export function presentImport(row: TImportRow): TIcalImport {
  const problem = readProblem(row.lastError);
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    createdAt: row.createdAt.toISOString(),
    lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
    eventCount: row.eventCount,
    lastError: problem.error ?? null,
    conflicts: problem.conflicts ?? [],
  };
}

/** The secret feed URL of a boat's calendar. */
export function exportUrlOf(publicUrl: string, token: string): string {
  return `${publicUrl}/api/ical/${token}.ics`;
}
