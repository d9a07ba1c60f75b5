import { useTranslation } from '../../i18n/translation';
import type { TBoatDetails } from '../../../shared/dto/boat-details';
import { useLang } from '../../lib/lang';
import { formatNumber } from './format';
import { Section } from './section';

function DataList({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid overflow-hidden rounded-2xl ring-1 ring-ink-100 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div
          key={label}
          className="flex items-baseline justify-between gap-4 border-b border-ink-100 px-4 py-3 text-[15px] sm:odd:border-r"
        >
          <dt className="text-ink-500">{label}</dt>
          <dd className="text-right font-semibold text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Places by day and night, cabins and bathrooms. */
export function AccommodationSection({ room }: { room: TBoatDetails['accommodation'] }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('boatPage.accommodation.numberOfPlaces'), String(room.numberOfPlaces)],
    [t('boatPage.accommodation.dayPlaces'), String(room.dayPlaces)],
    [t('boatPage.accommodation.nightPlaces'), String(room.nightPlaces)],
    [t('boatPage.accommodation.cabins'), String(room.cabins)],
    [t('boatPage.accommodation.baths'), String(room.baths)],
  ];
  return (
    <Section id="accommodation" title={t('boatPage.accommodation.title')}>
      <DataList rows={rows} />
    </Section>
  );
}

/** Hull, engine and tanks with the spec's units: metres, CV, knots, l/h, litres. */
export function TechnicalSection({ tech }: { tech: TBoatDetails['technical'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const n = (value: number) => formatNumber(lang, value);
  const rows: [string, string | null][] = [
    [t('boatPage.technical.manufacturer'), tech.manufacturer],
    [t('boatPage.technical.model'), tech.model],
    [t('boatPage.technical.year'), String(tech.year)],
    [
      t('boatPage.technical.renovationYear'),
      tech.renovationYear ? String(tech.renovationYear) : null,
    ],
    [t('boatPage.technical.length'), t('boatPage.technical.metres', { value: n(tech.lengthM) })],
    [
      t('boatPage.technical.beam'),
      tech.beamM ? t('boatPage.technical.metres', { value: n(tech.beamM) }) : null,
    ],
    [
      t('boatPage.technical.depth'),
      tech.depthM ? t('boatPage.technical.metres', { value: n(tech.depthM) }) : null,
    ],
    [t('boatPage.technical.fuelType'), t(`boatPage.technical.fuel.${tech.fuelType}`)],
    [
      t('boatPage.technical.enginePower'),
      tech.enginePowerCv ? t('boatPage.technical.cv', { value: n(tech.enginePowerCv) }) : null,
    ],
    [
      t('boatPage.technical.maxSpeed'),
      tech.maxSpeedKn ? t('boatPage.technical.knots', { value: n(tech.maxSpeedKn) }) : null,
    ],
    [
      t('boatPage.technical.cruiseSpeed'),
      tech.cruiseSpeedKn ? t('boatPage.technical.knots', { value: n(tech.cruiseSpeedKn) }) : null,
    ],
    [
      t('boatPage.technical.consumption'),
      tech.averageConsumptionLh
        ? t('boatPage.technical.litresPerHour', { value: n(tech.averageConsumptionLh) })
        : null,
    ],
    [
      t('boatPage.technical.waterTank'),
      tech.waterTankL ? t('boatPage.technical.litres', { value: n(tech.waterTankL) }) : null,
    ],
    [
      t('boatPage.technical.fuelTank'),
      tech.fuelTankL ? t('boatPage.technical.litres', { value: n(tech.fuelTankL) }) : null,
    ],
  ];
  return (
    <Section id="technical" title={t('boatPage.technical.title')}>
      <DataList rows={rows.filter((row): row is [string, string] => row[1] !== null)} />
    </Section>
  );
}
