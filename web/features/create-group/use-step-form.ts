import { useEffect, useState } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type { TFieldError } from '../../../shared/errors';
import { useLang } from '../../lib/lang';
import { decodeMessage, encodeMessage } from './field-messages';
import type { TStepNav, TWizardValues } from './types';

/**
 * A step's form: its inputs checked by `resolver` (the step's shared schema), the server's
 * messages waiting for the step put under their fields, texts in the page's language.
 */
export function useStepForm<TValues extends FieldValues & Partial<TWizardValues>>(
  initial: TValues,
  resolver: Resolver<TValues>,
  initialErrors: TFieldError[],
  nav: TStepNav,
  /** the server's check of the step (its messages keep the step open) */
  check?: (values: TValues) => Promise<TFieldError[]>,
) {
  const lang = useLang();
  const form = useForm<TValues>({
    resolver,
    defaultValues: initial as DefaultValues<TValues>,
    reValidateMode: 'onChange',
  });
  const { setError, formState } = form;
  const [checking, setChecking] = useState(false);
  const showErrors = (errors: TFieldError[]) =>
    errors.forEach((error, index) =>
      setError(
        error.field as Path<TValues>,
        { type: 'server', message: encodeMessage(error.message) },
        { shouldFocus: index === 0 },
      ),
    );

  useEffect(() => {
    showErrors(initialErrors);
    // once, as the step opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const errorText = (name: string): string | null =>
    decodeMessage((get(formState.errors, name) as { message?: string } | undefined)?.message, lang);

  const submit = form.handleSubmit(async (checked) => {
    if (check) {
      setChecking(true);
      const errors = await check(checked).finally(() => setChecking(false));
      if (errors.length > 0) return showErrors(errors);
    }
    nav.onNext(checked);
  });

  return { form, errorText, submit, checking };
}
