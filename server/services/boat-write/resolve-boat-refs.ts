import { and, eq, inArray, or } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import {
  assets,
  boatPictures,
  boatTypes,
  degrees,
  equipment,
  harbours,
  plans,
} from '../../../db/schema';
import type { TBoatForm } from '../../../shared/schemas/boat-form';
import { fieldError, foreignPicture, unknownOption } from './field-errors';

export type TBoatRefs = {
  boatTypeId: number;
  harbourId: number;
  requiredDegreeId: number | null;
  planIds: number[];
  equipmentIds: number[];
  /** the gallery's asset ids, in order; the first is the cover */
  assetIds: string[];
};

const categories = ['outdoor', 'electronic', 'other'] as const;

/**
 * Turns the form's catalogue slugs into ids and checks the gallery; anything unknown is a 400
 * naming the field (`harbour`, `plans.1`, `equipment.outdoor.0`, `gallery`). Pictures must be
 * ready `boat_picture` uploads of the boat's owner or of the admin editing it, or already on
 * this boat (a demo boat's generated pictures have no uploader).
 */
export async function resolveBoatRefs(
  tx: TDbOrTx,
  form: TBoatForm,
  pictureOwnerIds: string[],
  boatId?: string,
): Promise<TBoatRefs> {
  const [type] = await tx
    .select({ id: boatTypes.id })
    .from(boatTypes)
    .where(eq(boatTypes.slug, form.boat_type));
  if (!type) throw fieldError('boat_type', unknownOption);
  const [harbour] = await tx
    .select({ id: harbours.id })
    .from(harbours)
    .where(eq(harbours.slug, form.harbour));
  if (!harbour) throw fieldError('harbour', unknownOption);

  let requiredDegreeId: number | null = null;
  if (form.required_titling) {
    const [degree] = await tx
      .select({ id: degrees.id })
      .from(degrees)
      .where(eq(degrees.slug, form.required_titling));
    if (!degree) throw fieldError('required_titling', unknownOption);
    requiredDegreeId = degree.id;
  }

  const planRows = form.plans.length
    ? await tx
        .select({ id: plans.id, slug: plans.slug })
        .from(plans)
        .where(inArray(plans.slug, form.plans))
    : [];
  const planIds = form.plans.map((slug, index) => {
    const row = planRows.find((p) => p.slug === slug);
    if (!row) throw fieldError(`plans.${index}`, unknownOption);
    return row.id;
  });

  const wanted = categories.flatMap((category) => form.equipment[category]);
  const equipmentRows = wanted.length
    ? await tx.select().from(equipment).where(inArray(equipment.slug, wanted))
    : [];
  const equipmentIds = categories.flatMap((category) =>
    form.equipment[category].map((slug, index) => {
      const row = equipmentRows.find((e) => e.slug === slug && e.category === category);
      if (!row) throw fieldError(`equipment.${category}.${index}`, unknownOption);
      return row.id;
    }),
  );

  return {
    boatTypeId: type.id,
    harbourId: harbour.id,
    requiredDegreeId,
    planIds: [...new Set(planIds)],
    equipmentIds: [...new Set(equipmentIds)],
    assetIds: await checkGallery(tx, form.gallery, pictureOwnerIds, boatId),
  };
}

async function checkGallery(
  tx: TDbOrTx,
  gallery: string[],
  ownerIds: string[],
  boatId: string | undefined,
): Promise<string[]> {
  if (new Set(gallery).size !== gallery.length) throw fieldError('gallery', foreignPicture);
  const onThisBoat = boatId
    ? inArray(
        assets.id,
        tx
          .select({ id: boatPictures.assetId })
          .from(boatPictures)
          .where(eq(boatPictures.boatId, boatId)),
      )
    : undefined;
  const usable = await tx
    .select({ id: assets.id })
    .from(assets)
    .where(
      and(
        inArray(assets.id, gallery),
        eq(assets.kind, 'boat_picture'),
        eq(assets.status, 'ready'),
        or(inArray(assets.ownerId, ownerIds), onThisBoat),
      ),
    );
  if (usable.length !== gallery.length) throw fieldError('gallery', foreignPicture);
  return gallery;
}
