import { describe, expect, it } from 'vitest';
import {
  IcalParseError,
  parseDuration,
  parseIcalEvents,
  unescapeText,
  unfoldLines,
} from './ical-parse';
import { eventLocalRange } from './ical-range';
import { zonedInstant } from './madrid-time';
import { escapeText, foldLine, serializeIcal } from './ical-write';

const feed = (events: string, eol = '\r\n') =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', events, 'END:VCALENDAR'].join(eol);

describe('parseIcalEvents', () => {
  it('reads all-day events, with CRLF or LF line ends', () => {
    const body = [
      'BEGIN:VEVENT',
      'UID:a@airbnb',
      'DTSTART;VALUE=DATE:20260710',
      'DTEND;VALUE=DATE:20260713',
      'SUMMARY:Reserved',
      'END:VEVENT',
    ].join('\n');
    for (const text of [feed(body, '\r\n').replace(/\n(?!\r)/g, '\r\n'), feed(body, '\n')]) {
      const [event] = parseIcalEvents(text);
      expect(event).toMatchObject({
        uid: 'a@airbnb',
        summary: 'Reserved',
        start: { kind: 'date', date: '2026-07-10' },
        end: { kind: 'date', date: '2026-07-13' },
      });
      expect(eventLocalRange(event!)).toEqual({
        lower: '2026-07-10 00:00:00',
        upper: '2026-07-13 00:00:00',
      });
    }
  });

  it('unfolds folded lines and unescapes text', () => {
    expect(unfoldLines('SUMMARY:Hello\r\n  wor\r\n\tld\r\nUID:1')).toEqual([
      'SUMMARY:Hello world',
      'UID:1',
    ]);
    expect(unescapeText('a\\, b\\; c\\\\d\\ne')).toBe('a, b; c\\d\ne');
    const [event] = parseIcalEvents(
      feed(
        'BEGIN:VEVENT\r\nUID:long-\r\n uid\r\nDTSTART:20260801\r\nSUMMARY:Boat\\, crew\\nday\r\nEND:VEVENT',
      ),
    );
    expect(event).toMatchObject({ uid: 'long-uid', summary: 'Boat, crew\nday' });
  });

  it('reads UTC and TZID times, and ignores the properties of a VALARM', () => {
    const [utc, zoned] = parseIcalEvents(
      feed(
        [
          'BEGIN:VEVENT',
          'UID:u1',
          'DTSTART:20260715T080000Z',
          'DTEND:20260715T100000Z',
          'BEGIN:VALARM',
          'UID:alarm',
          'DTSTART:20990101T000000Z',
          'END:VALARM',
          'END:VEVENT',
          'BEGIN:VEVENT',
          'UID:u2',
          'DTSTART;TZID="America/New_York":20260715T090000',
          'DTEND;TZID=America/New_York:20260715T100000',
          'END:VEVENT',
        ].join('\r\n'),
      ),
    );
    expect(utc).toMatchObject({ uid: 'u1', start: { kind: 'utc', time: '08:00:00' } });
    // 08:00Z–10:00Z is 10:00–12:00 in Madrid (summer): the morning
    expect(eventLocalRange(utc!)).toEqual({
      lower: '2026-07-15 00:00:00',
      upper: '2026-07-15 14:00:00',
    });
    expect(zoned?.start).toEqual({
      kind: 'local',
      date: '2026-07-15',
      time: '09:00:00',
      tzid: 'America/New_York',
    });
    // 09:00–10:00 in New York is 15:00–16:00 in Madrid: the afternoon
    expect(eventLocalRange(zoned!)).toEqual({
      lower: '2026-07-15 14:00:00',
      upper: '2026-07-16 00:00:00',
    });
  });

  it('gives one day to an all-day event without DTEND and reads DURATION', () => {
    const [one, week] = parseIcalEvents(
      feed(
        'BEGIN:VEVENT\nUID:1\nDTSTART;VALUE=DATE:20261231\nEND:VEVENT\nBEGIN:VEVENT\nUID:2\nDTSTART;VALUE=DATE:20260301\nDURATION:P1W\nEND:VEVENT',
      ),
    );
    expect(eventLocalRange(one!)).toEqual({
      lower: '2026-12-31 00:00:00',
      upper: '2027-01-01 00:00:00',
    });
    expect(eventLocalRange(week!)?.upper).toBe('2026-03-08 00:00:00');
    expect(parseDuration('PT2H30M')).toBe(9000);
    expect(parseDuration('P')).toBeNull();
  });

  it('keeps STATUS, skips events without UID or DTSTART, refuses what is not a calendar', () => {
    const events = parseIcalEvents(
      feed(
        'BEGIN:VEVENT\nUID:x\nSTATUS:cancelled\nDTSTART:20260101\nEND:VEVENT\nBEGIN:VEVENT\nDTSTART:20260101\nEND:VEVENT\nBEGIN:VEVENT\nUID:y\nEND:VEVENT',
      ),
    );
    expect(events).toHaveLength(1);
    expect(events[0]?.status).toBe('CANCELLED');
    expect(() => parseIcalEvents('<html>Not found</html>')).toThrow(IcalParseError);
  });

  it('reads a floating or unknown-zone time as Madrid time', () => {
    expect(new Date(zonedInstant('2026-01-10', '10:00:00', null)).toISOString()).toBe(
      '2026-01-10T09:00:00.000Z',
    );
    expect(
      new Date(zonedInstant('2026-07-10', '10:00:00', 'Romance Standard Time')).toISOString(),
    ).toBe('2026-07-10T08:00:00.000Z');
  });
});

describe('serializeIcal', () => {
  it('escapes, folds at 75 octets without splitting a character, and parses back', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const long = `SUMMARY:${'ñ'.repeat(60)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(unfoldLines(folded)).toEqual([long]);

    const text = serializeIcal({
      name: 'Marea: Alisio, Barcelona',
      stamp: new Date('2026-06-01T10:00:00Z'),
      events: [
        {
          uid: 'a@marea',
          summary: 'Marea: reserved',
          lower: '2026-07-01 00:00:00',
          upper: '2026-07-03 00:00:00',
        },
        {
          uid: 'b@marea',
          summary: 'Marea: blocked',
          lower: '2026-07-05 14:00:00',
          upper: '2026-07-06 00:00:00',
        },
      ],
    });
    expect(text).toContain('DTSTART;VALUE=DATE:20260701\r\nDTEND;VALUE=DATE:20260703');
    expect(text).toContain('DTSTART;TZID=Europe/Madrid:20260705T140000');
    expect(text).toContain('DTSTAMP:20260601T100000Z');
    expect(text).toContain('X-WR-CALNAME:Marea: Alisio\\, Barcelona');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const events = parseIcalEvents(text);
    expect(events.map((e) => [e.uid, eventLocalRange(e)])).toEqual([
      ['a@marea', { lower: '2026-07-01 00:00:00', upper: '2026-07-03 00:00:00' }],
      ['b@marea', { lower: '2026-07-05 14:00:00', upper: '2026-07-06 00:00:00' }],
    ]);
  });
});
