import { describe, expect, it } from 'vitest';
import { validBoatForm } from '../../../shared/schemas/boat-form.fixture';
import { boatFormSteps, ZBoatForm } from '../../../shared/schemas/boat-form';
import { notNumbers, toStepInput, toStepValues } from './form-values';

describe('draft ↔ form values', () => {
  it('shows saved values as inputs and reads them back to the same valid boat', () => {
    const saved = validBoatForm();
    let data = {};
    for (const { id, schema } of boatFormSteps) {
      const values = toStepValues(id, saved);
      const parsed = schema.parse(toStepInput(id, values));
      data = { ...data, ...parsed };
    }
    expect(ZBoatForm.safeParse(data).success).toBe(true);
    expect(data).toMatchObject({
      name: 'Brisa',
      year: 2018,
      length: 11.5,
      skipper_price: '180.00',
      prices: { high: { day: '450', half_day: '280.50' }, low: { half_day: null } },
    });
  });

  it('starts a new boat with empty inputs and sensible defaults', () => {
    expect(toStepValues('basic', {})).toMatchObject({ name: '', year: '', plans: [] });
    expect(toStepValues('accommodation', {})).toEqual({
      day_places: '',
      night_places: '0',
      cabins: '0',
      baths: '0',
    });
    expect(toStepValues('conditions', {})).toMatchObject({
      min_days: '1',
      departure_time: '10:00',
      arrival_time: '19:00',
    });
    expect(toStepValues('location', {}).harbor).toBeNull();
  });

  it('cuts stored times to HH:MM', () => {
    const values = toStepValues('conditions', { departure_time: '09:30:00' });
    expect(values.departure_time).toBe('09:30');
  });

  it('sends empty optional inputs as null and empty required ones as missing', () => {
    const basic = { ...toStepValues('basic', validBoatForm()), renovation_year: ' ', year: '' };
    expect(toStepInput('basic', basic)).toMatchObject({ renovation_year: null, year: undefined });
    const technical = toStepValues('technical', { fuel_type: 'diesel', beam: 3.9 });
    expect(toStepInput('technical', { ...technical, max_speed: '7,5' })).toMatchObject({
      beam: '3.9',
      max_speed: '7.5',
      depth: null,
    });
  });

  it('drops the skipper price when the boat sails without a skipper', () => {
    const values = { ...toStepValues('conditions', validBoatForm()), skipper: 'none' };
    expect(toStepInput('conditions', values)).toMatchObject({ skipper_price: null });
  });

  it('names the number inputs that hold something else', () => {
    const values = { ...toStepValues('basic', validBoatForm()), length: '11,5', year: 'dos mil' };
    expect(notNumbers('basic', values)).toEqual(['year']);
    expect(notNumbers('pictures', { gallery: [] })).toEqual([]);
  });
});
