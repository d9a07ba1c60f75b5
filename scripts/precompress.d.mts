/** Precompresses every text asset of at least 1 KB under `dir` (brotli and gzip); returns how many. */
export function precompressAssets(dir: string): number;
