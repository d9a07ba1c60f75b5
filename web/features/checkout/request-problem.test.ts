import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { requestProblemOf } from './request-problem';

const message = { es: 'x', en: 'y' };
const api = (status: number, code: string, fields: { field: string }[] = []) =>
  new ApiError(
    status,
    code,
    message,
    fields.map((f) => ({ ...f, message })),
  );

describe('requestProblemOf', () => {
  it('knows the booking codes', () => {
    expect(requestProblemOf(api(422, 'AA00054'))).toEqual({ kind: 'licence' });
    expect(requestProblemOf(api(409, 'AA00052'))).toEqual({ kind: 'taken' });
    expect(requestProblemOf(api(422, 'AA00047'))).toEqual({ kind: 'noCard' });
  });

  it('puts a 400 at its field', () => {
    expect(
      requestProblemOf(api(400, 'AA00001', [{ field: 'end_date' }, { field: 'people' }])),
    ).toEqual({ kind: 'trip', messages: [message, message] });
    expect(requestProblemOf(api(400, 'AA00001', [{ field: 'message' }]))).toEqual({
      kind: 'message',
      message,
    });
  });

  it('shows anything else as it came', () => {
    const late = api(422, 'AA00055');
    expect(requestProblemOf(late)).toEqual({ kind: 'other', error: late });
    const network = new Error('offline');
    expect(requestProblemOf(network)).toEqual({ kind: 'other', error: network });
  });
});
