/** PostgreSQL's 23P01: the exclusion constraint of `boat_occupancy` refused an overlap. */
export function isExclusionViolation(error: unknown): boolean {
  const code =
    (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  return code === '23P01';
}
