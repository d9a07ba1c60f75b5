import type { TTransaction } from '../../../db/client';
import { postGroupNotice, publishNotices, type TGroupNotice } from '../chat/group-chat';
import type { AfterCommit } from './after-commit';
import type { TGroupEventDeps } from './deps';

/**
 * Writes a notice in the group's chat within the transaction, and brings it to open pages once
 * the transaction has committed.
 */
export async function noticeGroup(
  deps: TGroupEventDeps,
  tx: TTransaction,
  later: AfterCommit,
  groupId: string,
  notice: TGroupNotice,
  params: Record<string, string>,
): Promise<void> {
  const posted = await postGroupNotice(tx, groupId, notice, params);
  later.add(() => {
    if (deps.bus) publishNotices(deps.bus, [posted]);
  });
}
