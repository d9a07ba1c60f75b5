import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createScriptLoader,
  facebookLocale,
  facebookSdkUrl,
  googleSdkUrl,
  SocialLoginError,
  type TCreateScript,
} from './social-sdk';

type TFakeScript = {
  src: string;
  nonce: string;
  onLoad: () => void;
  onError: () => void;
  removed: boolean;
};

function fakeDom() {
  const scripts: TFakeScript[] = [];
  const createScript: TCreateScript = (src, nonce, events) => {
    const script: TFakeScript = { src, nonce, ...events, removed: false };
    scripts.push(script);
    return {
      remove: () => {
        script.removed = true;
      },
    };
  };
  return { scripts, createScript };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('SDK URLs', () => {
  it('loads Google Identity Services from its fixed URL', () => {
    expect(googleSdkUrl).toBe('https://accounts.google.com/gsi/client');
  });

  it('loads the Facebook SDK in the page language', () => {
    expect(facebookLocale('es')).toBe('es_ES');
    expect(facebookLocale('en')).toBe('en_GB');
    expect(facebookSdkUrl('es')).toBe('https://connect.facebook.net/es_ES/sdk.js');
    expect(facebookSdkUrl('en')).toBe('https://connect.facebook.net/en_GB/sdk.js');
  });
});

describe('createScriptLoader', () => {
  it('adds a script once per URL, with the nonce, and shares the promise', async () => {
    const dom = fakeDom();
    const load = createScriptLoader({ createScript: dom.createScript });
    const first = load('https://a.test/sdk.js', 'n0nce');
    const second = load('https://a.test/sdk.js', 'n0nce');
    expect(second).toBe(first);
    expect(dom.scripts).toHaveLength(1);
    expect(dom.scripts[0]).toMatchObject({ src: 'https://a.test/sdk.js', nonce: 'n0nce' });
    dom.scripts[0]?.onLoad();
    await expect(first).resolves.toBeUndefined();
    expect(load('https://a.test/sdk.js', 'n0nce')).toBe(first);
    expect(dom.scripts).toHaveLength(1);
    load('https://b.test/sdk.js', 'n0nce');
    expect(dom.scripts).toHaveLength(2);
  });

  it('rejects on an error event, removes the script and retries on the next call', async () => {
    const dom = fakeDom();
    const load = createScriptLoader({ createScript: dom.createScript });
    const first = load('https://a.test/sdk.js', 'n');
    dom.scripts[0]?.onError();
    await expect(first).rejects.toBeInstanceOf(SocialLoginError);
    await expect(first).rejects.toMatchObject({ kind: 'load' });
    expect(dom.scripts[0]?.removed).toBe(true);
    const second = load('https://a.test/sdk.js', 'n');
    expect(second).not.toBe(first);
    expect(dom.scripts).toHaveLength(2);
    dom.scripts[1]?.onLoad();
    await expect(second).resolves.toBeUndefined();
  });

  it('rejects when the script has not loaded after 10 seconds', async () => {
    vi.useFakeTimers();
    const dom = fakeDom();
    const load = createScriptLoader({ createScript: dom.createScript });
    const pending = load('https://a.test/sdk.js', 'n');
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(dom.scripts[0]?.removed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ kind: 'load' });
    expect(dom.scripts[0]?.removed).toBe(true);
    // a late load event changes nothing; the next call adds the script again
    dom.scripts[0]?.onLoad();
    load('https://a.test/sdk.js', 'n');
    expect(dom.scripts).toHaveLength(2);
  });

  it('does not cache a script that failed while being created', async () => {
    let calls = 0;
    const load = createScriptLoader({
      createScript: (_src, _nonce, { onError }) => {
        calls += 1;
        onError();
        return { remove: () => {} };
      },
    });
    await expect(load('https://a.test/sdk.js', 'n')).rejects.toMatchObject({ kind: 'load' });
    await expect(load('https://a.test/sdk.js', 'n')).rejects.toMatchObject({ kind: 'load' });
    expect(calls).toBe(2);
  });
});
