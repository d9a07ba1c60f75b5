// An HTTPS + HTTP/2 front for the app, as a deployment's reverse proxy would be: browsers speak
// HTTP/2 only over TLS, and Lighthouse's simulated slow network charges every HTTP/1.1 request a
// queue on six connections, where HTTP/2 multiplexes them on one. A self-signed certificate for
// 127.0.0.1 (the browser is told to accept it) is written under `dir`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createSecureServer } from 'node:http2';
import path from 'node:path';

// HTTP/1.1 connection headers that HTTP/2 forbids
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade']);

function selfSignedCertificate(dir) {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
    ].concat(['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert]),
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** Listens on `port` and forwards every stream to the app on `appPort`; resolves to a closer. */
export async function startH2Proxy({ port, appPort, dir }) {
  const server = createSecureServer(selfSignedCertificate(dir));
  server.on('stream', (stream, headers) => {
    const forwarded = {};
    for (const [name, value] of Object.entries(headers)) {
      if (!name.startsWith(':')) forwarded[name] = value;
    }
    forwarded.host = headers[':authority'];
    const upstream = request(
      {
        host: '127.0.0.1',
        port: appPort,
        method: headers[':method'],
        path: headers[':path'],
        headers: forwarded,
      },
      (response) => {
        const answer = { ':status': response.statusCode };
        for (const [name, value] of Object.entries(response.headers)) {
          if (!hopByHop.has(name)) answer[name] = value;
        }
        if (stream.destroyed) return response.resume();
        stream.respond(answer);
        response.pipe(stream);
      },
    );
    upstream.on('error', () => stream.destroyed || stream.close());
    stream.on('error', () => upstream.destroy());
    stream.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise((resolve) => server.close(resolve));
}
