import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { boatDrafts } from '../../../db/schema';
import { presentBoatDraft, type TBoatDraft } from './present-boat-draft';

/** The user's saved wizard progress; an empty draft when there is none. */
export async function getBoatDraft(db: TDatabase, userId: string): Promise<TBoatDraft> {
  const [row] = await db.select().from(boatDrafts).where(eq(boatDrafts.userId, userId));
  return presentBoatDraft(row);
}
