import { describe, expect, it } from 'vitest';
import { isUploadSignatureValid, signUpload, uploadUrlSeconds } from './signature';

const secret = 'upload-secret';
const now = new Date('2026-05-01T10:00:00Z');
const grant = {
  assetId: '4b0c3a1e-8f1e-4f55-9d0e-2d7c1f0b9a11',
  expires: now.getTime() / 1000 + uploadUrlSeconds,
  contentType: 'image/jpeg',
};

describe('upload URL signatures', () => {
  const signature = signUpload(secret, grant);

  it('accepts its own signature until it expires', () => {
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(isUploadSignatureValid(secret, grant, signature, now)).toBe(true);
    const atExpiry = new Date(grant.expires * 1000);
    expect(isUploadSignatureValid(secret, grant, signature, atExpiry)).toBe(true);
    const after = new Date(grant.expires * 1000 + 1000);
    expect(isUploadSignatureValid(secret, grant, signature, after)).toBe(false);
  });

  it('binds the asset, the expiry, the content type and the secret', () => {
    const changed = [
      { ...grant, assetId: grant.assetId.replace('4b', '5b') },
      { ...grant, expires: grant.expires + 60 },
      { ...grant, contentType: 'image/png' },
    ];
    for (const other of changed)
      expect(isUploadSignatureValid(secret, other, signature, now)).toBe(false);
    expect(isUploadSignatureValid('another-secret', grant, signature, now)).toBe(false);
  });

  it('refuses malformed signatures without throwing', () => {
    for (const bad of ['', 'short', `${signature}AA`, '!!!!'])
      expect(isUploadSignatureValid(secret, grant, bad, now)).toBe(false);
    expect(isUploadSignatureValid(secret, { ...grant, expires: Number.NaN }, signature, now)).toBe(
      false,
    );
  });
});
