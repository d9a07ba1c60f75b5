import { describe, expect, it } from 'vitest';
import { ZCreateGroupRequest } from '../../../shared/schemas/group';
import { issuesToErrors, decodeMessage } from './field-messages';
import { emptyValues, requestBody, stepOfField } from './steps';

describe('create-group steps', () => {
  it('finds the step of a field, nested ones included', () => {
    expect(stepOfField('harbour')).toBe('place');
    expect(stepOfField('max_price')).toBe('boat');
    expect(stepOfField('passengers.1.email')).toBe('passengers');
    expect(stepOfField('note')).toBe('name');
    expect(stepOfField('unknown')).toBeNull();
  });

  it('turns the inputs into the request body the shared schema accepts', () => {
    const body = requestBody({
      ...emptyValues('2027-07-14'),
      harbour: 'port-olimpic',
      plan: 'coastal-day-trip',
      number_of_people: '6',
      max_price: ' 80 ',
      boatId: '6f1c7a52-5d0e-4d59-9a51-0f6f4b8a9f10',
      passengers: [{ name: ' Ana ', email: 'ANA@example.com ' }],
      group_name: 'Calas',
      note: 'Un día de calas y baño.',
    });
    expect(body).toMatchObject({ region: null, boat_kind: null, max_price: '80', cardId: null });
    expect(ZCreateGroupRequest.safeParse(body).success).toBe(true);
  });

  it('keeps both languages in the messages of an empty step', () => {
    const result = ZCreateGroupRequest.safeParse(requestBody(emptyValues('2027-07-14')));
    expect(result.success).toBe(false);
    const errors = issuesToErrors(result.error!.issues) as Record<string, { message: string }>;
    expect(decodeMessage(errors.harbour?.message, 'es')).toBe('Elige el puerto.');
    expect(decodeMessage(errors.plan?.message, 'en')).toBe('Choose the route.');
    expect(decodeMessage(errors.boatId?.message, 'en')).toBe('Choose a boat.');
  });
});
