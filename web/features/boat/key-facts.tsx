import {
  Bath,
  BedDouble,
  CalendarDays,
  CalendarRange,
  Gauge,
  IdCard,
  LifeBuoy,
  Ruler,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import type { TBoatDetails } from '../../../shared/dto/boat-details';
import { useLang } from '../../lib/lang';
import { formatNumber } from './format';

/** The few numbers people choose a boat by, with the spec's units (m, CV, knots). */
export function KeyFacts({ boat }: { boat: TBoatDetails }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { technical: tech, accommodation: room } = boat;
  const facts: [LucideIcon, string][] = [
    [Users, t('boatPage.facts.people', { count: room.numberOfPlaces })],
    [Ruler, t('boatPage.facts.length', { value: formatNumber(lang, tech.lengthM) })],
  ];
  if (room.cabins > 0) facts.push([BedDouble, t('boatPage.facts.cabins', { count: room.cabins })]);
  if (room.baths > 0) facts.push([Bath, t('boatPage.facts.baths', { count: room.baths })]);
  if (tech.enginePowerCv) {
    facts.push([
      Zap,
      t('boatPage.facts.engine', { value: formatNumber(lang, tech.enginePowerCv) }),
    ]);
  }
  if (tech.cruiseSpeedKn) {
    facts.push([
      Gauge,
      t('boatPage.facts.cruise', { value: formatNumber(lang, tech.cruiseSpeedKn, 1) }),
    ]);
  }
  facts.push([
    CalendarDays,
    tech.renovationYear
      ? `${t('boatPage.facts.year', { year: tech.year })} · ${t('boatPage.facts.refit', { year: tech.renovationYear })}`
      : t('boatPage.facts.year', { year: tech.year }),
  ]);
  facts.push([LifeBuoy, t(`boatPage.facts.skipper.${boat.skipper.policy}`)]);
  if (boat.skipper.policy !== 'mandatory') {
    facts.push([
      IdCard,
      boat.requiredDegree
        ? t('boatPage.facts.licence', { name: boat.requiredDegree.name[lang] })
        : t('boatPage.facts.noLicence'),
    ]);
  }
  if (boat.minDays > 1)
    facts.push([CalendarRange, t('boatPage.facts.minDays', { count: boat.minDays })]);

  return (
    <section aria-labelledby="facts-title" className="py-8">
      <h2 id="facts-title" className="sr-only">
        {t('boatPage.facts.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-4 sm:grid-cols-3">
        {facts.map(([Icon, text]) => (
          <li key={text} className="flex items-center gap-3 text-[15px] font-medium text-ink-800">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-sea-50 text-sea-700 ring-1 ring-sea-100">
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
