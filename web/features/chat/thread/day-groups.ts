import type { TChatMessage } from '../../../../shared/schemas/chat';
import type { TOutgoing } from './thread-state';

/** One bubble of a thread: a stored message, or one this page is still sending. */
export type TBubble =
  | { kind: 'message'; key: string; message: TChatMessage }
  | { kind: 'outgoing'; key: string; outgoing: TOutgoing };

export type TDayGroup = { day: string; firstAt: string; bubbles: TBubble[] };

/** The browser's calendar day of an instant, `YYYY-M-D`. */
function dayKey(iso: string): string {
  const at = new Date(iso);
  return `${at.getFullYear()}-${at.getMonth() + 1}-${at.getDate()}`;
}

/** The stored messages then the ones being sent, grouped by the day they were written. */
export function groupByDay(messages: TChatMessage[], outgoing: TOutgoing[]): TDayGroup[] {
  const bubbles: { at: string; bubble: TBubble }[] = [
    ...messages.map((message) => ({
      at: message.createdAt,
      bubble: { kind: 'message' as const, key: message.id, message },
    })),
    ...outgoing.map((item) => ({
      at: item.createdAt,
      bubble: { kind: 'outgoing' as const, key: item.clientId, outgoing: item },
    })),
  ];
  const groups: TDayGroup[] = [];
  for (const { at, bubble } of bubbles) {
    const day = dayKey(at);
    const last = groups.at(-1);
    if (last?.day === day) last.bubbles.push(bubble);
    else groups.push({ day, firstAt: at, bubbles: [bubble] });
  }
  return groups;
}
