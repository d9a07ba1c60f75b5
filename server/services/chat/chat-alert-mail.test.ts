import { describe, expect, it } from 'vitest';
import { chatInboxLink, excerptOf } from './chat-alert-mail';

describe('excerptOf', () => {
  it('keeps a short message whole, on one line', () => {
    expect(excerptOf('  Hola,\n\n¿está libre?  ')).toBe('Hola, ¿está libre?');
  });

  it('cuts a long one between words, with an ellipsis', () => {
    const long = 'palabra '.repeat(40);
    const excerpt = excerptOf(long);
    expect(excerpt.length).toBeLessThanOrEqual(140);
    expect(excerpt).toMatch(/palabra…$/);
  });

  it('cuts a long word where it must', () => {
    expect(excerptOf('a'.repeat(300))).toBe(`${'a'.repeat(139)}…`);
  });
});

describe('chatInboxLink', () => {
  it('links to the conversation in the recipient’s language', () => {
    expect(chatInboxLink('https://marea.boats/', 'en', 'abc')).toBe(
      'https://marea.boats/en/settings/inbox/abc',
    );
  });
});
