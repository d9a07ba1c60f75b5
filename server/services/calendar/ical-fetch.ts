import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { TMessage } from '../../../shared/i18n';
import { AppError, appError } from '../../errors';

export type TIcalFetchOptions = {
  /** ICAL_ALLOW_PRIVATE_HOSTS: tests and local feeds; never in production */
  allowPrivateHosts: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
};

export const icalFetchLimits = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 };

/** Loopback, private, link-local, carrier-grade NAT, multicast and reserved ranges. */
const privateRanges = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  privateRanges.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  privateRanges.addSubnet(net, prefix, 'ipv6');

/** Whether an IP address is one the server must not fetch from for a user. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return privateRanges.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const failure = (reason: TMessage): AppError => appError('AA00110', reason);
const refused = () => appError('AA00112');

/** DNS lookup that refuses private answers: checked where the socket connects (no rebinding). */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses as unknown as LookupAddress[];
      const bad = !allowPrivate && list.some((a) => isPrivateAddress(a.address));
      if (bad || list.length === 0)
        return callback(Object.assign(new Error('refused'), { code: 'EPRIVATE' }), '', 4);
      if (options.all) return callback(null, list as never);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

function get(url: URL, options: Required<TIcalFetchOptions>, signal: AbortSignal) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(url, {
      lookup: guardedLookup(options.allowPrivateHosts),
      signal,
      headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'Marea-Calendar/1.0' },
    });
    request.on('response', resolve);
    request.on('error', reject);
  });
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      response.destroy();
      throw failure({
        es: 'El calendario pesa más de 2 MB.',
        en: 'The calendar is larger than 2 MB.',
      });
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The text at an http(s) calendar URL, fetched by the server: 10 s in all, at most 2 MB, at most
 * 3 redirects, never from a private address unless allowed. Fails with 422 AA00110 (with the
 * reason) or AA00112 (a private address).
 */
export async function fetchIcalText(address: string, input: TIcalFetchOptions): Promise<string> {
  const options = { ...icalFetchLimits, ...input } as Required<TIcalFetchOptions>;
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = new URL(address);
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw failure({
        es: 'Solo se admiten direcciones http y https.',
        en: 'Only http and https addresses are supported.',
      });
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (!options.allowPrivateHosts && isIP(host) && isPrivateAddress(host)) throw refused();
    let response: IncomingMessage;
    try {
      response = await get(url, options, signal);
    } catch (error) {
      throw fetchError(error, signal);
    }
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      if (hop >= options.maxRedirects)
        throw failure({ es: 'Demasiadas redirecciones.', en: 'Too many redirects.' });
      url = new URL(response.headers.location, url);
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw failure({
        es: `El servidor del calendario respondió con el error ${status}.`,
        en: `The calendar's server answered with error ${status}.`,
      });
    }
    try {
      return await readBody(response, options.maxBytes);
    } catch (error) {
      throw fetchError(error, signal);
    }
  }
}

function fetchError(error: unknown, signal: AbortSignal): AppError {
  if (error instanceof AppError) return error;
  if ((error as { code?: string }).code === 'EPRIVATE') return refused();
  if (signal.aborted)
    return failure({
      es: 'El servidor del calendario no respondió en 10 segundos.',
      en: "The calendar's server did not answer within 10 seconds.",
    });
  return failure({
    es: 'No hemos podido conectar con el servidor del calendario.',
    en: "We could not connect to the calendar's server.",
  });
}
