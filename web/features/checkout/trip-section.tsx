import { CalendarDays, Clock, Pencil, Sailboat, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import type { TBoatDetails, TBoatQuote, TQuoteChoice } from '../../../shared/dto/boat-details';
import type { TMessage } from '../../../shared/i18n';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/field';
import { useLang } from '../../lib/lang';
import { formatStay } from './format';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // dt and dd straight inside the group's div, as a definition list wants them
  return (
    <div>
      <dt className="relative pl-8 text-sm font-semibold text-ink-900">
        <span className="absolute top-0 left-0 text-sea-700">{icon}</span>
        {label}
      </dt>
      <dd className="pl-8 text-[15px] text-ink-700">{children}</dd>
    </div>
  );
}

/**
 * The trip being requested (dates or date and slot with its hours, people, skipper) and, on
 * "Change", the boat page's calculator in place: every change prices again.
 */
export function TripSection({
  boat,
  choice,
  quote,
  editing,
  onEdit,
  editor,
  problems,
}: {
  boat: TBoatDetails;
  choice: TQuoteChoice;
  quote: TBoatQuote | null;
  editing: boolean;
  onEdit: (editing: boolean) => void;
  /** the calculator's form */
  editor: ReactNode;
  /** the server's messages about the trip's fields, from a refused request */
  problems: TMessage[];
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const icon = 'h-5 w-5';
  const hours = quote?.hours;
  const days = quote?.dayCount ?? 1;
  return (
    <section aria-labelledby="trip-title" id="trip" className="scroll-mt-24">
      <div className="flex items-center justify-between gap-4">
        <h2 id="trip-title" className="text-xl font-bold text-ink-900">
          {t('checkout.trip.title')}
        </h2>
        <Button
          variant="ghost"
          className="-mr-3 underline underline-offset-4"
          aria-expanded={editing}
          aria-controls={editing ? 'trip-editor' : undefined}
          onClick={() => onEdit(!editing)}
        >
          {!editing && <Pencil className="h-4 w-4" aria-hidden="true" />}
          {editing ? t('checkout.trip.done') : t('checkout.trip.change')}
        </Button>
      </div>
      {problems.length > 0 && (
        <div className="mt-4">
          <FormAlert>
            {t('checkout.errors.trip')}
            <ul className="mt-1 list-disc pl-4">
              {problems.map((message, index) => (
                <li key={index}>{message[lang]}</li>
              ))}
            </ul>
          </FormAlert>
        </div>
      )}
      {quote && !quote.available && (
        <div className="mt-4">
          <FormAlert>{t('checkout.trip.unavailable')}</FormAlert>
        </div>
      )}
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <Row
          icon={<CalendarDays className={icon} aria-hidden="true" />}
          label={t(choice.duration === 'days' ? 'checkout.trip.dates' : 'checkout.trip.date')}
        >
          {formatStay(lang, choice.startDate, choice.endDate)}
          {choice.duration === 'days' && (
            <span className="text-ink-500"> · {t('checkout.trip.daysCount', { count: days })}</span>
          )}
        </Row>
        {hours && (
          <Row
            icon={<Clock className={icon} aria-hidden="true" />}
            label={t('checkout.trip.hours')}
          >
            {choice.slot
              ? t('checkout.trip.slotLine', {
                  slot: t(`boatPage.quote.slots.${choice.slot}`),
                  from: hours.from,
                  to: hours.to,
                })
              : t('checkout.trip.dayHours', { from: hours.from, to: hours.to })}
          </Row>
        )}
        <Row icon={<Users className={icon} aria-hidden="true" />} label={t('checkout.trip.people')}>
          {t('checkout.trip.peopleCount', { count: choice.people })}
        </Row>
        <Row
          icon={<Sailboat className={icon} aria-hidden="true" />}
          label={t('checkout.trip.skipper')}
        >
          {choice.skipper ? t('checkout.trip.withSkipper') : t('checkout.trip.withoutSkipper')}
          {!choice.skipper && boat.requiredDegree && (
            <span className="block text-sm text-ink-500">
              {t('checkout.trip.licence', { licence: boat.requiredDegree.name[lang] })}
            </span>
          )}
        </Row>
      </dl>
      {editing && (
        <div
          id="trip-editor"
          role="group"
          aria-label={t('checkout.trip.editLabel')}
          className="mt-5 rounded-2xl bg-white p-4 ring-1 ring-ink-200 sm:p-5"
        >
          {editor}
        </div>
      )}
    </section>
  );
}
