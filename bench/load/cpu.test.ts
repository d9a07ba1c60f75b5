import { describe, expect, it } from 'vitest';
import { cpuBetween, parseStat, sampleCpu } from './cpu';

describe("the bench's CPU figures", () => {
  it('read the parent, the name and user + system time of a /proc stat line', () => {
    const line =
      '4242 (node (main) x) S 4200 4242 4339 0 -1 4194304 127 0 0 0 250 50 0 0 20 0 11 0 303604';
    expect(parseStat(line, 100)).toEqual({ parent: 4200, name: 'node (main) x', ms: 3000 });
  });

  it('count a process started between two samples from zero, and one that ended not at all', () => {
    const before = new Map([
      [1, 100],
      [2, 50],
    ]);
    const after = new Map([
      [1, 160],
      [3, 25],
    ]);
    expect(cpuBetween(before, after)).toBe(85);
  });

  it('find this process and the time it used, on Linux', () => {
    const first = sampleCpu(process.pid);
    if (!first) return expect(process.platform).not.toBe('linux');
    const until = Date.now() + 60;
    while (Date.now() < until) Math.sqrt(Math.random());
    const second = sampleCpu(process.pid)!;
    expect(first.app.has(process.pid)).toBe(true);
    expect(cpuBetween(first.app, second.app)).toBeGreaterThan(0);
  });
});
