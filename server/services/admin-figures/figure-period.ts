import { todayInMadrid } from '../../../shared/dates';
import {
  addMonths,
  maxFigureMonths,
  type TFiguresQuery,
} from '../../../shared/schemas/admin-figures';
import { appError } from '../../errors';

/**
 * The months asked for: by default the last twelve up to this month (Madrid). `to` before
 * `from`, or a period over 36 months, is 400 naming `to`.
 */
export function figurePeriod(
  query: TFiguresQuery,
  now: Date = new Date(),
): { from: string; to: string } {
  const to = query.to ?? todayInMadrid(now).slice(0, 7);
  const from = query.from ?? addMonths(to, -11);
  if (from > to)
    throw appError('AA00001', undefined, [
      {
        field: 'to',
        message: {
          es: 'El último mes no puede ser anterior al primero.',
          en: 'The last month cannot be before the first one.',
        },
      },
    ]);
  if (addMonths(from, maxFigureMonths - 1) < to)
    throw appError('AA00001', undefined, [
      {
        field: 'to',
        message: {
          es: `Elige como máximo ${maxFigureMonths} meses.`,
          en: `Choose ${maxFigureMonths} months at most.`,
        },
      },
    ]);
  return { from, to };
}
