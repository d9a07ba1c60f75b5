import type { FieldError, FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import type { TLang, TMessage } from '../../shared/i18n';

type TIssue = z.core.$ZodIssue;

/**
 * Field messages travel through react-hook-form as strings; the wizards keep both languages in
 * them (JSON of `{ es, en }`), so a language switch mid-form translates the messages shown too.
 */
export function encodeMessage(message: TMessage): string {
  return JSON.stringify({ es: message.es, en: message.en });
}

/** The text of an encoded message in a language; other strings are shown as they are. */
export function decodeMessage(message: string | undefined, lang: TLang): string | null {
  if (!message) return null;
  try {
    const parsed = JSON.parse(message) as Partial<TMessage> | null;
    if (typeof parsed?.es === 'string' && typeof parsed.en === 'string')
      return parsed[lang] ?? null;
  } catch {
    // not encoded: a plain text
  }
  return message;
}

/** Puts an error under a dotted path of a nested errors object (`prices.high.day`). */
function setPath(target: Record<string, unknown>, path: (string | number)[], error: FieldError) {
  let node = target;
  path.forEach((key, index) => {
    const name = String(key);
    if (index === path.length - 1) {
      node[name] ??= error;
      return;
    }
    node[name] ??= {};
    node = node[name] as Record<string, unknown>;
  });
}

/**
 * The react-hook-form errors of zod issues, each message (`describe`, in both languages) encoded;
 * the first issue of a field wins.
 */
export function issuesToFieldErrors(
  issues: readonly TIssue[],
  describe: (issue: TIssue) => TMessage,
): FieldErrors {
  const errors: Record<string, unknown> = {};
  for (const issue of issues) {
    const path = issue.path.length > 0 ? issue.path.map((p) => p as string | number) : ['root'];
    setPath(errors, path, { type: issue.code, message: encodeMessage(describe(issue)) });
  }
  return errors as FieldErrors;
}
