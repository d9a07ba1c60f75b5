import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEarnings, ZEarningsQuery } from '../../../shared/schemas/earnings';
import { requireUser } from '../../plugins/auth';
import { earningsCsv } from '../../services/earnings/earnings-csv';
import { getEarnings } from '../../services/earnings/get-earnings';
import { requestLang } from '../auth/deps';

const tags = ['backoffice'];
const security = [{ bearerAuth: [] }];

/** The shipowner's earnings statement, from the ledger (docs/decisions/0032-earnings-and-fleet.md). */
export const earningsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/backoffice/earnings',
    {
      schema: {
        tags,
        security,
        summary:
          "The owner's gross, card fees, refunds, commission and net by month and by booking (admin: anyone's)",
        querystring: ZEarningsQuery,
        response: { 200: ZEarnings },
      },
    },
    async (request) => getEarnings(app.db, requireUser(request), request.query),
  );

  app.get(
    '/backoffice/earnings.csv',
    {
      schema: {
        tags,
        security,
        summary: 'The same statement as a CSV file (UTF-8 with BOM, `;`, amounts as 1234.56)',
        querystring: ZEarningsQuery,
      },
    },
    async (request, reply) => {
      const earnings = await getEarnings(app.db, requireUser(request), request.query);
      const lang = request.query.lang ?? requestLang(request);
      const { from, to } = earnings.period;
      const name =
        from.slice(0, 4) === to.slice(0, 4) && from.endsWith('-01') && to.endsWith('-12')
          ? from.slice(0, 4)
          : `${from}_${to}`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="marea-earnings-${name}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(earningsCsv(earnings, lang));
    },
  );
};
