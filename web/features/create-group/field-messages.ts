import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { TLang, TMessage } from '../../../shared/i18n';
import {
  describeIssue,
  validationMessages,
  type TValidationMessageKey,
} from '../../../shared/validation-messages';

type TIssue = z.core.$ZodIssue;

/**
 * Field messages travel through react-hook-form as strings holding both languages (JSON of
 * `{ es, en }`), so switching language mid-form translates the messages shown too.
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
    // a plain text
  }
  return message;
}

/** One zod issue in both languages: its named message, else a plain description of its kind. */
export function describeZodIssue(issue: TIssue): TMessage {
  const { code, message, path: _path, ...params } = issue;
  if (Object.hasOwn(validationMessages, message))
    return validationMessages[message as TValidationMessageKey];
  // every input holds a string: a wrong type means the field was left empty
  if (code === 'invalid_type') return validationMessages.required;
  return describeIssue({
    keyword: code,
    message: '',
    params: { ...params, input: 'input' in issue ? issue.input : undefined },
  });
}

/** A custom issue of a rule that crosses fields or steps, named by its message key. */
export function customIssue(path: (string | number)[], key: TValidationMessageKey): TIssue {
  return { code: 'custom', path, message: key, input: undefined };
}

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

/** The react-hook-form errors of zod issues, each message encoded in both languages. */
export function issuesToErrors(issues: readonly TIssue[]): FieldErrors {
  const errors: Record<string, unknown> = {};
  for (const issue of issues) {
    const path = issue.path.length > 0 ? issue.path.map((p) => p as string | number) : ['root'];
    setPath(errors, path, { type: issue.code, message: encodeMessage(describeZodIssue(issue)) });
  }
  return errors as FieldErrors;
}

/**
 * Checks a step's inputs with its shared schema (after `toInput`) and the rules that need
 * other values (`extra`); the form's values stay the raw inputs (the wizard keeps those).
 */
export function stepResolver<TValues extends FieldValues>(
  schema: z.ZodType,
  toInput: (values: TValues) => object,
  extra?: (values: TValues) => TIssue[],
): Resolver<TValues> {
  return async (values) => {
    const result = schema.safeParse(toInput(values));
    // every message at once; a field's own (schema) message comes before a crossing rule's
    const issues = [...(result.success ? [] : result.error.issues), ...(extra?.(values) ?? [])];
    if (issues.length > 0)
      return { values: {}, errors: issuesToErrors(issues) as FieldErrors<TValues> };
    return { values, errors: {} };
  };
}
