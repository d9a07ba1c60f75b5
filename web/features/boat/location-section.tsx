import { Anchor, Clock, MapPin } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import type { TBoatDetails } from '../../../shared/dto/boat-details';
import { HarbourMap } from './harbour-map';
import { Section } from './section';

/** The harbour on the map, the berth and the day's times. */
export function LocationSection({ boat }: { boat: TBoatDetails }) {
  const { t } = useTranslation();
  const { harbour } = boat;
  const rows: [typeof MapPin, string, string][] = [
    [MapPin, t('boatPage.location.harbour'), `${harbour.name}, ${harbour.destination.name}`],
    [
      Clock,
      t('boatPage.location.timesLabel'),
      t('boatPage.location.times', {
        departure: boat.departureTime,
        arrival: boat.arrivalTime,
      }),
    ],
  ];
  if (boat.berth) rows.splice(1, 0, [Anchor, t('boatPage.location.berth'), boat.berth]);
  return (
    <Section
      id="location"
      title={t('boatPage.location.title')}
      subtitle={boat.mapHeadline ?? undefined}
    >
      <HarbourMap
        id={boat.id}
        lat={boat.location.lat}
        lon={boat.location.lon}
        label={harbour.name}
        title={t('boatPage.location.map', { harbour: harbour.name })}
        className="h-72 w-full overflow-hidden rounded-3xl ring-1 ring-ink-100 sm:h-80"
      />
      <dl className="mt-5 grid gap-4 sm:grid-cols-3">
        {rows.map(([Icon, label, value]) => (
          <div key={label}>
            <dt className="flex items-center gap-2 text-sm font-semibold text-ink-900">
              <Icon className="h-5 w-5 shrink-0 text-sea-700" aria-hidden="true" />
              {label}
            </dt>
            <dd className="pl-7 text-[15px] text-ink-600">{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
