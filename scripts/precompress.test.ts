import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressAssets } from './precompress.mjs';

describe('precompressAssets', () => {
  it('writes brotli and gzip twins of text assets of 256 bytes or more, and skips the rest', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'marea-precompress-'));
    const script = `console.log(${JSON.stringify('marea '.repeat(400))});`;
    writeFileSync(path.join(dir, 'app.js'), script);
    writeFileSync(path.join(dir, 'tiny.js'), 'x()');
    // a small chunk, as the build emits dozens of them
    writeFileSync(
      path.join(dir, 'chunk.js'),
      `export const a = ${JSON.stringify('b'.repeat(300))};`,
    );
    writeFileSync(path.join(dir, 'photo.webp'), Buffer.alloc(4096));

    expect(precompressAssets(dir)).toBe(2);
    expect(existsSync(path.join(dir, 'chunk.js.br'))).toBe(true);
    const br = readFileSync(path.join(dir, 'app.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
    expect(gunzipSync(readFileSync(path.join(dir, 'app.js.gz'))).toString()).toBe(script);
    expect(existsSync(path.join(dir, 'tiny.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'photo.webp.br'))).toBe(false);
  });
});
