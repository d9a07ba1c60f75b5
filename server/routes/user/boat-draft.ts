import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { boatFormSteps } from '../../../shared/schemas/boat-form';
import { requireUser } from '../../plugins/auth';
import { deleteBoatDraft } from '../../services/boat-write/delete-boat-draft';
import { getBoatDraft } from '../../services/boat-write/get-boat-draft';
import { saveBoatDraftStep } from '../../services/boat-write/save-boat-draft-step';

const tags = ['boat'];
const security = [{ bearerAuth: [] }];
const stepIds = boatFormSteps.map((s) => s.id) as [
  (typeof boatFormSteps)[number]['id'],
  ...(typeof boatFormSteps)[number]['id'][],
];

const ZDraft = z.object({
  step: z.number().int(),
  data: z.record(z.string(), z.unknown()),
  completedSteps: z.array(z.enum(stepIds)),
  updatedAt: z.iso.datetime().nullable(),
});

const ZSaveStep = z.object({
  step: z.enum(stepIds),
  values: z.record(z.string(), z.unknown()),
});

/**
 * The add-boat wizard's saved progress, one draft per user: each step is validated with its own
 * schema when saved, so a user can leave and come back where they were.
 */
export const boatDraftRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/boat-draft',
    {
      schema: {
        tags,
        security,
        summary: 'The saved add-boat draft (an empty one when there is none)',
        response: { 200: ZDraft },
      },
    },
    async (request) => getBoatDraft(app.db, requireUser(request).id),
  );

  app.put(
    '/user/boat-draft',
    {
      schema: {
        tags,
        security,
        summary: "Saves one wizard step's values, validated with that step's schema",
        body: ZSaveStep,
        response: { 200: ZDraft },
      },
    },
    async (request) =>
      saveBoatDraftStep(app.db, requireUser(request).id, request.body.step, request.body.values),
  );

  app.delete(
    '/user/boat-draft',
    {
      schema: {
        tags,
        security,
        summary: 'Drops the add-boat draft',
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await deleteBoatDraft(app.db, requireUser(request).id);
      return { message: 'success' };
    },
  );
};
