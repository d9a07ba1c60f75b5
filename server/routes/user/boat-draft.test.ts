import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../db/factories';
import { boatFormSteps } from '../../../shared/schemas/boat-form';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { bearerFor, boatForm, fieldNames, uploadPictures } from '../backoffice/testing';

describe('the add-boat draft', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const basic = {
    name: 'Brisa',
    boat_type: 'sailboat',
    manufacturer: 'Beneteau',
    model: 'Oceanis 38.1',
    year: '2018',
    length: '11.5',
    number_of_places: 8,
    description_es: 'Velero cómodo y luminoso, perfecto para calas y puestas de sol.',
  };

  it('starts empty, saves step by step, resumes, and only moves forward', async () => {
    const headers = await bearerFor(t, await createUser(t.db));
    const save = (step: string, values: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/boat-draft',
        headers,
        payload: { step, values },
      });

    const empty = await t.app.inject({ url: '/api/user/boat-draft', headers });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ step: 0, data: {}, completedSteps: [], updatedAt: null });

    const first = await save('basic', basic);
    expect(first.statusCode).toBe(200);
    // values come back as the step's schema outputs them (numbers, defaults)
    expect(first.json()).toMatchObject({
      step: 1,
      completedSteps: ['basic'],
      data: { name: 'Brisa', year: 2018, length: 11.5, plans: [], description_en: '' },
    });
    expect(first.json().updatedAt).toEqual(expect.any(String));

    const third = await save('conditions', {
      skipper: 'none',
      cancelation_conditions: 'flexible',
      departure_time: '09:30',
      arrival_time: '18:00',
    });
    expect(third.json()).toMatchObject({ step: 3, completedSteps: ['basic', 'conditions'] });

    // going back to fix the first step keeps the rest and the furthest step reached
    const fixed = await save('basic', { ...basic, name: 'Brisa II' });
    expect(fixed.json()).toMatchObject({
      step: 3,
      data: { name: 'Brisa II', skipper: 'none', departure_time: '09:30' },
    });

    const resumed = await t.app.inject({ url: '/api/user/boat-draft', headers });
    expect(resumed.json()).toEqual(fixed.json());

    const dropped = await t.app.inject({ method: 'DELETE', url: '/api/user/boat-draft', headers });
    expect(dropped.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user/boat-draft', headers })).json().step).toBe(0);
  });

  it("validates with the step's own schema: 400 naming the fields", async () => {
    const headers = await bearerFor(t, await createUser(t.db));
    const save = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/user/boat-draft', headers, payload });

    const price = await save({
      step: 'price',
      values: {
        prices: {
          high: { day: 'abc', half_day: '' },
          mid: { day: '300', half_day: '' },
          low: { day: '200', half_day: '' },
        },
      },
    });
    expect(price.statusCode).toBe(400);
    expect(price.json().code).toBe('AA00001');
    expect(fieldNames(price.json())).toEqual(['prices.high.day']);
    expect(price.json().fields[0].message.en).toBe('Price format is XXXX.YY.');

    const times = await save({
      step: 'conditions',
      values: {
        skipper: 'optional',
        cancelation_conditions: 'strict',
        departure_time: '19:00',
        arrival_time: '10:00',
      },
    });
    expect(fieldNames(times.json()).sort()).toEqual(['arrival_time', 'skipper_price']);

    const step = await save({ step: 'review', values: {} });
    expect(step.statusCode).toBe(400);
    expect(fieldNames(step.json())).toEqual(['step']);
    // nothing was stored by the refused saves
    expect((await t.app.inject({ url: '/api/user/boat-draft', headers })).json().step).toBe(0);
  });

  it('a draft saved step by step is a boat POST /boat accepts, and submitting drops it', async () => {
    const headers = await bearerFor(t, await createUser(t.db));
    const form = boatForm(await uploadPictures(t, headers)) as Record<string, unknown>;
    for (const { id, schema } of boatFormSteps) {
      const keys = Object.keys(schema.shape);
      const values = Object.fromEntries(keys.filter((k) => k in form).map((k) => [k, form[k]]));
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/user/boat-draft',
        headers,
        payload: { step: id, values },
      });
      expect(res.statusCode, id).toBe(200);
    }
    const draft = (await t.app.inject({ url: '/api/user/boat-draft', headers })).json();
    expect(draft.completedSteps).toHaveLength(boatFormSteps.length);
    expect(draft.step).toBe(boatFormSteps.length - 1);
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/boat',
      headers,
      payload: draft.data,
    });
    expect(submitted.statusCode).toBe(201);
    expect((await t.app.inject({ url: '/api/user/boat-draft', headers })).json().step).toBe(0);
  });

  it('401 without a token', async () => {
    expect((await t.app.inject({ url: '/api/user/boat-draft' })).statusCode).toBe(401);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/user/boat-draft',
      payload: { step: 'basic', values: basic },
    });
    expect(put.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/user/boat-draft' })).statusCode).toBe(
      401,
    );
  });
});
