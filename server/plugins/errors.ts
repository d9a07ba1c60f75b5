import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  if (status === 404) return [404, body('AA00004')];
  if (status >= 400 && status < 500) {
    // a 400 always names what is wrong: the body, or else the request as a whole (a bad path)
    const aboutBody =
      error.code?.startsWith('FST_ERR_CTP') || error.code === 'FST_ERR_ROUTE_MISSING_CONTENT_TYPE';
    const field = aboutBody
      ? {
          field: 'body',
          message: {
            es: 'El cuerpo de la petición no es válido.',
            en: 'The request body is not valid.',
          },
        }
      : {
          field: 'request',
          message: { es: 'La petición no es válida.', en: 'The request is not valid.' },
        };
    return [400, { ...body('AA00001'), fields: [field] }];
  }
  return null;
}

/**
 * Fastify's `frameworkErrors`: what it rejects before any route or hook runs (a malformed escape
 * such as `/api/%`, a path parameter over 100 characters) leaves in our shape too, as a 400.
 */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code !== 'FST_ERR_BAD_URL' && error.code !== 'FST_ERR_MAX_PARAM_LENGTH') {
    request.log.error({ err: error }, 'request failed');
    void reply.status(500).send(body('AA00008'));
    return;
  }
  request.log.info({ err: error }, 'request rejected');
  const message = { es: 'La dirección no es válida.', en: 'The address is not valid.' };
  void reply.status(400).send({ ...body('AA00001'), fields: [{ field: 'params', message }] });
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
