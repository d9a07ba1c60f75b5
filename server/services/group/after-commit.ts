import type { TDbOrTx, TTransaction } from '../../../db/client';
import {
  sendBookingMails,
  type TBookingMailDeps,
  type TBookingMailEvent,
} from '../booking/booking-mails';
import type { TGroupEventDeps } from './deps';
import { sendGroupMails, type TGroupMailEvent } from './group-mails';

/** One change's mails, written once the change is complete (they read the state it commits). */
type TLetters = { deps: TBookingMailDeps; write: (deps: TBookingMailDeps) => Promise<void> };

/**
 * What a change tells people, exactly once (docs/decisions/0038-scale-out-and-crash-safety.md).
 * Its mails are stored in the change's own transaction, last (`storeMails`, or `transaction`
 * which calls it): they commit or vanish with the change, and a crash after the commit leaves them
 * in the outbox for the mail-delivery job. They are delivered, and the group chat's live notices
 * published, once it committed (`run`): nothing goes out for a change that rolled back. Steps run
 * in order; a failing mail is logged by its own sender and never fails the request.
 */
export class AfterCommit {
  private readonly steps: (() => Promise<void> | void)[] = [];
  private readonly letters: TLetters[] = [];

  add(step: () => Promise<void> | void): void {
    this.steps.push(step);
  }

  /** The group's mails about `event` (group-mails.ts), to be stored in the transaction. */
  mail(deps: TGroupEventDeps, event: TGroupMailEvent, groupId: string, userIds?: string[]): void {
    if (!deps.mail) return;
    const options = userIds ? { userIds } : undefined;
    this.letters.push({
      deps: deps.mail,
      write: (d) => sendGroupMails(d, event, groupId, options),
    });
  }

  /** The bookings' mails about `event` (booking-mails.ts), to be stored in the transaction. */
  bookingMail(
    mail: TBookingMailDeps | undefined,
    event: TBookingMailEvent,
    bookingIds: string | readonly string[],
  ): void {
    if (!mail || bookingIds.length === 0) return;
    this.letters.push({ deps: mail, write: (d) => sendBookingMails(d, event, bookingIds) });
  }

  /**
   * Writes the mails queued so far into `tx`, reading the state as `tx` has it; call it last in
   * the transaction. Their delivery becomes a step of `run`.
   */
  async storeMails(tx: TDbOrTx): Promise<void> {
    for (const { deps, write } of this.letters.splice(0)) {
      const staged = deps.mailer.within(tx);
      await write({ ...deps, db: tx, mailer: staged.mailer });
      this.steps.push(() => staged.afterCommit());
    }
  }

  /** `db.transaction(work)`, the mails `work` queued stored at its end (a savepoint in a `tx`). */
  async transaction<T>(db: TDbOrTx, work: (tx: TTransaction) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const result = await work(tx);
      await this.storeMails(tx);
      return result;
    });
  }

  /** After the commit: delivers the stored mails and runs the other steps, in order. */
  async run(): Promise<void> {
    // a mail queued but never stored would be lost without a trace: a bug, said loudly in tests
    if (this.letters.length > 0) throw new Error('AfterCommit: mails queued but never stored');
    for (const step of this.steps) await step();
  }
}
