import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import type { TMessage } from '../../../shared/i18n';
import { appError } from '../../errors';
import type { TCatalogTableConfig } from './catalog-tables';

const missingParent: TMessage = {
  es: 'No existe: elige uno de la lista.',
  en: 'It does not exist: choose one from the list.',
};

/** 400 naming the field when the parent an entry hangs from (a province's region…) is missing. */
export async function requireParent(
  db: TDbOrTx,
  config: TCatalogTableConfig,
  input: Record<string, unknown>,
): Promise<void> {
  const parent = config.parent;
  if (!parent) return;
  const [row] = await db
    .select({ id: parent.table.id })
    .from(parent.table)
    .where(eq(parent.table.id, Number(input[parent.field])));
  if (!row) throw appError('AA00001', undefined, [{ field: parent.field, message: missingParent }]);
}

/** The columns an input writes: its kind's fields (and the slug on creation), nothing else. */
export function columnsOf(
  config: TCatalogTableConfig,
  input: Record<string, unknown>,
  withSlug: boolean,
): Record<string, unknown> {
  const fields = withSlug ? ['slug', ...config.fields] : config.fields;
  return Object.fromEntries(fields.map((f) => [f, input[f]]));
}

export const slugTaken = () =>
  appError('AA00160', undefined, [
    {
      field: 'slug',
      message: {
        es: 'Ya existe en este catálogo.',
        en: 'It already exists in this catalogue.',
      },
    },
  ]);
