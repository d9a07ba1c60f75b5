import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCatalog, type TErrorBody, type TErrorCode } from '../../shared/errors';
import { describeIssue } from '../../shared/validation-messages';
import { AppError } from '../errors';
import { pgErrorCode } from '../lib/pg-errors';

function body(code: TErrorCode): TErrorBody {
  const { es, en } = errorCatalog[code];
  return { code, message: { es, en } };
}

/** Fastify's own 4xx errors (bad JSON, wrong content type, body too large) in our shape. */
function fromFastifyError(error: FastifyError): [number, TErrorBody] | null {
  const status = error.statusCode ?? 500;
  if (status === 413) return [413, body('AA00009')];
  if (status === 415) return [415, body('AA00010')];
  if (status === 429) return [429, body('AA00007')];
  if (status >= 400 && status < 500) {
    const fields =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code?.startsWith('FST_ERR_CTP')
        ? [
            {
              field: 'body',
              message: {
                es: 'El cuerpo de la petición no es válido.',
                en: 'The request body is not valid.',
              },
            },
          ]
        : undefined;
    return [
      status === 404 ? 404 : 400,
      { ...body(status === 404 ? 'AA00004' : 'AA00001'), fields },
    ];
  }
  return null;
}

/** PostgreSQL errors that come from the client's request, not from a bug. */
function fromDatabaseError(error: unknown): [number, TErrorBody] | null {
  const code = pgErrorCode(error);
  if (code === '23505' || code === '23P01' || code === '40001' || code === '40P01')
    return [409, body('AA00006')];
  return null;
}

/**
 * One error handler for the whole API: every error leaves as `{ code, message: { es, en } }`
 * with the right status; 5xx details are logged with the request id and never sent.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const payload: TErrorBody = { code: error.code, message: error.messages };
      if (error.fields) payload.fields = error.fields;
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send(payload);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const fields = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || where,
        message: describeIssue({
          keyword: issue.keyword,
          message: issue.message ?? '',
          params: issue.params as Record<string, unknown>,
        }),
      }));
      return reply.status(400).send({ ...body('AA00001'), fields });
    }
    const mapped = fromFastifyError(error) ?? fromDatabaseError(error);
    if (mapped && mapped[0] < 500) {
      request.log.info({ err: error }, 'request rejected');
      return reply.status(mapped[0]).send(mapped[1]);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body('AA00008'));
  });
}
