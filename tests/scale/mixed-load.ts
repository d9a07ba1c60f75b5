import { httpCall } from '../../server/testing/app-node';
import { daysAhead } from '../../server/testing/booking';
import { passengers } from '../../server/testing/group';

/**
 * The traffic of the crash test, driven from the test process through the load balancer: booking
 * requests, owners' accepts, group joins and messages, each answer written in a journal. An answer
 * is `ok` (2xx: the client was told it happened), `refused` (4xx: it did not), or `unknown` (the
 * node died with the request: 502 from the balancer, or no answer): then it may or may not have
 * happened, but never in part. A message or a join whose answer was lost is sent again, as a
 * client would: the same message id answers the stored message, a second join "already a member"
 * (409 AA00075).
 */
export type TOutcome = 'ok' | 'refused' | 'unknown';

export type TLoadWorld = {
  base: string;
  boats: { boatId: string; ownerToken: string }[];
  clients: { id: string; token: string }[];
  groups: { id: string; joiners: { id: string; token: string }[] }[];
  /** one conversation per client, with the owner of one of the boats */
  conversations: { id: string; clientToken: string }[];
};

export type TJournal = {
  requests: { clientId: string; boatId: string; outcome: TOutcome; id?: string }[];
  accepts: { bookingId: string; outcome: TOutcome; code?: string }[];
  joins: { groupId: string; userId: string; outcome: TOutcome }[];
  messages: { conversationId: string; clientId: string; outcome: TOutcome }[];
  /** answers no operation may give: a 5xx of the app itself */
  failures: string[];
};

export function emptyJournal(): TJournal {
  return { requests: [], accepts: [], joins: [], messages: [], failures: [] };
}

type TAnswer = { outcome: TOutcome; status: number; body: Record<string, unknown> };

async function send(
  journal: TJournal,
  method: string,
  url: string,
  token: string,
  body?: unknown,
): Promise<TAnswer> {
  try {
    const answer = await httpCall(method, url, { token, body });
    const parsed = (() => {
      try {
        return answer.json();
      } catch {
        return {};
      }
    })();
    if (answer.status >= 200 && answer.status < 300)
      return { outcome: 'ok', status: answer.status, body: parsed };
    if (answer.status >= 400 && answer.status < 500)
      return { outcome: 'refused', status: answer.status, body: parsed };
    // 502: the balancer lost the node with the request sent; anything else is the app's fault
    if (answer.status !== 502) journal.failures.push(`${method} ${url}: ${answer.status}`);
    return { outcome: 'unknown', status: answer.status, body: parsed };
  } catch {
    return { outcome: 'unknown', status: 0, body: {} };
  }
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

let sequence = 0;

/**
 * Runs the traffic until `until` resolves, then lets the operations under way finish. Each worker
 * sends one request at a time.
 */
export async function driveLoad(
  world: TLoadWorld,
  journal: TJournal,
  until: Promise<void>,
): Promise<void> {
  let running = true;
  void until.then(() => (running = false));
  const api = `${world.base}/api`;
  const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

  const requester = async () => {
    while (running) {
      const client = pick(world.clients);
      const boat = pick(world.boats);
      const start = 30 + Math.floor(Math.random() * 60);
      const answer = await send(journal, 'POST', `${api}/booking`, client.token, {
        boatId: boat.boatId,
        start_date: daysAhead(start),
        end_date: daysAhead(start + Math.floor(Math.random() * 3)),
        duration: 'days',
        skipper: false,
        people: 2,
      });
      journal.requests.push({
        clientId: client.id,
        boatId: boat.boatId,
        outcome: answer.outcome,
        id: answer.outcome === 'ok' ? (answer.body.id as string) : undefined,
      });
      await pause();
    }
  };

  const accepter = async () => {
    while (running) {
      const decided = new Set(
        journal.accepts.filter((a) => a.outcome !== 'unknown').map((a) => a.bookingId),
      );
      const waiting = journal.requests.filter((r) => r.id && !decided.has(r.id));
      const request = waiting.length > 0 ? pick(waiting) : undefined;
      if (!request) {
        await pause();
        continue;
      }
      const owner = world.boats.find((b) => b.boatId === request.boatId)!;
      const answer = await send(
        journal,
        'POST',
        `${api}/booking/${request.id}/accept`,
        owner.ownerToken,
      );
      journal.accepts.push({
        bookingId: request.id!,
        outcome: answer.outcome,
        code: answer.body.code as string | undefined,
      });
      await pause();
    }
  };

  const joiner = async () => {
    while (running) {
      const open = world.groups.filter((g) => g.joiners.length > 0);
      const group = open.length > 0 ? pick(open) : undefined;
      const user = group?.joiners.shift();
      if (!group || !user) {
        await pause();
        continue;
      }
      const join = () =>
        send(journal, 'POST', `${api}/group/${group.id}/join`, user.token, {
          passengers: passengers(1, `j${user.id.slice(0, 8)}-`),
        });
      let outcome = (await join()).outcome;
      if (outcome === 'unknown') {
        // asked again, the answer tells: joined now, or already a member (the first one ran)
        await new Promise((resolve) => setTimeout(resolve, 300));
        const again = await join();
        if (again.outcome === 'ok' || again.body.code === 'AA00075') outcome = 'ok';
      }
      journal.joins.push({ groupId: group.id, userId: user.id, outcome });
      await pause();
    }
  };

  const messenger = async () => {
    while (running) {
      const conversation = pick(world.conversations);
      const clientId = `crash-${process.pid}-${++sequence}`;
      const url = `${api}/chat/${conversation.id}/message`;
      const body = { message: `Mensaje ${sequence}`, clientId };
      let answer = await send(journal, 'POST', url, conversation.clientToken, body);
      if (answer.outcome === 'unknown') {
        await new Promise((resolve) => setTimeout(resolve, 300));
        answer = await send(journal, 'POST', url, conversation.clientToken, body);
      }
      journal.messages.push({
        conversationId: conversation.id,
        clientId,
        outcome: answer.outcome,
      });
      await pause();
    }
  };

  await Promise.all([
    ...Array.from({ length: 3 }, requester),
    ...Array.from({ length: 2 }, accepter),
    ...Array.from({ length: 2 }, joiner),
    ...Array.from({ length: 3 }, messenger),
  ]);
}
