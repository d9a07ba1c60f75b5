import { and, desc, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { boats, valuations } from '../../../db/schema';
import type { TAdminValuations } from '../../../shared/schemas/valuation';
import { forbidden } from '../../errors';
import { matches } from '../admin/admin-actor';
import { isAdmin, type TActor } from '../booking/deps';
import {
  clientUser,
  countValuations,
  ownerUser,
  presentAdminValuation,
  selectValuations,
} from './present-valuation';

type TQuery = {
  status: 'all' | 'published' | 'pending' | 'hidden';
  q?: string;
  page: number;
  pageSize: number;
};

const byStatus: Record<TQuery['status'], SQL | undefined> = {
  all: undefined,
  published: and(isNotNull(valuations.revealedAt), isNull(valuations.hiddenAt)),
  pending: isNull(valuations.revealedAt),
  hidden: isNotNull(valuations.hiddenAt),
};

/**
 * `GET /backoffice/admin/valuation`: every valuation for the admins, newest first, by status and
 * by words of the comment, the boat's name or either person's name (accents and case ignored).
 */
export async function listAdminValuations(
  db: TDbOrTx,
  actor: TActor,
  query: TQuery,
): Promise<TAdminValuations> {
  if (!isAdmin(actor)) throw forbidden();
  const where = and(
    byStatus[query.status],
    matches(query.q, [valuations.comment, boats.name, clientUser.name, ownerUser.name]),
  );
  const [rows, total] = await Promise.all([
    selectValuations(db, where)
      .orderBy(desc(valuations.createdAt), desc(valuations.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countValuations(db, where),
  ]);
  return {
    items: rows.map(presentAdminValuation),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
