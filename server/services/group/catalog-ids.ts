import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { boatTypes, harbours, plans } from '../../../db/schema';

/** A plan's id by slug; null when left out or unknown. */
export async function planIdOf(db: TDbOrTx, slug: string | null): Promise<number | null> {
  if (!slug) return null;
  const [row] = await db.select({ id: plans.id }).from(plans).where(eq(plans.slug, slug));
  return row?.id ?? null;
}

/** A harbour's id by slug; null when there is none. */
export async function harbourIdOf(db: TDbOrTx, slug: string): Promise<number | null> {
  const [row] = await db.select({ id: harbours.id }).from(harbours).where(eq(harbours.slug, slug));
  return row?.id ?? null;
}

/** A boat type's id by slug; null when left out or unknown (any type). */
export async function boatTypeIdOf(db: TDbOrTx, slug: string | null): Promise<number | null> {
  if (!slug) return null;
  const [row] = await db
    .select({ id: boatTypes.id })
    .from(boatTypes)
    .where(eq(boatTypes.slug, slug));
  return row?.id ?? null;
}
