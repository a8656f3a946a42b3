import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializer, undirected } from './answer-serializer.ts';

const serializerOf = (schema: z.ZodType) =>
  answerSerializer({ schema, method: 'GET', url: '/x', httpStatus: '200' });

const row = z.object({
  id: z.uuid(),
  name: z.string().min(1),
  count: z.number().int(),
  status: z.enum(['Pending', 'Completed']),
  note: z.string().nullable().optional(),
});

describe('the answers serializer', () => {
  it('takes plain schemas as undirected, and whatever parses differently from how it encodes as directed', () => {
    const page = z.object({ rows: z.array(row), total: z.number(), tags: z.record(z.string(), z.boolean()) });
    expect(undirected(page)).toBe(true);
    expect(undirected(z.union([row, z.literal('none')]))).toBe(true);
    expect(undirected(z.tuple([z.string()], z.number()).readonly())).toBe(true);
    for (const directed of [
      z.object({ n: z.number().default(0) }),
      z.object({ n: z.number().prefault(0) }),
      z.object({ n: z.number().catch(0) }),
      z.object({ at: z.string().transform((s) => new Date(s)) }),
      z.object({ at: z.iso.datetime().pipe(z.string()) }),
      z.array(
        z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() }),
      ),
      z.object({ n: z.coerce.number() }),
      z.object({ inner: z.lazy(() => row) }),
      z.object({ n: z.custom<number>((v) => typeof v === 'number') }),
    ]) {
      expect(undirected(directed)).toBe(false);
    }
  });

  it('writes only what the schema names, checked as zod parses it', () => {
    const write = serializerOf(z.object({ rows: z.array(row), total: z.number() }));
    const answer = {
      rows: [
        {
          id: '0b9f2c0e-6f7a-4a3e-9f3c-1d2e3f4a5b6c',
          name: 'Hodan',
          count: 2,
          status: 'Pending',
          pan: '4111111111111111',
        },
      ],
      total: 1,
      secret: 'x',
    };
    expect(JSON.parse(write(answer))).toEqual({
      rows: [{ id: '0b9f2c0e-6f7a-4a3e-9f3c-1d2e3f4a5b6c', name: 'Hodan', count: 2, status: 'Pending' }],
      total: 1,
    });
  });

  it('refuses an answer its schema does not hold, as a serialization error', () => {
    const write = serializerOf(z.object({ rows: z.array(row) }));
    for (const wrong of [
      { rows: [{ id: 'nope', name: 'Hodan', count: 1, status: 'Pending' }] },
      { rows: 'none' },
      null,
    ]) {
      let thrown: unknown;
      try {
        write(wrong);
      } catch (err) {
        thrown = err;
      }
      expect(isResponseSerializationError(thrown)).toBe(true);
    }
  });

  it('encodes a directed schema: a codec writes its encoded side', () => {
    const at = z.codec(z.iso.datetime(), z.date(), {
      decode: (s) => new Date(s),
      encode: (d) => d.toISOString(),
    });
    const write = serializerOf(z.object({ at }));
    expect(JSON.parse(write({ at: new Date('2026-11-21T09:00:00.000Z') }))).toEqual({
      at: '2026-11-21T09:00:00.000Z',
    });
  });
});
