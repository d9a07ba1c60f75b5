import { boatFormSteps, type TBoatFormStepId } from '../../../shared/schemas/boat-form';

export type TBoatDraft = {
  /** index in `boatFormSteps` of the furthest step the user may open */
  step: number;
  /** the saved steps' values, merged, as their schemas output them */
  data: Record<string, unknown>;
  /** the steps whose saved values are valid today, in wizard order */
  completedSteps: TBoatFormStepId[];
  updatedAt: string | null;
};

/** A draft row as the API shows it; no row is the empty draft. */
export function presentBoatDraft(
  row: { step: number; data: unknown; updatedAt: Date } | undefined,
): TBoatDraft {
  const data = (row?.data ?? {}) as Record<string, unknown>;
  return {
    step: row?.step ?? 0,
    data,
    // saved (one of its fields is there: a step of defaults alone would pass) and still valid
    completedSteps: boatFormSteps
      .filter(
        ({ schema }) =>
          Object.keys(schema.shape).some((key) => key in data) && schema.safeParse(data).success,
      )
      .map(({ id }) => id),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}
