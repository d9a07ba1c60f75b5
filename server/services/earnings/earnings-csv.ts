import type { TLang } from '../../../shared/i18n';
import type { TEarnings, TEarningsLine, TEarningsTotals } from '../../../shared/schemas/earnings';

/**
 * The statement as a CSV file (docs/decisions/0032-earnings-and-fleet.md): UTF-8 with a BOM so
 * spreadsheets read accents, `;` between fields (a comma is the decimal mark of Spanish
 * spreadsheets), amounts in euros as `1234.56`, dates ISO, one row per booking and a total row.
 */
const headers: Record<TLang, string[]> = {
  es: [
    'Reserva',
    'Último movimiento',
    'Inicio',
    'Fin',
    'Barco',
    'Cliente',
    'Grupo',
    'Estado',
    'Bruto',
    'Comisiones de tarjeta',
    'Reembolsos',
    'Comisión Marea',
    'Neto',
    'Pendiente de liquidar',
  ],
  en: [
    'Booking',
    'Last movement',
    'Start',
    'End',
    'Boat',
    'Client',
    'Group',
    'Status',
    'Gross',
    'Card fees',
    'Refunds',
    'Marea commission',
    'Net',
    'Not yet settled',
  ],
};

const statuses: Record<TLang, Record<TEarningsLine['status'], string>> = {
  es: {
    pending: 'Pendiente',
    accepted: 'Aceptada',
    rejected: 'Rechazada',
    expired: 'Sin respuesta',
    canceled: 'Cancelada',
    enjoyed: 'Disfrutada',
  },
  en: {
    pending: 'Pending',
    accepted: 'Accepted',
    rejected: 'Rejected',
    expired: 'Unanswered',
    canceled: 'Canceled',
    enjoyed: 'Enjoyed',
  },
};

const totalLabel: Record<TLang, string> = { es: 'Total', en: 'Total' };

/** `123456` → `1234.56`, `-5` → `-0.05`. */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Quotes a text field when needed; a leading `= + - @` cannot start a spreadsheet formula. */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function amounts(t: TEarningsTotals): string[] {
  return [
    t.grossCents,
    t.cardFeeCents,
    t.refundCents,
    t.commissionCents,
    t.netCents,
    t.pendingCents,
  ].map(csvAmount);
}

export function earningsCsv(earnings: TEarnings, lang: TLang): string {
  const rows = [headers[lang].map(csvText)];
  for (const line of earnings.lines)
    rows.push([
      line.bookingId,
      line.lastMovementOn,
      line.startDate,
      line.endDate,
      csvText(line.boat.name),
      csvText(line.clientName),
      csvText(line.group?.name ?? ''),
      statuses[lang][line.status],
      ...amounts(line),
    ]);
  rows.push([totalLabel[lang], '', '', '', '', '', '', '', ...amounts(earnings.totals)]);
  return `\uFEFF${rows.map((r) => r.join(';')).join('\r\n')}\r\n`;
}
