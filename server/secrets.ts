import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TConfig } from './config';

export type TSecrets = { jwt: string; cookie: string; assetUrl: string };
const names = ['jwt', 'cookie', 'assetUrl'] as const;

/**
 * Secrets come from the environment when set; otherwise they are generated on first start and kept
 * in `DATA_DIR/secrets.json` (mode 0600), so restarts keep sessions and signed URLs valid.
 * Several app nodes must share them through the environment.
 */
export async function loadSecrets(config: TConfig): Promise<TSecrets> {
  const file = path.join(config.dataDir, 'secrets.json');
  let stored: Partial<TSecrets> = {};
  try {
    stored = JSON.parse(await readFile(file, 'utf8')) as Partial<TSecrets>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const missing = names.filter((name) => !config.secretOverrides[name] && !stored[name]);
  if (missing.length > 0) {
    for (const name of missing) stored[name] = randomBytes(48).toString('base64url');
    await mkdir(config.dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return {
    jwt: config.secretOverrides.jwt ?? stored.jwt!,
    cookie: config.secretOverrides.cookie ?? stored.cookie!,
    assetUrl: config.secretOverrides.assetUrl ?? stored.assetUrl!,
  };
}
