import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { TMessage } from '../../../shared/i18n';
import { issuesToFieldErrors } from '../../lib/field-messages';
import { describeIssue, validationMessages } from '../../../shared/validation-messages';

export { decodeMessage, encodeMessage } from '../../lib/field-messages';

type TIssue = z.core.$ZodIssue;

/** The message of a number input holding letters (checked before the schema, which says NaN). */
export const notANumber = 'notANumber';

/** Issues of a value that was there but out of range: their shared key 'required' misleads. */
function isRangeIssue(issue: TIssue): boolean {
  if (issue.code === 'too_small' || issue.code === 'too_big') return issue.origin === 'number';
  return issue.code === 'invalid_type' && issue.expected === 'int';
}

/** One zod issue in both languages: its named message, else a plain description of its kind. */
export function describeZodIssue(issue: TIssue): TMessage {
  if (issue.code === 'invalid_type' && issue.expected === 'int')
    return { es: 'Escribe un número entero.', en: 'Enter a whole number.' };
  // every input holds a string: a wrong type means the field was left empty
  if (issue.code === 'invalid_type') return validationMessages.required;
  if (issue.code === 'custom' && issue.message === notANumber)
    return { es: 'Escribe un número.', en: 'Enter a number.' };
  if (issue.code === 'too_small' && issue.origin === 'number' && !issue.inclusive)
    return {
      es: `Debe ser mayor que ${String(issue.minimum)}.`,
      en: `Must be more than ${String(issue.minimum)}.`,
    };
  const { code, message, path: _path, ...params } = issue;
  const named = Object.hasOwn(validationMessages, message) && !isRangeIssue(issue);
  return describeIssue({
    keyword: code,
    message: named ? message : '',
    params: { ...params, input: 'input' in issue ? issue.input : undefined },
  });
}

/** The react-hook-form errors of zod issues, each message encoded in both languages. */
export function issuesToErrors(issues: readonly TIssue[]): FieldErrors {
  return issuesToFieldErrors(issues, describeZodIssue);
}

/**
 * A resolver that validates a step's inputs with its shared schema after mapping them to what
 * the schema reads (`toInput`); valid values come out parsed (numbers, nulls, defaults).
 */
export function schemaResolver<TValues extends FieldValues>(
  schema: z.ZodType,
  toInput: (values: TValues) => object,
  extraIssues?: (parsed: Record<string, unknown>) => TIssue[],
  notNumbers: (values: TValues) => string[] = () => [],
): Resolver<TValues, unknown, Record<string, unknown>> {
  return async (values) => {
    const result = schema.safeParse(toInput(values));
    if (!result.success) {
      const bad = notNumbers(values);
      const issues: TIssue[] = [
        ...bad.map((name): TIssue => ({
          code: 'custom',
          path: [name],
          message: notANumber,
          input: undefined,
        })),
        ...result.error.issues.filter((issue) => !bad.includes(String(issue.path[0]))),
      ];
      return { values: {}, errors: issuesToErrors(issues) as FieldErrors<TValues> };
    }
    const parsed = result.data as Record<string, unknown>;
    const extra = extraIssues?.(parsed) ?? [];
    if (extra.length > 0)
      return { values: {}, errors: issuesToErrors(extra) as FieldErrors<TValues> };
    return { values: parsed, errors: {} };
  };
}
