import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TFieldError } from '../../../shared/errors';
import { ZCreateGroupRequest } from '../../../shared/schemas/group';
import { ApiError } from '../../lib/api';
import { useLang } from '../../lib/lang';
import { createGroup, makeDefaultCard } from './api';
import { describeZodIssue } from './field-messages';
import { emptyValues, requestBody, stepOfField } from './steps';
import { stepIds, type TChosenBoat, type TStepId, type TWizardValues } from './types';
import { forgetWizard, readSavedWizard, saveWizard } from './wizard-storage';

/** The card refusals of spec §8, shown on the passengers and payment step. */
export type TCardProblem = 'declined' | 'noCard';
const cardCodes: Record<string, TCardProblem> = { AA00045: 'declined', AA00074: 'noCard' };
// the boat was taken or no longer fits: back to choosing one
const boatCodes = new Set(['AA00078']);

function byStep(errors: TFieldError[]): Partial<Record<TStepId, TFieldError[]>> {
  const out: Partial<Record<TStepId, TFieldError[]>> = {};
  for (const error of errors) {
    const step = stepOfField(error.field);
    if (step) (out[step] ??= []).push(error);
  }
  return out;
}

/**
 * The wizard's state: the values of every step, the open step and how far the user got, the
 * boat chosen, and the server's messages waiting for a step. Saved to the tab on every change.
 */
export function useGroupWizard(firstDate: string) {
  const lang = useLang();
  const navigate = useNavigate();
  const [values, setValues] = useState<TWizardValues>(() => emptyValues(firstDate));
  const [index, setIndex] = useState(0);
  const [furthest, setFurthest] = useState(0);
  const [boat, setBoat] = useState<TChosenBoat | null>(null);
  const [waiting, setWaiting] = useState<Partial<Record<TStepId, TFieldError[]>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [cardProblem, setCardProblem] = useState<TCardProblem | null>(null);
  const [busy, setBusy] = useState(false);
  // a card chosen that is not the default one: it becomes the default when the group is sent
  const [newDefault, setNewDefault] = useState<string | null>(null);
  // bumped when saved values replace the first render's: the open step's form starts again
  const [run, setRun] = useState(0);
  const restored = useRef(false);

  useEffect(() => {
    const saved = readSavedWizard();
    restored.current = true;
    if (!saved) return;
    setValues({ ...emptyValues(firstDate), ...saved.values });
    setIndex(Math.min(saved.index, stepIds.length - 1));
    setFurthest(saved.furthest);
    setBoat(saved.boat);
    setRun((r) => r + 1);
  }, [firstDate]);

  useEffect(() => {
    if (restored.current) saveWizard({ values, index, furthest, boat });
  }, [values, index, furthest, boat]);

  useEffect(() => {
    if (run > 0 || index > 0) window.scrollTo({ top: 0 });
  }, [index, run]);

  const open = useCallback((next: number) => {
    setFailure(null);
    setIndex(next);
  }, []);

  /** Sends the messages to their steps and opens the first of them; true when there were any. */
  const route = (errors: TFieldError[]): boolean => {
    const grouped = byStep(errors);
    const first = stepIds.findIndex((id) => grouped[id]);
    if (first === -1) return false;
    setWaiting(grouped);
    setRun((r) => r + 1);
    open(first);
    return true;
  };

  const submit = async (all: TWizardValues) => {
    const checked = ZCreateGroupRequest.safeParse(requestBody(all));
    if (!checked.success) {
      const errors = checked.error.issues.map((issue) => ({
        field: issue.path.join('.'),
        message: describeZodIssue(issue),
      }));
      if (!route(errors)) setFailure(new Error(errors[0]?.message[lang]));
      return;
    }
    setBusy(true);
    try {
      if (newDefault && newDefault === all.cardId) {
        await makeDefaultCard(newDefault);
        setNewDefault(null);
      }
      const group = await createGroup(requestBody(all));
      forgetWizard();
      restored.current = false;
      await navigate(`/${lang}/groups/${group.id}`);
    } catch (error) {
      if (error instanceof ApiError && cardCodes[error.code]) {
        setCardProblem(cardCodes[error.code]!);
        open(stepIds.indexOf('passengers'));
      } else if (error instanceof ApiError && boatCodes.has(error.code)) {
        open(stepIds.indexOf('boat'));
        setFailure(error);
      } else if (!(error instanceof ApiError && route(error.fields))) {
        setFailure(error);
      }
    } finally {
      setBusy(false);
    }
  };

  const onNext = (patch: Partial<TWizardValues>, target = index + 1) => {
    const all = { ...values, ...patch };
    setValues(all);
    setWaiting(({ [stepIds[index]!]: _shown, ...rest }) => rest);
    if (index === stepIds.length - 1 && target > index) {
      void submit(all);
      return;
    }
    setFurthest((f) => Math.max(f, index + 1));
    open(target);
  };

  const onBack = (raw: Partial<TWizardValues>, target = index - 1) => {
    setValues((v) => ({ ...v, ...raw }));
    open(target);
  };

  return {
    values,
    setValues,
    index,
    furthest,
    run,
    boat,
    setBoat,
    waiting: waiting[stepIds[index]!] ?? [],
    failure,
    cardProblem,
    clearCardProblem: () => setCardProblem(null),
    setNewDefault,
    busy,
    onNext,
    onBack,
  };
}
