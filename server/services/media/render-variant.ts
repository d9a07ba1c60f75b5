import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { TDatabase } from '../../../db/client';
import { assets } from '../../../db/schema';
import type { TPictureWidth } from '../../../shared/media';
import type { TStorage } from '../../adapters/storage/local';

export type TMediaRenderer = (assetId: string, width: TPictureWidth) => Promise<Buffer | null>;

/**
 * Resized WebP variants of stored pictures, made on first request and cached on disk. An asset id
 * names immutable content, so a cached variant never goes stale. Concurrent requests for the same
 * variant share one rendering.
 */
export function createMediaRenderer(
  db: TDatabase,
  storage: TStorage,
  cacheDir: string,
): TMediaRenderer {
  const inFlight = new Map<string, Promise<Buffer | null>>();

  async function render(assetId: string, width: TPictureWidth): Promise<Buffer | null> {
    const cached = path.join(cacheDir, assetId, `${width}.webp`);
    try {
      return await readFile(cached);
    } catch {
      // not rendered yet
    }
    const [asset] = await db
      .select({
        storageKey: assets.storageKey,
        contentType: assets.contentType,
        width: assets.width,
      })
      .from(assets)
      .where(and(eq(assets.id, assetId), eq(assets.status, 'ready')));
    if (!asset) return null;
    const original = await storage.read(asset.storageKey);
    const isVector = asset.contentType === 'image/svg+xml';
    // Rasterise vectors at the density that gives the target width directly: sharp, not blurry.
    const density = isVector && asset.width ? Math.max(1, (72 * width) / asset.width) : undefined;
    const output = await sharp(original, density ? { density } : {})
      .resize({ width, withoutEnlargement: !isVector })
      .webp({ quality: 78, effort: 3 })
      .toBuffer();
    await mkdir(path.dirname(cached), { recursive: true });
    const temporary = `${cached}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, output);
    await rename(temporary, cached);
    return output;
  }

  return (assetId, width) => {
    const key = `${assetId}/${width}`;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = render(assetId, width).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  };
}
