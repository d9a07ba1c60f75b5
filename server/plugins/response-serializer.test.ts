import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer } from './response-serializer';

const ZAnswer = z.object({
  id: z.uuid(),
  count: z.number().int().min(0),
  when: z.iso.date(),
  kind: z.enum(['a', 'b']),
  note: z.string().trim().nullable(),
  items: z.array(z.object({ cents: z.number().int(), label: z.string().max(20) })),
  place: z
    .union([
      z.object({ matched: z.literal(true), name: z.string() }),
      z.object({ matched: z.literal(false) }),
    ])
    .nullable(),
});

const route = { schema: ZAnswer, method: 'GET', url: '/answer', httpStatus: '200' };
const serialize = responseSerializer(route);
const libraryOwn = serializerCompiler(route);

const answer = {
  id: '0b1e6c2c-3c1d-4f7e-9a55-1b2c3d4e5f60',
  count: 3,
  when: '2026-12-01',
  kind: 'a',
  note: null,
  items: [{ cents: 1200, label: 'day' }],
  place: { matched: true, name: 'Ibiza' },
};

describe('the response serializer', () => {
  it('writes what fastify-type-provider-zod’s own serializer writes', () => {
    for (const data of [
      answer,
      { ...answer, note: 'kept', place: { matched: false }, items: [] },
      { ...answer, place: null, kind: 'b' },
    ]) {
      expect(serialize(data)).toBe(libraryOwn(data));
    }
  });

  it('drops the keys the schema does not name, at every depth', () => {
    const written = JSON.parse(
      serialize({
        ...answer,
        passwordHash: 'secret',
        items: [{ cents: 1, label: 'x', internal: true }],
        place: { matched: true, name: 'Ibiza', ownerEmail: 'a@b.c' },
      }),
    );
    expect(written).toEqual({
      ...answer,
      items: [{ cents: 1, label: 'x' }],
    });
  });

  it('refuses an answer that does not match its schema', () => {
    expect(() => serialize({ ...answer, count: -1 })).toThrow(ResponseSerializationError);
    expect(() => serialize({ ...answer, id: 'not-a-uuid' })).toThrow(ResponseSerializationError);
    expect(() => serialize({ ...answer, kind: 'c' })).toThrow(ResponseSerializationError);
  });
});
