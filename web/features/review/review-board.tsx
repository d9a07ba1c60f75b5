import { Anchor, LoaderCircle } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { useLang } from '../../lib/lang';
import {
  approveBoat,
  fetchReviewBoats,
  rejectBoat,
  reviewPageSize,
  type TReviewBoat,
  type TReviewPage,
  type TReviewStatus,
} from './api';
import { RejectDialog } from './reject-dialog';
import { ReviewCard } from './review-card';
import { ReviewTabs } from './review-tabs';
import { ReviewToast, type TToast } from './review-toast';

let toastIds = 0;

/**
 * The review list of one status. Decisions update it at once (the card leaves, the counts move)
 * and are undone, with a message, when the server refuses them.
 */
export function ReviewBoard({ status, page }: { status: TReviewStatus; page: TReviewPage }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [items, setItems] = useState(page.items);
  const [counts, setCounts] = useState(page.counts);
  const [total, setTotal] = useState(page.total);
  const [rejecting, setRejecting] = useState<TReviewBoat | null>(null);
  const [toast, setToast] = useState<TToast | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const dismiss = useCallback(() => setToast(null), []);
  const notify = (toast: Omit<TToast, 'id'>) => setToast({ ...toast, id: ++toastIds });

  /** Takes the boat out of the list now; puts it back where it was if the server says no. */
  async function decide(
    boat: TReviewBoat,
    to: 'published' | 'rejected',
    send: () => Promise<unknown>,
  ) {
    const index = items.findIndex((b) => b.id === boat.id);
    const move = (delta: 1 | -1) => {
      setCounts((c) => ({ ...c, [status]: c[status] - delta, [to]: c[to] + delta }));
      setTotal((n) => n - delta);
    };
    setItems((list) => list.filter((b) => b.id !== boat.id));
    move(1);
    try {
      await send();
      notify(
        to === 'published'
          ? {
              tone: 'success',
              text: t('review.toast.approved', { name: boat.name }),
              link: { to: `/${lang}/boats/${boat.slug}`, label: t('review.card.viewPublic') },
            }
          : { tone: 'success', text: t('review.toast.rejected', { name: boat.name }) },
      );
    } catch (error) {
      // reviewed by another admin meanwhile (409) or gone (404): it stays out of this list
      const gone = error instanceof ApiError && ['AA00036', 'AA00038'].includes(error.code);
      if (!gone) {
        setItems((list) => [...list.slice(0, index), boat, ...list.slice(index)]);
        move(-1);
      }
      const server = error instanceof ApiError ? error.text(lang) : null;
      notify({
        tone: 'error',
        text: [t('review.toast.failed', { name: boat.name }), server].filter(Boolean).join(' '),
      });
    }
  }

  async function loadMore() {
    setLoadingMore(true);
    try {
      const next = await fetchReviewBoats(status, Math.min(100, items.length + reviewPageSize));
      setItems(next.items);
      setCounts(next.counts);
      setTotal(next.total);
    } catch {
      notify({ tone: 'error', text: t('review.error.title') });
    } finally {
      setLoadingMore(false);
    }
  }

  const pending = status === 'pending_review';
  return (
    <>
      <ReviewTabs current={status} counts={counts} />
      {items.length === 0 ? (
        <div className="mt-8 flex flex-col items-center rounded-3xl bg-white px-6 py-16 text-center shadow-card ring-1 ring-ink-900/5">
          <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-sea-100 text-sea-700">
            <Anchor className="h-7 w-7" aria-hidden="true" />
          </span>
          <h2 className="mt-4 text-xl font-extrabold text-ink-900">
            {pending ? t('review.empty.pending_review') : t('review.empty.other')}
          </h2>
          <p className="mt-2 max-w-sm text-sm text-ink-600">
            {pending ? t('review.empty.pendingText') : t('review.empty.otherText')}
          </p>
        </div>
      ) : (
        <ul className="mt-8 flex flex-col gap-6">
          {items.map((boat) => (
            <li key={boat.id}>
              <ReviewCard
                boat={boat}
                onApprove={(b) => void decide(b, 'published', () => approveBoat(b.id))}
                onReject={setRejecting}
              />
            </li>
          ))}
        </ul>
      )}
      {items.length < total && (
        <div className="mt-8 flex justify-center">
          <Button variant="secondary" onClick={() => void loadMore()} disabled={loadingMore}>
            {loadingMore && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
            {t('review.loadMore')}
          </Button>
        </div>
      )}
      <RejectDialog
        boat={rejecting}
        onClose={() => setRejecting(null)}
        onConfirm={(boat, reason) => {
          setRejecting(null);
          void decide(boat, 'rejected', () => rejectBoat(boat.id, reason));
        }}
      />
      <ReviewToast toast={toast} onDismiss={dismiss} />
    </>
  );
}
