import { Inbox, PenLine, Star } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useLocation, useRevalidator } from 'react-router';
import { useNow } from '../../lib/use-now';
import type { TMyValuation, TMyValuations, TValuationToWrite } from './api';
import { EmptyState } from './empty-state';
import { ReceivedCard } from './received-card';
import { ToRateCard } from './to-rate-card';
import { ValuationNotice, type TNotice } from './valuation-notice';
import { panelId, tabId, ValuationTabs } from './valuation-tabs';
import {
  afterReplying,
  afterWriting,
  groupByBooking,
  tabFromSearch,
  type TValuationTab,
} from './valuation-view';
import { WrittenCard } from './written-card';

/**
 * /settings/valuations: the trips waiting for the user's valuation, the valuations they wrote
 * (waiting or published) and the ones they received, as three tabs. A valuation sent moves to
 * "Written" at once; the lists are then read again (the other side's may have been published).
 */
export function ValuationsPage({ data: loaded }: { data: TMyValuations }) {
  const { t } = useTranslation('translation', { keyPrefix: 'valuations' });
  const location = useLocation();
  const revalidator = useRevalidator();
  const now = useNow(60_000);
  const [data, setData] = useState(loaded);
  const [tab, setTab] = useState<TValuationTab>(() => tabFromSearch(location.search));
  const [notice, setNotice] = useState<TNotice | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  // fresh lists from the loader (after a revalidation) replace what the page shows
  const [shown, setShown] = useState(loaded);
  if (shown !== loaded) {
    setShown(loaded);
    setData(loaded);
  }
  const dismiss = useCallback(() => setNotice(null), []);

  const onWritten = (item: TValuationToWrite, valuation: TMyValuation) => {
    setData((current) => afterWriting(current, item, valuation));
    const name = item.about.firstName;
    setNotice({
      id: Date.now(),
      text: valuation.publishedAt
        ? t('notice.sentPublished', { name })
        : t('notice.sentWaiting', { name }),
    });
    // the card is gone: the reader goes on from the top of the list
    requestAnimationFrame(() => panel.current?.focus());
    void revalidator.revalidate();
  };
  const onReplied = (valuation: TMyValuation) => {
    setData((current) => afterReplying(current, valuation));
    setNotice({ id: Date.now(), text: t('notice.replied') });
  };

  const counts = {
    toWrite: data.toWrite.length,
    written: data.written.length,
    received: data.received.length,
  };
  return (
    <div className="flex flex-col gap-5">
      <ValuationTabs current={tab} counts={counts} onChange={setTab} />
      <div
        ref={panel}
        role="tabpanel"
        id={panelId(tab)}
        aria-labelledby={tabId(tab)}
        tabIndex={0}
        className="scroll-mt-28 rounded-3xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-sea-600"
      >
        <h2 className="sr-only">{t(`tabs.${tab}`)}</h2>
        {tab === 'toWrite' &&
          (data.toWrite.length === 0 ? (
            <EmptyState icon={Star} title={t('empty.toWriteTitle')} text={t('empty.toWriteText')} />
          ) : (
            <>
              <p className="mb-4 max-w-2xl text-sm leading-relaxed text-ink-600">
                {t('toWrite.intro')}
              </p>
              <ul className="grid gap-4">
                {groupByBooking(data.toWrite).map((items) => (
                  <li key={`${items[0]!.bookingId}:${items[0]!.as}`}>
                    <ToRateCard items={items} now={now} onWritten={onWritten} />
                  </li>
                ))}
              </ul>
            </>
          ))}
        {tab === 'written' &&
          (data.written.length === 0 ? (
            <EmptyState
              icon={PenLine}
              title={t('empty.writtenTitle')}
              text={t('empty.writtenText')}
            />
          ) : (
            <ul className="grid gap-4">
              {data.written.map((valuation) => (
                <li key={valuation.id}>
                  <WrittenCard valuation={valuation} />
                </li>
              ))}
            </ul>
          ))}
        {tab === 'received' &&
          (data.received.length === 0 ? (
            <EmptyState
              icon={Inbox}
              title={t('empty.receivedTitle')}
              text={t('empty.receivedText')}
            />
          ) : (
            <ul className="grid gap-4">
              {data.received.map((valuation) => (
                <li key={valuation.id}>
                  <ReceivedCard valuation={valuation} onReplied={onReplied} />
                </li>
              ))}
            </ul>
          ))}
      </div>
      <ValuationNotice notice={notice} onDismiss={dismiss} />
    </div>
  );
}
