import { useCallback, useEffect, useRef, useState } from 'react';
import type { TFieldError } from '../../../shared/errors';
import {
  ZBoatForm,
  type TBoatForm,
  type TBoatFormInput,
  type TBoatFormStepId,
} from '../../../shared/schemas/boat-form';
import { ApiError } from '../../lib/api';
import { saveDraftStep, submitBoat, updateBoat } from './api';
import { describeZodIssue } from './field-messages';
import { reviewIndex, stepIds, stepOfField } from './steps';
import type { TStepNav, TWizardMode } from './types';

type TData = Partial<TBoatFormInput>;

export type TWizardOptions = {
  mode: TWizardMode;
  /** the boat being edited (edit mode) */
  boatId?: string;
  initialData: TData;
  initialIndex: number;
  /** every step is open in edit mode; in create mode, up to the furthest one reached */
  initialFurthest: number;
  onDone: (result: { id: string; slug?: string }) => void;
};

/** Field errors grouped by the step that asks for the field. */
function byStep(errors: TFieldError[]): Partial<Record<TBoatFormStepId, TFieldError[]>> {
  const out: Partial<Record<TBoatFormStepId, TFieldError[]>> = {};
  for (const error of errors) {
    const step = stepOfField(error.field);
    if (step) (out[step] ??= []).push({ ...error, field: error.field.replace(/^values\./, '') });
  }
  return out;
}

/**
 * The wizard's state: saved values, the open step, how far the user got, what was typed on
 * steps left with Back, and the messages waiting for a step. Each Next checks the step, saves it
 * to the draft (create mode) and moves on; the review sends the whole boat.
 */
export function useWizard(options: TWizardOptions) {
  const { mode, boatId, onDone } = options;
  const [data, setData] = useState<TData>(options.initialData);
  const [index, setIndex] = useState(options.initialIndex);
  const [furthest, setFurthest] = useState(options.initialFurthest);
  const [raw, setRaw] = useState<Partial<Record<TBoatFormStepId, object>>>({});
  const [waiting, setWaiting] = useState<Partial<Record<TBoatFormStepId, TFieldError[]>>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const openStep = useRef<{ read: () => object; submitTo: (target: number) => void } | null>(null);
  const stepId: TBoatFormStepId | null = index < reviewIndex ? (stepIds[index] ?? null) : null;

  useEffect(() => {
    if (typeof window !== 'undefined') window.scrollTo({ top: 0 });
  }, [index]);

  const open = useCallback(
    (next: number, keepRaw: object | null) => {
      if (stepId && keepRaw) setRaw((r) => ({ ...r, [stepId]: keepRaw }));
      setFailure(null);
      setIndex(next);
    },
    [stepId],
  );

  /** Sends errors to their steps; opens the first; answers those of the current step. */
  const route = (errors: TFieldError[]): TFieldError[] => {
    const grouped = byStep(errors);
    const first = stepIds.findIndex((id) => grouped[id]);
    if (first === -1) return [];
    if (first === index) return grouped[stepIds[first]!] ?? [];
    setWaiting(grouped);
    open(first, null);
    return [];
  };

  const fail = (error: unknown): TFieldError[] => {
    if (error instanceof ApiError && error.fields.some((f) => stepOfField(f.field)))
      return route(error.fields);
    setFailure(error);
    return [];
  };

  const submitAll = async (): Promise<TFieldError[]> => {
    const checked = ZBoatForm.safeParse(data);
    if (!checked.success)
      return route(
        checked.error.issues.map((issue) => ({
          field: issue.path.join('.'),
          message: describeZodIssue(issue),
        })),
      );
    const body: TBoatForm = checked.data;
    try {
      if (mode === 'edit' && boatId) {
        await updateBoat(boatId, body);
        onDone({ id: boatId });
      } else {
        onDone(await submitBoat(body));
      }
      return [];
    } catch (error) {
      return fail(error);
    }
  };

  const onNext = async (
    parsed: Record<string, unknown>,
    target = index + 1,
  ): Promise<TFieldError[]> => {
    setBusy(true);
    setFailure(null);
    try {
      if (!stepId) return await submitAll();
      if (mode === 'create') await saveDraftStep(stepId, parsed);
      setData((d) => ({ ...d, ...parsed }));
      setRaw(({ [stepId]: _saved, ...rest }) => rest);
      setWaiting(({ [stepId]: _shown, ...rest }) => rest);
      setFurthest((f) => Math.max(f, index + 1));
      open(target, null);
      return [];
    } catch (error) {
      return fail(error);
    } finally {
      setBusy(false);
    }
  };

  const nav: TStepNav = {
    mode,
    index,
    busy,
    failure: null,
    onBack: index > 0 ? (values) => open(index - 1, values) : null,
    onNext,
    onJump: (next) => {
      if (next === index || (mode === 'create' && next > furthest)) return;
      // ahead: the open step is checked and saved first, as with Next; back: kept as typed
      if (stepId && next > index && openStep.current) openStep.current.submitTo(next);
      else open(next, stepId ? (openStep.current?.read() ?? null) : null);
    },
    registerStep: (step) => {
      openStep.current = step;
    },
  };

  return { data, index, furthest, stepId, raw, waiting, failure, nav };
}
