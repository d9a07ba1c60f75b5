import { useEffect } from 'react';
import { get, useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import type { TFieldError } from '../../../shared/errors';
import { boatFormSteps, type TBoatFormStepId } from '../../../shared/schemas/boat-form';
import { useLang } from '../../lib/lang';
import { decodeMessage, encodeMessage, schemaResolver } from './field-messages';
import { notNumbers, toStepInput, type TStepValues } from './form-values';
import type { TStepProps } from './types';

const schemaOf = (step: TBoatFormStepId) => boatFormSteps.find((s) => s.id === step)!.schema;

/**
 * A step's form: its inputs checked with the step's shared schema (plus `extraIssues`, the rules
 * that need other steps' values), server messages put under their fields, texts in the page's
 * language.
 */
export function useStepForm<S extends TBoatFormStepId>(
  step: S,
  { initial, initialErrors, nav }: Pick<TStepProps<S>, 'initial' | 'initialErrors' | 'nav'>,
  extraIssues?: (parsed: Record<string, unknown>) => z.core.$ZodIssue[],
) {
  type TValues = TStepValues[S] & FieldValues;
  const lang = useLang();
  const form = useForm<TValues, unknown, Record<string, unknown>>({
    resolver: schemaResolver<TValues>(
      schemaOf(step),
      (v) => toStepInput(step, v),
      extraIssues,
      (v) => notNumbers(step, v),
    ),
    defaultValues: initial as DefaultValues<TValues>,
    reValidateMode: 'onChange',
  });
  const { setError, getValues, formState } = form;

  const showErrors = (errors: TFieldError[]) =>
    errors.forEach((error, index) =>
      setError(
        error.field.replace(/^values\./, '') as Path<TValues>,
        { type: 'server', message: encodeMessage(error.message) },
        { shouldFocus: index === 0 },
      ),
    );

  useEffect(() => {
    showErrors(initialErrors);
    nav.registerStep({
      read: () => getValues(),
      submitTo: (target) =>
        void form.handleSubmit(async (parsed) => showErrors(await nav.onNext(parsed, target)))(),
    });
    // once, as the step opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const errorText = (name: string): string | null =>
    decodeMessage((get(formState.errors, name) as { message?: string } | undefined)?.message, lang);

  const submit = form.handleSubmit(async (parsed) => {
    showErrors(await nav.onNext(parsed));
  });

  return { form, errorText, submit };
}
