import { describe, expect, it } from 'vitest';
import { boatFormSteps, ZBoatForm, ZBoatPriceStep } from './boat-form';
import { validBoatForm } from './boat-form.fixture';

const fieldsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);

describe('boat form', () => {
  it('accepts a complete boat', () => {
    const result = ZBoatForm.safeParse(validBoatForm());
    expect(fieldsOf(result)).toEqual([]);
  });

  it('names each field that breaks a rule, once', () => {
    const result = ZBoatForm.safeParse({
      ...validBoatForm(),
      name: '',
      skipper_price: null,
      arrival_time: '09:00',
      day_places: 12,
      cruise_speed: 9,
      prices: {
        ...validBoatForm().prices,
        high: { day: '300', half_day: '310' },
        low: { day: '12.345' },
      },
    });
    expect(fieldsOf(result).sort()).toEqual([
      'arrival_time:timesOrder',
      'cruise_speed:cruiseOverMax',
      'day_places:overCapacity',
      'name:required',
      'prices.high.half_day:halfDayOverDay',
      'prices.low.day:invalidPrice',
      'skipper_price:skipperPriceRequired',
    ]);
  });

  it('refuses overlapping or reversed own seasons', () => {
    const result = ZBoatPriceStep.safeParse({
      ...validBoatForm(),
      seasons: [
        { start_date: '2026-05-01', end_date: '2026-05-31', season: 'mid' },
        { start_date: '2026-05-20', end_date: '2026-05-10', season: 'high' },
      ],
    });
    expect(fieldsOf(result)).toContain('seasons.1.end_date:seasonsOrder');
    expect(fieldsOf(result)).toContain('seasons.0.start_date:seasonsOverlap');
  });

  it('has the eight steps of the spec, each validating its own part', () => {
    expect(boatFormSteps.map((s) => s.id)).toEqual([
      'basic',
      'accommodation',
      'conditions',
      'equipment',
      'location',
      'pictures',
      'price',
      'technical',
    ]);
    for (const { schema } of boatFormSteps)
      expect(schema.safeParse(validBoatForm()).success).toBe(true);
    expect(fieldsOf(boatFormSteps[5].schema.safeParse({ gallery: [] }))).toEqual([
      'gallery:picturesMin',
    ]);
  });
});
