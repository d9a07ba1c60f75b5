import { useEffect, useRef, type Dispatch } from 'react';
import { markChatRead } from '../api';
import { hasUnreadShown, lastSeqOf, type TThreadAction, type TThreadState } from './thread-state';

/**
 * Marks read (`POST /chat/{id}/read {upTo}`) the newest message the page shows, when the page is
 * visible: a thread open in a background tab is not read until the tab comes forward (0023).
 */
export function useMarkRead(
  id: string | null,
  state: TThreadState | null,
  dispatch: Dispatch<TThreadAction>,
) {
  const marking = useRef(false);
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });

  useEffect(() => {
    if (!id || !state) return;
    const mark = () => {
      const current = latest.current;
      if (!current || marking.current || document.visibilityState !== 'visible') return;
      if (!hasUnreadShown(current)) return;
      marking.current = true;
      markChatRead(id, lastSeqOf(current))
        .then((read) => dispatch({ type: 'read', lastReadSeq: read.lastReadSeq }))
        .catch(() => {
          // a later message or the next visit marks it
        })
        .finally(() => {
          marking.current = false;
        });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [id, state, dispatch]);
}
