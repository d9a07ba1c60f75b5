import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { errorCatalog } from '../../../shared/errors';
import type { TRouteEntry } from '../../plugins/route-table';
import type { TFuzzCase } from './cases';
import type { TFuzzWorld } from './world';

export type TFuzzResponse = { status: number; contentType: string; text: string };

/** A stream that never ends by design (server-sent events) is read up to its headers only. */
const endlessTypes = ['text/event-stream'];

/** The body as text, decompressed when a fuzzed `Accept-Encoding` had it compressed. */
async function readAll(stream: NodeJS.ReadableStream, encoding: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  const raw = Buffer.concat(chunks);
  const decoded =
    encoding === 'gzip'
      ? gunzipSync(raw)
      : encoding === 'br'
        ? brotliDecompressSync(raw)
        : encoding === 'deflate'
          ? inflateSync(raw)
          : raw;
  return decoded.toString('utf8');
}

/** Injects one generated request; the answer as status, content type and text. */
export async function sendCase(
  app: FastifyInstance,
  route: TRouteEntry,
  world: TFuzzWorld,
  fuzzCase: TFuzzCase,
): Promise<TFuzzResponse> {
  const headers: Record<string, string> = {
    ...world.headers[fuzzCase.identity],
    ...fuzzCase.headers,
  };
  if (fuzzCase.body?.contentType) headers['content-type'] = fuzzCase.body.contentType;
  const response = await app.inject({
    method: route.method,
    url: fuzzCase.url,
    headers,
    ...(fuzzCase.body ? { payload: fuzzCase.body.text } : {}),
    payloadAsStream: true,
  });
  const contentType = String(response.headers['content-type'] ?? '');
  if (endlessTypes.some((type) => contentType.startsWith(type))) {
    // closing the connection is what the browser does; the route then frees the stream
    response.raw.res.destroy();
    return { status: response.statusCode, contentType, text: '' };
  }
  const encoding = String(response.headers['content-encoding'] ?? '');
  const text = await readAll(response.stream(), encoding);
  return { status: response.statusCode, contentType, text };
}

const allowedKeys = new Set(['code', 'message', 'fields']);

function isMessage(value: unknown): boolean {
  const message = value as { es?: unknown; en?: unknown } | null;
  return (
    typeof message?.es === 'string' &&
    message.es.length > 0 &&
    typeof message.en === 'string' &&
    message.en.length > 0
  );
}

/**
 * What is wrong with an answer, or null: never a 5xx, and every 4xx is the error shape of
 * PRODUCT.md §7 (a catalogue code whose status it has, a message in es and en, nothing else but
 * `fields`; a validation error names its fields).
 */
export function problemOf(response: TFuzzResponse): string | null {
  const { status, text } = response;
  if (status >= 500) return `${status}: ${text.slice(0, 300)}`;
  if (status < 400) return null;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return `${status} is not JSON (${response.contentType}): ${text.slice(0, 200)}`;
  }
  const code = body?.code;
  const entry = typeof code === 'string' ? errorCatalog[code as keyof typeof errorCatalog] : null;
  if (!entry) return `${status} with an unknown code: ${text.slice(0, 200)}`;
  if (entry.status !== status) return `${status} with ${String(code)}, which is a ${entry.status}`;
  if (!isMessage(body.message)) return `${status} without a message in es and en: ${text}`;
  const extra = Object.keys(body).filter((key) => !allowedKeys.has(key));
  if (extra.length) return `${status} with extra keys ${extra.join(', ')}`;
  const fields = body.fields;
  if (fields !== undefined) {
    const valid =
      Array.isArray(fields) &&
      fields.every(
        (item: { field?: unknown; message?: unknown }) =>
          typeof item?.field === 'string' && isMessage(item.message),
      );
    if (!valid) return `${status} with malformed fields: ${text.slice(0, 300)}`;
  }
  if (code === 'AA00001' && !(Array.isArray(fields) && fields.length))
    return `400 validation error without fields: ${text.slice(0, 200)}`;
  return null;
}
