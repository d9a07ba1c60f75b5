import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3';

/** A tiny S3 stand-in (path-style PUT/GET/DELETE), recording what the client sent. */
function fakeS3(): { server: Server; objects: Map<string, Buffer>; requests: IncomingMessage[] } {
  const objects = new Map<string, Buffer>();
  const requests: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    requests.push(req);
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'PUT') {
        objects.set(path, Buffer.concat(chunks));
        res.writeHead(200, { etag: '"1"' }).end();
      } else if (req.method === 'GET') {
        const body = objects.get(path);
        if (!body)
          res
            .writeHead(404, { 'content-type': 'application/xml' })
            .end('<Error><Code>NoSuchKey</Code></Error>');
        else res.writeHead(200, { 'content-length': String(body.length) }).end(body);
      } else if (req.method === 'DELETE') {
        objects.delete(path);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  return { server, objects, requests };
}

describe('S3 storage', () => {
  const fake = fakeS3();
  let endpoint: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  it('puts, reads and removes objects under the prefix, with signed requests', async () => {
    const storage = createS3Storage({
      bucket: 'marea',
      region: 'eu-west-1',
      endpoint,
      forcePathStyle: true,
      accessKeyId: 'AKIDTEST',
      secretAccessKey: 'secret',
      prefix: 'media/',
    });
    await storage.put('boats/a.svg', '<svg/>');
    expect(fake.objects.get('/marea/media/boats/a.svg')?.toString()).toBe('<svg/>');
    expect((await storage.read('boats/a.svg')).toString()).toBe('<svg/>');
    const auth = String(fake.requests[0]!.headers.authorization);
    expect(auth).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-west-1\/s3\/aws4_request/,
    );
    await storage.remove('boats/a.svg');
    expect(fake.objects.size).toBe(0);
    await expect(storage.read('boats/a.svg')).rejects.toThrow();
  });

  it('gives up on a bucket that never answers, after the request timeout and two retries', async () => {
    // a server that reads each request and never answers it
    let received = 0;
    const silent = createServer(() => {
      received += 1;
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const storage = createS3Storage({
        bucket: 'marea',
        region: 'eu-west-1',
        endpoint: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
        forcePathStyle: true,
        accessKeyId: 'AKIDTEST',
        secretAccessKey: 'secret',
        prefix: '',
        timeoutsMs: { connect: 1_000, request: 300 },
      });
      const started = Date.now();
      await expect(storage.put('boats/a.svg', '<svg/>')).rejects.toMatchObject({
        name: 'TimeoutError',
      });
      expect(received).toBe(3);
      // three attempts of 300 ms and the SDK's backoff between them, not a request left hanging
      expect(Date.now() - started).toBeLessThan(4_000);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
