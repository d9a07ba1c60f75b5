import { createMemoryChatBus } from '../../services/chat/bus';
import { createRedisChatBus } from './redis';
import type { TChatBusHandle } from './types';

export type { TChatBusHandle } from './types';

/**
 * The messaging bus of this node: with `redisUrl`, shared by every node through Redis (a stream
 * open on one node hears a message sent through another); without it, in process (one node).
 */
export async function createChatBus(options: {
  redisUrl: string | undefined;
  channel: string;
  onError: (error: unknown) => void;
}): Promise<TChatBusHandle> {
  if (options.redisUrl)
    return createRedisChatBus({
      url: options.redisUrl,
      channel: options.channel,
      onError: options.onError,
    });
  return { ...createMemoryChatBus(options.onError), close: async () => {} };
}
