import type { FastifyInstance } from 'fastify';
import { appError } from '../errors';

/** The first string under `value` holding a NUL character, as a dotted path (`a.0.b`), or null. */
export function findNulString(value: unknown, path: string): string | null {
  const stack: [unknown, string][] = [[value, path]];
  while (stack.length) {
    const [item, at] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return at;
    } else if (Array.isArray(item)) {
      item.forEach((child, index) => stack.push([child, at ? `${at}.${index}` : String(index)]));
    } else if (item && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item))
        stack.push([child, at ? `${at}.${key}` : key]);
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold a NUL character (`invalid byte sequence`, a 500 from any insert or
 * lookup), and no field of ours needs one: a request carrying one in its path, query or JSON body
 * is refused with a 400 naming the field, before validation and handlers see it.
 */
export function registerTextInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field =
      findNulString(request.params, '') ??
      findNulString(request.query, '') ??
      findNulString(request.body, '');
    if (field === null) return;
    throw appError('AA00001', undefined, [
      {
        field: field || 'body',
        message: {
          es: 'Contiene caracteres no permitidos.',
          en: 'Contains characters that are not allowed.',
        },
      },
    ]);
  });
}
