import { Writable } from 'node:stream';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { TranslationProvider } from './i18n/translation';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { areasOf } from './i18n/areas';
import { pageI18n } from './i18n/i18n.server';
import { langFromPath } from './lib/lang';
import { scriptsAfterPaint } from './lib/scripts-after-paint.server';
import { NonceProvider } from './lib/nonce';

export const streamTimeout = 10_000;

/**
 * Renders the page in the URL's language: for people from its shell on, for crawlers once all of
 * it is ready (the same today: nothing suspends for data), and answers with the whole page.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const lang = langFromPath(new URL(request.url).pathname);
  // the core and the areas the matched routes declare: what the browser will hydrate with
  const { matches } = routerContext.staticHandlerContext;
  const areas = areasOf(matches.map((match) => routerContext.routeModules[match.route.id]?.handle));
  const i18n = pageI18n(lang, areas);
  const nonce = loadContext.cspNonce;
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    // the whole page, then sent in one piece (decision 0065): no loader streams data for later
    const chunks: Buffer[] = [];
    const page = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timeout);
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', 'no-cache');
        const body = scriptsAfterPaint(Buffer.concat(chunks));
        resolve(
          new Response(
            new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength),
            {
              headers: responseHeaders,
              status,
            },
          ),
        );
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <TranslationProvider i18n={i18n}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </TranslationProvider>
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          status = responseStatusCode;
          pipe(page);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    // React renders in a later microtask: the callbacks above run after this line
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
