import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { TLang } from '../../../shared/i18n';
import { describeIssue } from '../../../shared/validation-messages';

/**
 * Checks a form with the API's own schema and words (shared/validation-messages.ts): the
 * browser shows the message the server would answer, in the page's language.
 */
export function sharedSchemaResolver(
  schema: z.ZodType,
  lang: TLang,
): Resolver<Record<string, unknown>> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data as Record<string, unknown>, errors: {} };
    const errors: FieldErrors<Record<string, unknown>> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      if (errors[field]) continue;
      const message = describeIssue({
        keyword: issue.code,
        message: issue.message,
        params: issue as unknown as Record<string, unknown>,
      })[lang];
      errors[field] = { type: issue.code, message };
    }
    return { values: {}, errors };
  };
}
