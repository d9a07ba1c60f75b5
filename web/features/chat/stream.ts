import type { TChatStreamEvent } from '../../../shared/schemas/chat-events';

export type TStreamStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

/** The part of the browser's EventSource the stream uses (a fake one in tests). */
export type TEventSourceLike = {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener: (type: string, listener: (event: MessageEvent<string>) => void) => void;
  close: () => void;
};

export type TChatStreamOptions = {
  url: string;
  eventNames: readonly string[];
  open: (url: string) => TEventSourceLike;
  /** POST /auth/token: true when the session could be renewed */
  refreshSession: () => Promise<boolean>;
  onEvent: (event: TChatStreamEvent) => void;
  onState: (state: { status: TStreamStatus; generation: number }) => void;
  /** defaults to setTimeout; tests pass their own */
  schedule?: (run: () => void, ms: number) => () => void;
};

/** EventSource.CLOSED: the browser gave up (an HTTP error, a wrong content type). */
const closed = 2;

/** Waits before the n-th (1, 2, …) new connection after the browser gave up: 1 s doubling to 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempt - 1), 30_000);
}

/**
 * Keeps one server-sent-events connection to the messaging stream. The browser reconnects by
 * itself after a network loss (sending `Last-Event-ID`); when it gives up (the id token expired:
 * 401), the session is renewed and a new connection starts from the last event id received, after
 * a growing delay. Each `ready` (and each `resync`) raises the generation: the first one too, since
 * a page loads its messages and counts before its stream opens, and what was sent in between
 * reaches it only by loading again.
 */
export function createChatStream(options: TChatStreamOptions): { close: () => void } {
  const schedule =
    options.schedule ??
    ((run, ms) => {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    });
  let source: TEventSourceLike | null = null;
  let lastEventId = '';
  let everReady = false;
  let generation = 0;
  let failures = 0;
  let cancelTimer: (() => void) | null = null;
  let stopped = false;

  const setStatus = (status: TStreamStatus) => options.onState({ status, generation });

  function connect() {
    if (stopped) return;
    const url = lastEventId
      ? `${options.url}?lastEventId=${encodeURIComponent(lastEventId)}`
      : options.url;
    const current = options.open(url);
    source = current;
    setStatus(everReady ? 'reconnecting' : 'connecting');
    for (const name of options.eventNames) {
      current.addEventListener(name, (event) => {
        if (event.lastEventId) lastEventId = event.lastEventId;
        let data: Record<string, unknown> = {};
        try {
          data = event.data ? (JSON.parse(event.data) as Record<string, unknown>) : {};
        } catch {
          return;
        }
        if (name === 'ready') {
          failures = 0;
          generation += 1;
          everReady = true;
          setStatus('open');
        } else if (name === 'resync') {
          generation += 1;
          setStatus('open');
        }
        options.onEvent({ ...data, type: name } as TChatStreamEvent);
      });
    }
    current.onerror = () => {
      if (stopped || current !== source) return;
      if (current.readyState !== closed) {
        // the browser retries by itself, with Last-Event-ID
        setStatus('reconnecting');
        return;
      }
      current.close();
      failures += 1;
      setStatus('reconnecting');
      cancelTimer = schedule(() => {
        cancelTimer = null;
        void options.refreshSession().finally(connect);
      }, reconnectDelay(failures));
    };
  }

  connect();
  return {
    close() {
      stopped = true;
      cancelTimer?.();
      source?.close();
    },
  };
}
