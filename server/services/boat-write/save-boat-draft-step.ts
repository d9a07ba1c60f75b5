import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { boatDrafts } from '../../../db/schema';
import { boatFormSteps, type TBoatFormStepId } from '../../../shared/schemas/boat-form';
import { validationError } from './field-errors';
import { presentBoatDraft, type TBoatDraft } from './present-boat-draft';

const lastStep = boatFormSteps.length - 1;

/**
 * Saves one step: its values are validated with that step's schema (the one the browser used;
 * a 400 names the step's own fields), merged over what the draft holds, and the furthest step
 * reached only ever moves forward. One statement, so two tabs saving at once both land.
 */
export async function saveBoatDraftStep(
  db: TDatabase,
  userId: string,
  stepId: TBoatFormStepId,
  values: Record<string, unknown>,
): Promise<TBoatDraft> {
  const index = boatFormSteps.findIndex((s) => s.id === stepId);
  const parsed = boatFormSteps[index]!.schema.safeParse(values);
  if (!parsed.success) throw validationError(parsed.error);
  const [row] = await db
    .insert(boatDrafts)
    .values({ userId, step: Math.min(index + 1, lastStep), data: parsed.data })
    .onConflictDoUpdate({
      target: boatDrafts.userId,
      set: {
        step: sql`greatest(${boatDrafts.step}, excluded.step)`,
        data: sql`${boatDrafts.data} || excluded.data`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return presentBoatDraft(row);
}
