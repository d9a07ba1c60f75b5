import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { TMessage } from '../../../shared/i18n';
import { issuesToFieldErrors } from '../../lib/field-messages';
import {
  describeIssue,
  validationMessages,
  type TValidationMessageKey,
} from '../../../shared/validation-messages';

export { decodeMessage, encodeMessage } from '../../lib/field-messages';

type TIssue = z.core.$ZodIssue;

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

/** The react-hook-form errors of zod issues, each message encoded in both languages. */
export function issuesToErrors(issues: readonly TIssue[]): FieldErrors {
  return issuesToFieldErrors(issues, describeZodIssue);
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
