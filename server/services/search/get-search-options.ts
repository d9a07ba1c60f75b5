import { asc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { boats, boatTypes, destinations, harbours, plans } from '../../../db/schema';
import type { TSearchOptions } from '../../../shared/dto/search';
import type { TLang } from '../../../shared/i18n';

/** The choices of the search filters: boat types, plans, and destinations that have boats. */
export async function getSearchOptions(db: TDbOrTx, lang: TLang): Promise<TSearchOptions> {
  const es = lang === 'es';
  const [typeRows, planRows, destinationRows] = await Promise.all([
    db
      .select({
        slug: boatTypes.slug,
        name: es ? boatTypes.nameEs : boatTypes.nameEn,
        isAquaticToy: boatTypes.isAquaticToy,
      })
      .from(boatTypes)
      .orderBy(asc(boatTypes.position), asc(boatTypes.id)),
    db
      .select({ slug: plans.slug, name: es ? plans.nameEs : plans.nameEn })
      .from(plans)
      .orderBy(asc(plans.position), asc(plans.id)),
    db
      .select({ slug: destinations.slug, name: destinations.name })
      .from(destinations)
      .where(
        sql`exists (select 1 from ${boats} join ${harbours} on ${harbours.id} = ${boats.harbourId} where ${harbours.destinationId} = ${destinations.id} and ${eq(boats.status, 'published')})`,
      )
      .orderBy(asc(destinations.position), asc(destinations.name)),
  ]);
  return { boatTypes: typeRows, plans: planRows, destinations: destinationRows };
}
