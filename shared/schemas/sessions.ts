import { z } from 'zod';

/** One session of the account (a login on a device) as the account settings list it. */
export const ZSession = z.object({
  id: z.uuid(),
  /** the session this request comes from */
  current: z.boolean(),
  device: z.object({
    browser: z.string().nullable(),
    os: z.string().nullable(),
    type: z.enum(['desktop', 'mobile', 'tablet', 'unknown']),
  }),
  signedInAt: z.iso.datetime({ offset: true }),
  /** when it last renewed its tokens (about every 50 minutes while in use); now for the current one */
  lastActiveAt: z.iso.datetime({ offset: true }),
});
export type TSession = z.infer<typeof ZSession>;

export const ZSessionList = z.object({ sessions: z.array(ZSession) });
export type TSessionList = z.infer<typeof ZSessionList>;

/**
 * Ending sessions asks for the password again (ASVS 3.3.4); accounts made with Google or
 * Facebook have none, and send nothing.
 */
export const ZSessionEnd = z.object({ password: z.string().max(128).optional() });
export type TSessionEnd = z.infer<typeof ZSessionEnd>;
