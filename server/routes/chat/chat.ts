import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZChatList,
  ZChatListQuery,
  ZChatMessage,
  ZChatParams,
  ZChatThread,
  ZChatThreadQuery,
  ZConversationList,
  ZMarkReadRequest,
  ZPublicChat,
  ZReadState,
  ZSendMessageRequest,
  ZStartConversationRequest,
  ZStartConversationResponse,
} from '../../../shared/schemas/chat';
import { requireUser } from '../../plugins/auth';
import type { TChatDeps } from '../../services/chat/deps';
import { getChat } from '../../services/chat/get-chat';
import { getPublicChat } from '../../services/chat/get-public-chat';
import { listChats, listConversations } from '../../services/chat/list-conversations';
import { markRead } from '../../services/chat/mark-read';
import { sendMessage } from '../../services/chat/send-message';
import { startConversation } from '../../services/chat/start-conversation';
import { chatEventsRoutes } from './events';

const tags = ['chat'];
const security = [{ bearerAuth: [] }];

/**
 * Messaging (PRODUCT.md §5 and §8, docs/decisions/0023-messaging.md): the inbox, one thread,
 * sending and reading. Only a conversation's participants (and admins, for support) use it:
 * 403 AA00061 for someone else's conversation, 404 AA00060 for an unknown one.
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: TChatDeps = { db: app.db, bus: app.chatBus };

  // the public view of a group's chat needs no token (spec §6)
  app.get(
    '/chat/:id/public',
    {
      schema: {
        tags,
        summary:
          "A group's chat, read-only, for anyone (no token): its last 50 messages, newest last, senders' first names only; 404 for any other conversation",
        params: ZChatParams,
        response: { 200: ZPublicChat },
      },
    },
    async (request) => ({ messages: await getPublicChat(app.db, request.params.id) }),
  );

  await app.register(async (secured) => {
    // 401 comes before 400: a visitor without a session learns to log in, not that the id is bad
    secured.addHook('preValidation', async (request) => {
      requireUser(request);
    });
    await secured.register(privateChatRoutes, { deps });
    await secured.register(chatEventsRoutes, { deps });
  });
};

const privateChatRoutes: FastifyPluginAsyncZod<{ deps: TChatDeps }> = async (app, { deps }) => {
  app.get(
    '/conversation',
    {
      schema: {
        tags,
        security,
        summary:
          'My conversations, newest activity first (the newest 100), each with lastMessage and unread',
        response: { 200: ZConversationList },
      },
    },
    async (request) => ({ items: await listConversations(app.db, requireUser(request)) }),
  );

  app.post(
    '/conversation',
    {
      schema: {
        tags,
        security,
        summary:
          'Starts (201) or reuses (200) the conversation about a booking (its client or owner), a boat (anyone but its owner) or with support, and sends the first message',
        body: ZStartConversationRequest,
        response: { 200: ZStartConversationResponse, 201: ZStartConversationResponse },
      },
    },
    async (request, reply) => {
      const { id, created } = await startConversation(deps, requireUser(request), request.body);
      return reply.status(created ? 201 : 200).send({ id });
    },
  );

  app.get(
    '/chat',
    {
      schema: {
        tags,
        security,
        summary:
          'One page of my conversations, newest activity first (or unread first): only unread ones, a search; admins list support with box=support',
        querystring: ZChatListQuery,
        response: { 200: ZChatList },
      },
    },
    async (request) => listChats(app.db, requireUser(request), request.query),
  );

  app.get(
    '/chat/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'One conversation: its header and its messages newest first, paged with `before`; does not mark it read',
        params: ZChatParams,
        querystring: ZChatThreadQuery,
        response: { 200: ZChatThread },
      },
    },
    async (request) => getChat(deps, requireUser(request), request.params.id, request.query),
  );

  app.post(
    '/chat/:id/message',
    {
      schema: {
        tags,
        security,
        summary:
          'Sends a message (201); a retry with the same clientId answers the stored one (200). 422 AA00062 for contact details before an accepted booking',
        params: ZChatParams,
        body: ZSendMessageRequest,
        response: { 200: ZChatMessage, 201: ZChatMessage },
      },
    },
    async (request, reply) => {
      const { message, created } = await sendMessage(
        deps,
        requireUser(request),
        request.params.id,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(message);
    },
  );

  app.post(
    '/chat/:id/read',
    {
      schema: {
        tags,
        security,
        summary: 'Marks the conversation read up to `upTo` (default: its newest message)',
        params: ZChatParams,
        body: ZMarkReadRequest,
        response: { 200: ZReadState },
      },
    },
    async (request) => markRead(deps, requireUser(request), request.params.id, request.body),
  );
};
