import { useState } from 'react';
import type { FieldError, FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from '../../i18n/translation';
import type { TMessage } from '../../../shared/i18n';
import { ApiError } from '../../lib/api';
import { fieldText } from '../../lib/errors';
import { useLang } from '../../lib/lang';

/** The server's per-field messages, in both languages, for the fields this form has. */
export function serverFieldMessages(
  error: unknown,
  fields: readonly string[],
): Record<string, TMessage> {
  if (!(error instanceof ApiError)) return {};
  const out: Record<string, TMessage> = {};
  for (const field of error.fields) {
    if (fields.includes(field.field) && !out[field.field]) out[field.field] = field.message;
  }
  return out;
}

/**
 * Field messages for a react-hook-form form, in the page's language: the shared validation keys
 * of client-side checks, and the server's own `{ es, en }` per-field messages after a failed call
 * (kept in both languages, so switching language mid-form translates them too).
 */
export function useFieldErrors<T extends FieldValues>(
  errors: FieldErrors<T>,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) {
  const { t } = useTranslation();
  const lang = useLang();
  const [server, setServer] = useState<Record<string, TMessage>>({});

  /** Puts a failed call's field messages under their fields; true when there was any. */
  const showServerErrors = (error: unknown): boolean => {
    const messages = serverFieldMessages(error, fields);
    setServer(messages);
    const names = Object.keys(messages) as Path<T>[];
    names.forEach((name, index) =>
      setError(name, { type: 'server', message: messages[name]?.en }, { shouldFocus: index === 0 }),
    );
    return names.length > 0;
  };

  /** Puts one message (a known error code's) under a field. */
  const showFieldMessage = (name: Path<T>, message: TMessage) => {
    setServer((current) => ({ ...current, [name]: message }));
    setError(name, { type: 'server', message: message.en }, { shouldFocus: true });
  };

  const errorText = (name: Path<T>): string | null => {
    const error = errors[name] as FieldError | undefined;
    if (!error) return null;
    if (error.type === 'server' && server[name]) return server[name][lang];
    return fieldText(error.message, lang, t);
  };

  return { errorText, showServerErrors, showFieldMessage };
}
