import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { boatDrafts } from '../../../db/schema';

/** Drops the draft (the user starts over); nothing to drop is fine. */
export async function deleteBoatDraft(db: TDatabase, userId: string): Promise<void> {
  await db.delete(boatDrafts).where(eq(boatDrafts.userId, userId));
}
