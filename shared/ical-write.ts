import { businessTimeZone } from './dates';
import type { TLocalRange } from './ical-range';

/** One event of an exported calendar: Madrid wall-clock bounds (upper exclusive). */
export type TExportEvent = TLocalRange & { uid: string; summary: string };

export type TExportCalendar = {
  /** X-WR-CALNAME: what calendar apps show as the calendar's name */
  name: string;
  events: TExportEvent[];
  /** DTSTAMP of every event: when the feed was made */
  stamp: Date;
};

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\n|\r/g, '\\n');
}

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): continuation lines start with a space. Never
 * splits a UTF-8 character.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = out.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  out.push(current);
  return out.join('\r\n ');
}

const compact = (wall: string) => wall.replace(/[-:]/g, '').replace(' ', 'T');

/** A bound as a property: DATE for midnights when the whole event is whole days, else Madrid time. */
function timeProperty(name: 'DTSTART' | 'DTEND', wall: string, wholeDays: boolean): string {
  return wholeDays
    ? `${name};VALUE=DATE:${wall.slice(0, 10).replace(/-/g, '')}`
    : `${name};TZID=${businessTimeZone}:${compact(wall)}`;
}

// Europe/Madrid since 1996: CET, and CEST from the last Sunday of March to the last of October
const madridTimezone = [
  'BEGIN:VTIMEZONE',
  `TZID:${businessTimeZone}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** A whole iCalendar document, CRLF line ends, folded and escaped. */
export function serializeIcal(calendar: TExportCalendar): string {
  const stamp = calendar.stamp
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Marea//Boat calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${businessTimeZone}`,
    ...madridTimezone,
  ];
  for (const event of calendar.events) {
    const wholeDays = event.lower.endsWith(' 00:00:00') && event.upper.endsWith(' 00:00:00');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      timeProperty('DTSTART', event.lower, wholeDays),
      timeProperty('DTEND', event.upper, wholeDays),
      `SUMMARY:${escapeText(event.summary)}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
