import type { TGroupEventDeps } from './deps';
import { sendGroupMails, type TGroupMailEvent } from './group-mails';

/**
 * Work for after a group's transaction commits: mails and the group chat's live notices must not
 * go out for a change that rolled back. Steps run in order; a failing one is logged by its own
 * sender (mails) and never fails the request.
 */
export class AfterCommit {
  private readonly steps: (() => Promise<void> | void)[] = [];

  add(step: () => Promise<void> | void): void {
    this.steps.push(step);
  }

  mail(deps: TGroupEventDeps, event: TGroupMailEvent, groupId: string, userIds?: string[]): void {
    this.add(() => sendGroupMails(deps.mail, event, groupId, userIds ? { userIds } : undefined));
  }

  async run(): Promise<void> {
    for (const step of this.steps) await step();
  }
}
