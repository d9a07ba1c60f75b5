import { describe, expect, it } from 'vitest';
import { maxPictureBytes, pictureProblem } from './picture-file';

describe('profile picture files', () => {
  it('accepts JPG, PNG and WebP up to 10 MB', () => {
    expect(pictureProblem({ type: 'image/jpeg', size: 1 })).toBeNull();
    expect(pictureProblem({ type: 'image/png', size: maxPictureBytes })).toBeNull();
    expect(pictureProblem({ type: 'image/webp', size: 2048 })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(pictureProblem({ type: 'image/gif', size: 10 })).toBe('invalidType');
    expect(pictureProblem({ type: 'application/pdf', size: 10 })).toBe('invalidType');
    expect(pictureProblem({ type: '', size: 10 })).toBe('invalidType');
    expect(pictureProblem({ type: 'image/png', size: maxPictureBytes + 1 })).toBe('tooBig');
  });
});
