import { describe, expect, it } from 'vitest';
import { validBoatForm } from '../../../shared/schemas/boat-form.fixture';
import { resumeIndex, reviewIndex, stepIndex, stepOfField } from './steps';

const { name, boat_type, manufacturer, model, year, length, number_of_places } = validBoatForm();
const basic = {
  name,
  boat_type,
  manufacturer,
  model,
  year,
  length,
  number_of_places,
  description_es: validBoatForm().description_es,
};

describe('wizard steps', () => {
  it('finds the step that asks for a field, nested or not', () => {
    expect(stepOfField('prices.high.day')).toBe('price');
    expect(stepOfField('values.skipper_price')).toBe('conditions');
    expect(stepOfField('seasons.0.end_date')).toBe('price');
    expect(stepOfField('gallery')).toBe('pictures');
    expect(stepOfField('body')).toBeNull();
  });

  it('reads a step kept as an index or an id', () => {
    expect(stepIndex(3)).toBe(3);
    expect(stepIndex('location')).toBe(4);
    expect(stepIndex(42)).toBe(7);
    expect(stepIndex(null)).toBe(-1);
  });

  it('resumes an empty draft at the start', () => {
    expect(resumeIndex(0, {})).toBe(0);
  });

  it('resumes at the furthest step the server opened', () => {
    expect(resumeIndex(1, basic)).toBe(1);
  });

  it('never skips a step whose values are missing', () => {
    expect(resumeIndex(5, basic)).toBe(1);
  });

  it('resumes at the review once every step is saved', () => {
    expect(resumeIndex(7, validBoatForm())).toBe(reviewIndex);
    expect(resumeIndex(4, validBoatForm())).toBe(4);
  });
});
