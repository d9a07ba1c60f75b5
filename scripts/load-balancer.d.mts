import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TBalancedNode = { origin: string; healthy: boolean; served: number };

export type TLoadBalancer = {
  server: Server;
  /** per node: its origin, whether its last health check passed, and how many answers it gave */
  nodes: TBalancedNode[];
  listen: (port: number, host?: string) => Promise<AddressInfo>;
  close: () => Promise<void>;
};

/** Round robin over healthy nodes, streaming, connect errors tried on the next node. */
export function createLoadBalancer(options: {
  targets: string[];
  healthIntervalMs?: number;
  onError?: (error: Error) => void;
}): TLoadBalancer;
