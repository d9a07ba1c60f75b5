import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelationConditions,
  fuelTypes,
  skipperPolicies,
  ZBoatForm,
} from '../../../shared/schemas/boat-form';
import { requireUser } from '../../plugins/auth';
import { boatStatuses } from '../../services/boat-review/boat-summaries';
import type { TBoatWriteDeps } from '../../services/boat-write/deps';
import { getBoatForm } from '../../services/boat-write/get-boat-form';
import { removeBoat } from '../../services/boat-write/remove-boat';
import { submitBoat } from '../../services/boat-write/submit-boat';
import { updateBoat } from '../../services/boat-write/update-boat';

const tags = ['boat'];
const security = [{ bearerAuth: [] }];
const ZParams = z.object({ id: z.uuid() });
const ZWritten = z.object({ id: z.uuid(), slug: z.string(), status: z.enum(boatStatuses) });

const price = z.string().nullable();
const number = z.number().nullable();
/** `ZBoatForm`'s fields as stored, loosely typed: an old boat may miss what the form requires now. */
const ZBoatFormValues = z.object({
  status: z.enum(boatStatuses),
  name: z.string(),
  boat_type: z.string(),
  manufacturer: z.string(),
  model: z.string(),
  year: z.number(),
  renovation_year: number,
  length: z.number(),
  number_of_places: z.number(),
  description_es: z.string(),
  description_en: z.string(),
  plans: z.array(z.string()),
  day_places: z.number(),
  night_places: z.number(),
  cabins: z.number(),
  baths: z.number(),
  skipper: z.enum(skipperPolicies),
  skipper_price: price,
  required_titling: z.string().nullable(),
  min_days: z.number(),
  deposit: price,
  cancelation_conditions: z.enum(cancelationConditions),
  departure_time: z.string(),
  arrival_time: z.string(),
  equipment: z.object({
    outdoor: z.array(z.string()),
    electronic: z.array(z.string()),
    other: z.array(z.string()),
  }),
  harbour: z.string(),
  berth: z.string().nullable(),
  map_headlines: z.string().nullable(),
  harbor: z.object({ lat: z.number(), lon: z.number() }),
  gallery: z.array(z.uuid()),
  prices: z.record(z.enum(['high', 'mid', 'low']), z.object({ day: z.string(), half_day: price })),
  fuel_price_per_hour: price,
  seasons: z.array(
    z.object({
      start_date: z.string(),
      end_date: z.string(),
      season: z.enum(['high', 'mid', 'low']),
    }),
  ),
  fuel_type: z.enum(fuelTypes),
  engine_power: number,
  max_speed: number,
  cruise_speed: number,
  average_consumption: number,
  water_tank_capacity: number,
  fuel_tank_capacity: number,
  beam: number,
  depth: number,
});

/**
 * Submitting, editing and removing boats (PRODUCT.md §8). Any logged-in user may submit; edits
 * and removal are the owner's or an admin's (another user gets 403).
 */
export const boatWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: TBoatWriteDeps = { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl };

  app.post(
    '/boat',
    {
      schema: {
        tags,
        security,
        summary: 'Submits a boat: it waits for an admin review (status pending_review)',
        body: ZBoatForm,
        response: { 201: ZWritten },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      const boat = await submitBoat(deps, me.id, request.body);
      return reply.status(201).send(boat);
    },
  );

  app.get(
    '/boat/:id/form',
    {
      schema: {
        tags,
        security,
        summary: "The boat as the add-boat wizard's values, to edit it (owner or admin)",
        params: ZParams,
        response: { 200: ZBoatFormValues },
      },
    },
    async (request) => getBoatForm(app.db, requireUser(request).id, request.params.id),
  );

  app.put(
    '/boat/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Replaces the boat (owner or admin); a rejected boat goes back to review',
        params: ZParams,
        body: ZBoatForm,
        response: { 200: ZWritten },
      },
    },
    async (request) => updateBoat(app.db, requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/boat/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Removes the boat (owner or admin); refused while it has future bookings',
        params: ZParams,
        response: { 200: z.object({ id: z.uuid(), status: z.literal('removed') }) },
      },
    },
    async (request) =>
      removeBoat(app.db, requireUser(request).id, request.params.id, {
        db: app.db,
        mailer: app.mailer,
        publicUrl: app.config.publicUrl,
        log: app.log,
      }),
  );
};
