import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePorts } from './app-node';

const within = (ports: number[], first: number) =>
  ports.every((port) => port >= first && port < first + 10);

// workers far past any real run's: a real worker's app nodes may be on its ports now
describe('freePorts', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('gives each test worker ten ports of its own', async () => {
    vi.stubEnv('VITEST_POOL_ID', '41');
    const first = await freePorts(2);
    vi.stubEnv('VITEST_POOL_ID', '43');
    const third = await freePorts(2);
    expect(first).toHaveLength(2);
    expect(within(first, 3800)).toBe(true);
    expect(third).toHaveLength(2);
    expect(within(third, 3820)).toBe(true);
  });

  it('leaves out a port that is taken', async () => {
    vi.stubEnv('VITEST_POOL_ID', '44');
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(3830, '127.0.0.1', resolve));
    try {
      const ports = await freePorts(3);
      expect(ports).toHaveLength(3);
      expect(ports).not.toContain(3830);
      expect(within(ports, 3830)).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
