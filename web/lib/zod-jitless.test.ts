import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { preferInterpretedZod } from './zod-jitless';

describe('preferInterpretedZod', () => {
  it('switches Zod to interpreted parsers through its global config', () => {
    expect(z.config().jitless).not.toBe(true);
    preferInterpretedZod();
    expect(z.config().jitless).toBe(true);
    // and schemas still parse
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});
