/**
 * A small iCalendar (RFC 5545) reader for the calendars owners import: only what blocking a boat
 * needs (VEVENT with UID, DTSTART, DTEND or DURATION, STATUS, SUMMARY). Unfolds lines (CRLF or
 * LF), unescapes text, reads DATE and DATE-TIME values (UTC, TZID or floating).
 */

/** A point in time as the feed wrote it. */
export type TIcalTime =
  | { kind: 'date'; date: string }
  | { kind: 'utc'; date: string; time: string }
  | { kind: 'local'; date: string; time: string; tzid: string | null };

export type TIcalEvent = {
  uid: string;
  summary: string | null;
  status: string | null;
  start: TIcalTime;
  end: TIcalTime | null;
  /** DURATION in seconds, when the event gives one instead of DTEND */
  durationSeconds: number | null;
};

export type TIcalContentLine = { name: string; params: Record<string, string>; value: string };

/** Joins folded lines (a line starting with a space or tab continues the previous one). */
export function unfoldLines(text: string): string[] {
  const lines: string[] = [];
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/)) {
    if ((raw.startsWith(' ') || raw.startsWith('\t')) && lines.length > 0)
      lines[lines.length - 1] += raw.slice(1);
    else if (raw !== '') lines.push(raw);
  }
  return lines;
}

/** `NAME;PARAM=a;PARAM2="b:c":value` → its parts; null when the line has no colon. */
export function parseContentLine(line: string): TIcalContentLine | null {
  let i = 0;
  let quoted = false;
  // the value starts at the first colon outside a quoted parameter value
  for (; i < line.length; i++) {
    const c = line[i];
    if (c === '"') quoted = !quoted;
    else if (c === ':' && !quoted) break;
  }
  if (i >= line.length) return null;
  const head = line.slice(0, i);
  const value = line.slice(i + 1);
  const parts = head.match(/(?:[^;"]|"[^"]*")+/g) ?? [];
  const name = (parts.shift() ?? '').toUpperCase();
  const params: Record<string, string> = {};
  for (const part of parts) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    params[part.slice(0, eq).toUpperCase()] = part.slice(eq + 1).replace(/^"|"$/g, '');
  }
  return name ? { name, params, value } : null;
}

/** Undoes TEXT escaping: `\\`, `\;`, `\,`, `\n`/`\N`. */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/** A DATE or DATE-TIME value, or null when it is not one. */
export function parseIcalTime(value: string, params: Record<string, string>): TIcalTime | null {
  const v = value.trim();
  const date = /^(\d{4})(\d{2})(\d{2})$/.exec(v);
  if (date) return { kind: 'date', date: `${date[1]}-${date[2]}-${date[3]}` };
  const dt = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/.exec(v);
  if (!dt) return null;
  const d = `${dt[1]}-${dt[2]}-${dt[3]}`;
  const time = `${dt[4]}:${dt[5]}:${dt[6]}`;
  if (dt[7]) return { kind: 'utc', date: d, time };
  return { kind: 'local', date: d, time, tzid: params.TZID ?? null };
}

/** An RFC 5545 DURATION (`P1D`, `PT2H30M`, `P1W`, `-PT5M`) in seconds, or null. */
export function parseDuration(value: string): number | null {
  const m = /^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(
    value.trim(),
  );
  if (!m || value.trim() === 'P' || value.trim().endsWith('T')) return null;
  const [, sign, w, d, h, min, s] = m;
  const seconds =
    Number(w ?? 0) * 604_800 +
    Number(d ?? 0) * 86_400 +
    Number(h ?? 0) * 3600 +
    Number(min ?? 0) * 60 +
    Number(s ?? 0);
  return sign === '-' ? -seconds : seconds;
}

export class IcalParseError extends Error {
  override name = 'IcalParseError';
}

/**
 * The VEVENTs of a calendar, in feed order. Throws IcalParseError when the text is not an
 * iCalendar at all (no BEGIN:VCALENDAR). Events without a usable UID or DTSTART are skipped.
 */
export function parseIcalEvents(text: string): TIcalEvent[] {
  const lines = unfoldLines(text);
  if (!lines.some((l) => /^BEGIN:VCALENDAR$/i.test(l.trim())))
    throw new IcalParseError('not an iCalendar: no BEGIN:VCALENDAR');
  const events: TIcalEvent[] = [];
  // nested components (VALARM inside VEVENT) must not overwrite the event's own properties
  const stack: string[] = [];
  let current: Partial<TIcalEvent> | null = null;
  for (const line of lines) {
    const parsed = parseContentLine(line);
    if (!parsed) continue;
    const { name, params, value } = parsed;
    if (name === 'BEGIN') {
      stack.push(value.trim().toUpperCase());
      if (stack.at(-1) === 'VEVENT') current = { summary: null, status: null, end: null };
      continue;
    }
    if (name === 'END') {
      const closed = stack.pop();
      if (closed === 'VEVENT' && current) {
        if (current.uid && current.start)
          events.push({ durationSeconds: null, ...current } as TIcalEvent);
        current = null;
      }
      continue;
    }
    if (!current || stack.at(-1) !== 'VEVENT') continue;
    if (name === 'UID') current.uid = unescapeText(value).trim();
    else if (name === 'SUMMARY') current.summary = unescapeText(value);
    else if (name === 'STATUS') current.status = value.trim().toUpperCase();
    else if (name === 'DTSTART') current.start = parseIcalTime(value, params) ?? undefined;
    else if (name === 'DTEND') current.end = parseIcalTime(value, params);
    else if (name === 'DURATION') current.durationSeconds = parseDuration(value);
  }
  return events;
}
