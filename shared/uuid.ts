const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string is a UUID: a path segment that is not one names no row (404, not a 500). */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
