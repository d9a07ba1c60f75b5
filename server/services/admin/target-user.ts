import { eq } from 'drizzle-orm';
import type { TTransaction } from '../../../db/client';
import { users } from '../../../db/schema';
import { appError } from '../../errors';
import type { TAdminActor } from './admin-actor';
import { adminUserColumns } from './list-users';

const adminRoles: readonly string[] = ['admin', 'superAdmin'];

/**
 * The user an admin acts on, locked until the transaction ends: 404 AA00141 when unknown or
 * deleted, 403 AA00142 on oneself, 403 AA00143 when an admin acts on an admin or superAdmin
 * (only a superAdmin manages admins).
 */
export async function lockTargetUser(tx: TTransaction, actor: TAdminActor, userId: string) {
  const [row] = await tx
    .select(adminUserColumns)
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row || row.deletedAt) throw appError('AA00141');
  if (row.id === actor.id) throw appError('AA00142');
  if (adminRoles.includes(row.role) && actor.role !== 'superAdmin') throw appError('AA00143');
  return row;
}

export function isAdminRole(role: string): boolean {
  return adminRoles.includes(role);
}
