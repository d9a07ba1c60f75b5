import { z } from 'zod';
import { groupStatuses } from '../groups';
import { bookingStatuses } from './booking';

/**
 * The admins' back office (issue 8, docs/decisions/0033-admin-users-and-audit.md): users, every
 * booking and group, and the audit log. Money in cents, dates ISO 8601.
 */
export const adminRoles = ['client', 'shipowner', 'admin', 'superAdmin'] as const;
export const ZAdminRole = z.enum(adminRoles);
export type TAdminRole = z.infer<typeof ZAdminRole>;

export const userStatuses = ['active', 'disabled', 'unverified', 'deleted'] as const;
export { bookingStatuses, groupStatuses };

const page = z.coerce.number().int().min(1).max(1000).default(1);
const q = z.string().trim().max(100).optional();

export const ZUserListQuery = z.object({
  q,
  role: ZAdminRole.optional(),
  status: z.enum(userStatuses).optional(),
  page,
});
export type TUserListQuery = z.infer<typeof ZUserListQuery>;

export const ZAdminUser = z.object({
  id: z.uuid(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  role: ZAdminRole,
  createdAt: z.string(),
  verified: z.boolean(),
  disabledAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

const ZBookingLine = z.object({
  id: z.uuid(),
  status: z.enum(bookingStatuses),
  boatName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  totalCents: z.number(),
  groupId: z.uuid().nullable(),
});

export const ZAdminUserDetail = ZAdminUser.extend({
  phone: z.string().nullable(),
  locale: z.enum(['es', 'en']),
  companyName: z.string().nullable(),
  /** the reason of the disable in force (from the audit log) */
  disabledReason: z.string().nullable(),
  counts: z.object({ boats: z.number(), bookings: z.number(), groups: z.number() }),
  latestBookings: z.array(ZBookingLine),
  /** the user's support conversation (chat widget), if they opened one */
  supportConversationId: z.uuid().nullable(),
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;

export const ZRoleChange = z.object({ role: ZAdminRole });
export const ZReason = z.object({ reason: z.string().trim().min(5).max(1000) });
export const ZOptionalReason = z.object({ reason: z.string().trim().max(1000).optional() });

export const ZBookingListQuery = z.object({ q, status: z.enum(bookingStatuses).optional(), page });
export type TBookingListQuery = z.infer<typeof ZBookingListQuery>;
export const ZGroupListQuery = z.object({ q, status: z.enum(groupStatuses).optional(), page });
export type TGroupListQuery = z.infer<typeof ZGroupListQuery>;

const ZParty = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

export const ZAdminBooking = z.object({
  id: z.uuid(),
  status: z.enum(bookingStatuses),
  startDate: z.string(),
  endDate: z.string(),
  duration: z.enum(['day', 'half_day', 'days']),
  slot: z.enum(['morning', 'afternoon']).nullable(),
  people: z.number(),
  totalCents: z.number(),
  boat: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }),
  client: ZParty,
  owner: ZParty,
  groupId: z.uuid().nullable(),
  checkedInAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  canceledBy: z.enum(['client', 'owner']).nullable(),
  createdAt: z.string(),
});
export type TAdminBooking = z.infer<typeof ZAdminBooking>;

export const ledgerKinds = ['charge', 'refund', 'commission', 'payout'] as const;
export const ZLedgerLine = z.object({
  id: z.uuid(),
  kind: z.enum(ledgerKinds),
  status: z.enum(['succeeded', 'failed']),
  amountCents: z.number(),
  feeCents: z.number(),
  user: z.object({ id: z.uuid(), name: z.string() }),
  /** for a refund, the charge it gives money back from */
  chargeEntryId: z.uuid().nullable(),
  failureCode: z.string().nullable(),
  createdAt: z.string(),
});
export type TLedgerLine = z.infer<typeof ZLedgerLine>;

/** Sums over the succeeded rows (PRODUCT.md §1: totals are derived from the ledger). */
export const ZLedgerSummary = z.object({
  chargedCents: z.number(),
  feeCents: z.number(),
  refundedCents: z.number(),
  commissionCents: z.number(),
  payoutCents: z.number(),
});
export type TLedgerSummary = z.infer<typeof ZLedgerSummary>;

export const ZAdminBookingDetail = ZAdminBooking.extend({
  ledger: z.array(ZLedgerLine),
  totals: ZLedgerSummary,
  /** an admin may cancel it with a full refund now */
  cancelable: z.boolean(),
});
export type TAdminBookingDetail = z.infer<typeof ZAdminBookingDetail>;

export const ZAdminGroup = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.enum(groupStatuses),
  sailDate: z.string(),
  seatsTaken: z.number(),
  numberOfPeople: z.number(),
  pricePerPersonCents: z.number(),
  boat: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }),
  creator: ZParty,
  bookingId: z.uuid().nullable(),
  canceledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdminGroup = z.infer<typeof ZAdminGroup>;

export const ZAdminGroupDetail = ZAdminGroup.extend({
  members: z.array(
    ZParty.extend({
      seats: z.number(),
      joinedAt: z.string(),
      leftAt: z.string().nullable(),
      chargedCents: z.number(),
      refundedCents: z.number(),
    }),
  ),
  ledger: z.array(ZLedgerLine),
  totals: ZLedgerSummary,
  cancelable: z.boolean(),
});
export type TAdminGroupDetail = z.infer<typeof ZAdminGroupDetail>;

export const ZAuditQuery = z.object({
  actor: z.uuid().optional(),
  action: z.string().trim().max(60).optional(),
  targetType: z.string().trim().max(40).optional(),
  targetId: z.string().trim().max(100).optional(),
  page,
});
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditEntry = z.object({
  id: z.uuid(),
  actor: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const adminPageSize = 25;
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
export type TPage<T> = { items: T[]; total: number; page: number; pageSize: number };
