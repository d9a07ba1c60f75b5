/**
 * The SQLSTATE of a PostgreSQL error, from `pg` (on the error) or PGlite through drizzle (on its
 * cause): the one place that knows where both drivers put it.
 */
export function pgErrorCode(error: unknown): string | undefined {
  const code =
    (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/** 23505: a unique index refused a duplicate. */
export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';

/** 23503: a foreign key refused the change (a row still in use, or a missing parent). */
export const isForeignKeyViolation = (error: unknown) => pgErrorCode(error) === '23503';

/** 23P01: an exclusion constraint refused an overlap (`boat_occupancy`: no double booking). */
export const isExclusionViolation = (error: unknown) => pgErrorCode(error) === '23P01';
