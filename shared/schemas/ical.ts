import { z } from 'zod';

/**
 * The iCal API of the back office (docs/decisions/0031-ical.md): an owner's boat exports its
 * calendar as a feed and imports external calendars whose events block it.
 */

/** Field message keys the web translates in its `ical.form` area (the server answers generic ones). */
export const icalFieldMessages = ['icalUrlRequired', 'icalUrlInvalid'] as const;

/** An http(s) calendar URL; `webcal://` (what calendar apps hand out) means https. */
export const ZIcalUrl = z
  .string({ error: () => 'icalUrlRequired' })
  .trim()
  .min(1, 'icalUrlRequired')
  .max(2000, 'icalUrlInvalid')
  .transform((value) => value.replace(/^webcals?:\/\//i, 'https://'))
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
      } catch {
        return false;
      }
    },
    { message: 'icalUrlInvalid' },
  );

export const ZIcalImportRequest = z.object({
  url: ZIcalUrl,
  name: z
    .string()
    .trim()
    .max(80)
    .nullish()
    .transform((v) => v || null),
});
export type TIcalImportInput = z.input<typeof ZIcalImportRequest>;
export type TIcalImportRequest = z.output<typeof ZIcalImportRequest>;

const ZMessage = z.object({ es: z.string(), en: z.string() });

/** An event of an imported feed that could not block the boat: the days were already taken. */
export const ZIcalConflict = z.object({
  uid: z.string(),
  /** Madrid wall clock `YYYY-MM-DD HH:MM:SS`, upper exclusive */
  start: z.string(),
  end: z.string(),
});
export type TIcalConflict = z.infer<typeof ZIcalConflict>;

export const ZIcalImport = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  url: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  lastSyncedAt: z.iso.datetime({ offset: true }).nullable(),
  eventCount: z.number().int(),
  /** why the last fetch failed, in both languages (null when it worked) */
  lastError: z.object({ code: z.string(), message: ZMessage }).nullable(),
  /** the events of the last sync that overlapped a booking, a group or a block */
  conflicts: z.array(ZIcalConflict),
});
export type TIcalImport = z.infer<typeof ZIcalImport>;

export const ZIcalSettings = z.object({
  exportUrl: z.string(),
  imports: z.array(ZIcalImport),
});
export type TIcalSettings = z.infer<typeof ZIcalSettings>;

/** What one sync did: how many upcoming events the feed had and which could not be stored. */
export const ZIcalSyncResult = z.object({
  import: ZIcalImport,
  eventCount: z.number().int(),
  conflicts: z.array(ZIcalConflict),
});
export type TIcalSyncResult = z.infer<typeof ZIcalSyncResult>;
