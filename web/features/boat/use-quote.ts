import { useEffect, useState } from 'react';
import type { TBoatQuote, TQuoteChoice } from '../../../shared/dto/boat-details';
import { ApiError } from '../../lib/api';
import { fetchQuote } from './api';
import { changeChoice, type TChoiceRules } from './choice';

export type TQuoteState = {
  choice: TQuoteChoice;
  quote: TBoatQuote | null;
  error: unknown;
  loading: boolean;
  change: (patch: Partial<TQuoteChoice>) => void;
  /** the server's message for one field of the request, if it refused it */
  fieldError: (field: string) => ApiError | null;
};

/**
 * The calculator's choice and its quote. The server-rendered page already carries the quote of
 * the first choice; every later change asks `GET /boat/{id}/quote` again, the last answer wins.
 */
export function useQuote(
  boatId: string,
  initial: { choice: TQuoteChoice; quote: TBoatQuote | null },
  rules: TChoiceRules,
): TQuoteState {
  const [choice, setChoice] = useState(initial.choice);
  const [result, setResult] = useState<{ quote: TBoatQuote | null; error: unknown }>({
    quote: initial.quote,
    error: null,
  });
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (choice === initial.choice) return;
    const controller = new AbortController();
    setLoading(true);
    // a short pause so that clicking through a stepper asks once
    const timer = setTimeout(() => {
      fetchQuote(boatId, choice, controller.signal)
        .then((quote) => {
          // an abort while the body is read resolves instead of rejecting (web/lib/api.ts)
          if (!controller.signal.aborted) setResult({ quote, error: null });
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setResult({ quote: null, error });
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, 120);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [boatId, choice, initial.choice]);

  return {
    choice,
    quote: result.quote,
    error: result.error,
    loading,
    change: (patch) => setChoice((current) => changeChoice(current, patch, rules)),
    fieldError: (field) =>
      result.error instanceof ApiError && result.error.fields.some((f) => f.field === field)
        ? result.error
        : null,
  };
}
