import { createHash } from 'node:crypto';

/** A stable UUID (version 5 layout) derived from a name: seeding the same data gives the same ids. */
export function stableUuid(name: string): string {
  const bytes = createHash('sha1').update(`marea:${name}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** `Beneteau Oceanis 38.1` → `beneteau-oceanis-38-1`; accents dropped. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
