import { describe, expect, it } from 'vitest';
import { wrongAnswers } from './scenarios';

describe("the bench's wrong answers", () => {
  const answers = (counts: Record<string, number>) => ({
    '2xx': Object.entries(counts)
      .filter(([status]) => status.startsWith('2'))
      .reduce((sum, [, count]) => sum + count, 0),
    non2xx: Object.entries(counts)
      .filter(([status]) => !status.startsWith('2'))
      .reduce((sum, [, count]) => sum + count, 0),
    statusCodeStats: Object.fromEntries(
      Object.entries(counts).map(([status, count]) => [status, { count }]),
    ),
  });

  it('are any but a 2xx for a scenario that names no status', () => {
    const scenario = { title: 'pages', requests: [] };
    expect(wrongAnswers(scenario, answers({ 200: 90, 304: 4, 404: 5, 500: 1 }))).toBe(10);
    expect(wrongAnswers(scenario, answers({ 200: 100 }))).toBe(0);
  });

  it('are any but its status for a scenario that names one, a 2xx included', () => {
    const scenario = { title: 'not found', status: 404, requests: [] };
    expect(wrongAnswers(scenario, answers({ 404: 100 }))).toBe(0);
    expect(wrongAnswers(scenario, answers({ 404: 95, 200: 3, 500: 2 }))).toBe(5);
    expect(wrongAnswers(scenario, answers({ 200: 100 }))).toBe(100);
  });
});
