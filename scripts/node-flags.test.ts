import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appNodeFlags } from './node-flags.mjs';

const packageJson = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as { scripts: Record<string, string> };

describe('the app processes’ V8 options', () => {
  it('are on the command line of `npm start`', () => {
    expect(packageJson.scripts.start).toBe(`node ${appNodeFlags.join(' ')} scripts/start.mjs`);
  });

  it('give V8 the larger young generation (64 MB semi-spaces: 128 MB of new space)', () => {
    const script =
      'let k=[];for(let i=0;i<2e6;i++){k.push({a:i,b:"x"+i});if(k.length>2e5)k=[]}' +
      'process.stdout.write(String(require("v8").getHeapSpaceStatistics().find((s)=>s.space_name==="new_space").space_size))';
    const grown = Number(execFileSync(process.execPath, [...appNodeFlags, '-e', script]));
    expect(grown / 2 ** 20).toBeGreaterThan(64);
  });
});
