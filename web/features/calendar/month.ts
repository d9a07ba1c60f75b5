import type { TCalendarBoat } from './api';

export type TStretchKind = 'accepted' | 'pending' | 'group' | 'blocked' | 'imported';

/** Anything that holds a boat's days, in one shape for drawing. */
export type TStretch = {
  kind: TStretchKind;
  id: string;
  start: string;
  end: string;
  slot: 'morning' | 'afternoon' | null;
  /** who or what: the client's first name, the group's name, the block's note or import */
  label: string;
  people?: number;
  totalCents?: number;
  respondBy?: string;
  importName?: string | null;
  note?: string | null;
};

/** A boat's bookings, requests, group days and blocks as stretches, by start date. */
export function stretchesOf(boat: TCalendarBoat): TStretch[] {
  const list: TStretch[] = [
    ...boat.bookings.map((b): TStretch => ({
      kind: b.status === 'pending' ? 'pending' : 'accepted',
      id: b.id,
      start: b.start_date,
      end: b.end_date,
      slot: b.slot,
      label: b.clientFirstName,
      people: b.people,
      totalCents: b.totalCents,
      respondBy: b.status === 'pending' ? b.respondBy : undefined,
    })),
    ...boat.groups.map((g): TStretch => ({
      kind: 'group',
      id: g.id,
      start: g.date,
      end: g.date,
      slot: null,
      label: g.name,
      people: g.seatsTaken,
    })),
    ...boat.blocks.map((b): TStretch => ({
      kind: b.importId ? 'imported' : 'blocked',
      id: b.id,
      start: b.start_date,
      end: b.end_date,
      slot: b.slot,
      label: b.importId ? (b.importName ?? '') : (b.note ?? ''),
      importName: b.importName,
      note: b.note,
    })),
  ];
  return list.sort((a, b) => a.start.localeCompare(b.start));
}

/** The stretches holding a day, each with the half it holds (null: the whole day). */
export function stretchesOn(stretches: readonly TStretch[], date: string): TStretch[] {
  return stretches.filter((s) => s.start <= date && date <= s.end);
}

/** Whether a day is wholly or partly held: 'free', 'morning', 'afternoon' (held) or 'full'. */
export function dayHold(stretches: readonly TStretch[]): 'free' | 'morning' | 'afternoon' | 'full' {
  if (stretches.length === 0) return 'free';
  if (stretches.some((s) => s.slot === null)) return 'full';
  const morning = stretches.some((s) => s.slot === 'morning');
  const afternoon = stretches.some((s) => s.slot === 'afternoon');
  return morning && afternoon ? 'full' : morning ? 'morning' : 'afternoon';
}

/** An ordered range from two picked days. */
export function orderedRange(a: string, b: string): { start: string; end: string } {
  return a <= b ? { start: a, end: b } : { start: b, end: a };
}
