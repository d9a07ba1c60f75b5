import {
  boatFormSteps,
  type TBoatFormInput,
  type TBoatFormStepId,
} from '../../../shared/schemas/boat-form';

export const stepIds = boatFormSteps.map((s) => s.id);
/** The index after the eight steps: the review before sending. */
export const reviewIndex = boatFormSteps.length;

/** The fields each step owns, from its schema. */
const stepFields: Record<TBoatFormStepId, readonly string[]> = Object.fromEntries(
  boatFormSteps.map(({ id, schema }) => [id, Object.keys(schema.shape)]),
) as unknown as Record<TBoatFormStepId, readonly string[]>;

/** Which step asks for a field (`prices.high.day` → price); null for an unknown one. */
export function stepOfField(path: string): TBoatFormStepId | null {
  const head = path.replace(/^values\./, '').split('.')[0] ?? '';
  return stepIds.find((id) => stepFields[id].includes(head)) ?? null;
}

/** The index of a step kept by the server as an index or an id; -1 when unknown. */
export function stepIndex(step: number | string | null | undefined): number {
  if (typeof step === 'number' && Number.isInteger(step)) {
    return Math.max(-1, Math.min(step, boatFormSteps.length - 1));
  }
  return stepIds.indexOf(step as TBoatFormStepId);
}

/** Whether the saved values pass a step's schema. */
export function isStepComplete(step: TBoatFormStepId, data: Partial<TBoatFormInput>): boolean {
  const entry = boatFormSteps.find((s) => s.id === step);
  return entry ? entry.schema.safeParse(data).success : false;
}

/**
 * Where a saved draft resumes: at the furthest step the server lets the user open, but never
 * past the first step whose values are missing or no longer valid (nothing is skipped unseen).
 * Once every step is saved and the last one is open, the review.
 */
export function resumeIndex(
  step: number | string | null | undefined,
  data: Partial<TBoatFormInput>,
): number {
  const open = Math.max(0, stepIndex(step));
  const firstIncomplete = stepIds.findIndex((id) => !isStepComplete(id, data));
  if (firstIncomplete === -1) return open >= reviewIndex - 1 ? reviewIndex : open;
  return Math.min(open, firstIncomplete);
}
