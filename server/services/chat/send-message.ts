import type { TSendMessageRequest } from '../../../shared/schemas/chat';
import { accessConversation, participantIds, type TConversationRow } from './access';
import { appendMessage, type TAppended } from './append-message';
import type { TChatBus } from './bus';
import type { TActor, TChatDeps } from './deps';

/** Tells open pages of a new message, after its transaction committed. */
export function publishMessage(
  bus: TChatBus,
  conversation: TConversationRow,
  userIds: string[],
  appended: TAppended,
): void {
  if (!appended.created) return;
  bus.publish({
    type: 'message',
    conversationId: conversation.id,
    audience: { userIds, support: conversation.kind === 'support' },
    message: appended.message,
  });
}

/**
 * `POST /chat/{id}/message`: stores the message (stored before it is acknowledged), or answers
 * the one stored under the same `clientId` (`created: false`). 422 AA00062 when it shares contact
 * details too early: nothing is stored.
 */
export async function sendMessage(
  deps: TChatDeps,
  actor: TActor,
  conversationId: string,
  input: TSendMessageRequest,
): Promise<TAppended> {
  const { access, appended, userIds } = await deps.db.transaction(async (tx) => {
    const access = await accessConversation(tx, actor, conversationId, { lock: true });
    const appended = await appendMessage(tx, actor, access, input);
    const userIds = appended.created ? await participantIds(tx, conversationId) : [];
    return { access, appended, userIds };
  });
  publishMessage(deps.bus, access.conversation, userIds, appended);
  return appended;
}
