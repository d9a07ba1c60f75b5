import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusMessage, type TStatus } from '../../components/ui/status-message';
import type { TBoatTimes, TBooking } from './api';
import { BookingHeader } from './booking-header';
import { CancellationNote } from './cancellation-note';
import { ClientActions } from './client-actions';
import { NextStep, nextStepTitleId } from './next-step';
import { OfferBox } from './offer-box';
import { OwnerActions } from './owner-actions';
import { PaymentsList } from './payments-list';
import { RateTripLink } from './rate-trip-link';
import { PriceBreakdown } from './price-breakdown';
import { TripDetails } from './trip-details';
import { useNow } from '../../lib/use-now';

/** The width and background of the booking page, with a way back when the route gives one. */
export function BookingFrame({
  back,
  children,
}: {
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className="flex-1 bg-sand-50">
      <div className="mx-auto max-w-6xl px-4 pt-5 pb-16 sm:px-6 sm:pt-8 lg:pb-24">
        {back && (
          <Link
            to={back.to}
            className="mb-5 inline-flex items-center gap-1.5 rounded-full py-1 text-sm font-bold text-ink-700 hover:text-ink-900"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {back.label}
          </Link>
        )}
        {children}
      </div>
    </div>
  );
}

/**
 * The reservation-request page for both sides (the answer's `role`): the boat, what happens
 * next with the viewer's actions, the trip, the offer, the price and the money moved. Every
 * action answers the whole booking, which replaces the one shown.
 */
export function BookingPage({
  booking: loaded,
  times,
}: {
  booking: TBooking;
  times: TBoatTimes | null;
}) {
  const now = useNow();
  const [booking, setBooking] = useState(loaded);
  const [notice, setNotice] = useState<TStatus>(null);
  useEffect(() => setBooking(loaded), [loaded]);
  const isClient = booking.role === 'client';
  const moveFocus = useRef(false);
  // a new status takes away the buttons that were used: the focus goes to what happened, after
  // a closing dialog has given it back to its (gone) trigger
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    const timer = window.setTimeout(() => document.getElementById(nextStepTitleId)?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [booking]);
  const change = (next: TBooking, text?: string) => {
    moveFocus.current = next.status !== booking.status || next.checkedInAt !== booking.checkedInAt;
    setBooking(next);
    setNotice(text ? { tone: 'success', text } : null);
  };
  return (
    <>
      <BookingHeader booking={booking} />
      <StatusMessage status={notice} className="mt-4 empty:hidden" />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <NextStep booking={booking} now={now}>
            {isClient ? (
              <ClientActions booking={booking} times={times} now={now} onChange={change} />
            ) : (
              <OwnerActions booking={booking} now={now} onChange={change} />
            )}
            <RateTripLink booking={booking} />
          </NextStep>
          {booking.status === 'pending' && (
            <OfferBox booking={booking} now={now} onChange={change} />
          )}
          <TripDetails booking={booking} times={times} />
        </div>
        <div className="flex flex-col gap-6 lg:sticky lg:top-24">
          <PriceBreakdown booking={booking} />
          <PaymentsList booking={booking} />
          {(booking.status === 'pending' || booking.status === 'accepted') && (
            <CancellationNote booking={booking} times={times} now={now} />
          )}
        </div>
      </div>
    </>
  );
}
