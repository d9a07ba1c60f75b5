import { useTranslation } from '../../i18n/translation';
import type { TBoatPage } from '../../../shared/dto/boat-details';
import { hasHalfDayPrices } from '../../../shared/pricing';
import { useLang } from '../../lib/lang';
import { AboutSection } from './about-section';
import { AvailabilityCalendar } from './availability-calendar';
import { BoatHeading } from './boat-heading';
import { JsonLd } from './boat-json-ld';
import { BookingCard } from './booking-card';
import { CancellationSection } from './cancellation-section';
import { EquipmentSection } from './equipment-section';
import { Gallery } from './gallery';
import { boatJsonLd } from './json-ld';
import { KeyFacts } from './key-facts';
import { LocationSection } from './location-section';
import { MobileBookingBar } from './mobile-booking-bar';
import { OwnerSection } from './owner-section';
import { ReviewsSection } from './reviews-section';
import { SeasonPrices } from './season-prices';
import { SimilarBoats } from './similar-boats';
import { AccommodationSection, TechnicalSection } from './specs-sections';
import { useQuote } from './use-quote';

/** The whole boat page: content on the left, the price calculator sticky on the right. */
export function BoatPage({
  page,
  publicUrl,
  description,
}: {
  page: TBoatPage;
  publicUrl: string;
  /** the page's meta description, reused in the structured data */
  description: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { boat, today } = page;
  const halfDays = hasHalfDayPrices(boat.prices);
  const state = useQuote(
    boat.id,
    { choice: page.choice, quote: page.quote },
    { minDays: boat.minDays, skipper: boat.skipper.policy, halfDays, today },
  );
  const { choice } = state;

  return (
    <>
      <JsonLd
        data={boatJsonLd({
          boat,
          lang,
          publicUrl,
          description,
          homeName: t('boatPage.home'),
          reviews: page.valuations.items,
        })}
      />
      <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8 lg:pt-8">
        <BoatHeading boat={boat} />
        <div className="mt-6">
          <Gallery name={boat.name} pictures={boat.gallery} />
        </div>
        {/* phones: the calculator comes right after the calendar; desktops: beside everything */}
        <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_400px] lg:grid-rows-[auto_1fr] lg:gap-x-16">
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            <KeyFacts boat={boat} />
            <AboutSection boat={boat} />
            <AccommodationSection room={boat.accommodation} />
            <EquipmentSection equipment={boat.equipment} />
            <TechnicalSection tech={boat.technical} />
            <SeasonPrices boat={boat} />
            <AvailabilityCalendar
              boatId={boat.id}
              initial={page.availability}
              today={today}
              selected={choice}
              onPick={(startDate) => state.change({ startDate })}
            />
          </div>
          <aside className="pb-2 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:pt-8 lg:pb-10">
            <div className="lg:sticky lg:top-24">
              <BookingCard boat={boat} state={state} today={today} halfDays={halfDays} />
            </div>
          </aside>
          <div className="min-w-0 lg:col-start-1 lg:row-start-2">
            <LocationSection boat={boat} />
            <CancellationSection
              conditions={boat.cancelationConditions}
              startDate={choice.startDate}
              departureTime={boat.departureTime}
            />
            <OwnerSection
              owner={boat.owner}
              responseHours={page.ownerResponseHours}
              boatId={boat.id}
            />
            <ReviewsSection boat={boat} initial={page.valuations} />
          </div>
        </div>
      </div>
      <SimilarBoats boats={page.similar} />
      <MobileBookingBar fromPriceCents={boat.fromPriceCents} choice={choice} quote={state.quote} />
    </>
  );
}
