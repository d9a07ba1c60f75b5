import { describe, expect, it } from 'vitest';
import { isThreadPage } from './chat-widget';

describe('the widget on a conversation page', () => {
  it('knows the thread pages, not the lists', () => {
    expect(isThreadPage('/es/settings/inbox/6edb2004-d094-4b83-8f41-d4489eec74d3')).toBe(true);
    expect(isThreadPage('/en/settings/inbox/new')).toBe(true);
    expect(isThreadPage('/en/backoffice/messages/abc')).toBe(true);
    expect(isThreadPage('/en/backoffice/support/abc')).toBe(true);
    expect(isThreadPage('/es/settings/inbox')).toBe(false);
    expect(isThreadPage('/es/backoffice/messages')).toBe(false);
    expect(isThreadPage('/es/boats/llaut-es-trenc')).toBe(false);
  });
});
