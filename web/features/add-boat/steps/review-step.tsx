import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { formatMoney, parsePriceInput } from '../../../../shared/money';
import { pictureUrl } from '../../../../shared/media';
import type { TBoatFormInput } from '../../../../shared/schemas/boat-form';
import { useLang } from '../../../lib/lang';
import { equipmentCategories, seasonKeys } from '../form-values';
import { StepShell } from '../step-shell';
import { stepIds } from '../steps';
import type { TBoatFormOptions, TStepNav } from '../types';

type TReviewStepProps = {
  data: Partial<TBoatFormInput>;
  options: TBoatFormOptions;
  nav: TStepNav;
};

function Section({
  title,
  step,
  onEdit,
  editLabel,
  children,
}: {
  title: string;
  step: number;
  onEdit: (index: number) => void;
  editLabel: string;
  children: ReactNode;
}) {
  return (
    <section className="border-b border-ink-100 pb-6 last:border-0">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-bold tracking-tight text-ink-900">{title}</h2>
        <button
          type="button"
          onClick={() => onEdit(step)}
          aria-label={`${editLabel}: ${title}`}
          className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink-900 underline underline-offset-4 hover:bg-ink-50"
        >
          <Pencil className="h-3.5 w-3.5" aria-hidden="true" />
          {editLabel}
        </button>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-[15px] sm:grid-cols-2">
        {children}
      </dl>
    </section>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 sm:block">
      <dt className="text-ink-500">{label}</dt>
      <dd className="text-right font-semibold text-ink-900 sm:text-left">{value}</dd>
    </div>
  );
}

/** The last screen: everything at a glance, each part editable, then the submission. */
export function ReviewStep({ data, options, nav }: TReviewStepProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'addBoat' });
  const lang = useLang();
  const dash = '—';
  const money = (value: unknown) => {
    const cents = value ? parsePriceInput(String(value)) : null;
    return cents === null ? dash : formatMoney(cents, lang);
  };
  const unit = (value: unknown, u: string) =>
    value === null || value === undefined || value === '' ? dash : `${String(value)} ${u}`;
  const nameOf = (list: { slug: string; name: { es: string; en: string } }[], slug: unknown) =>
    list.find((o) => o.slug === slug)?.name[lang] ?? dash;
  const harbour = options.harbours.find((h) => h.slug === data.harbour);
  const equipmentCount = equipmentCategories.reduce(
    (sum, c) => sum + (data.equipment?.[c]?.length ?? 0),
    0,
  );
  const edit = t('review.edit');
  const index = (id: (typeof stepIds)[number]) => stepIds.indexOf(id);
  const cover = data.gallery?.[0];
  return (
    <StepShell
      step="review"
      nav={{ ...nav }}
      onSubmit={(event) => {
        event.preventDefault();
        void nav.onNext({});
      }}
      readRaw={() => ({})}
      nextLabel={nav.mode === 'edit' ? t('review.save') : t('review.submit')}
    >
      <div className="flex items-center gap-4 rounded-3xl bg-white p-3 shadow-card ring-1 ring-ink-900/5 sm:p-4">
        {cover ? (
          <img
            src={pictureUrl(cover, 320)}
            alt=""
            className="h-24 w-32 shrink-0 rounded-2xl object-cover sm:h-28 sm:w-40"
          />
        ) : (
          <div className="h-24 w-32 shrink-0 rounded-2xl bg-sea-100" />
        )}
        <div className="min-w-0">
          <p className="truncate text-xl font-extrabold tracking-tight text-ink-900">{data.name}</p>
          <p className="truncate text-sm text-ink-600">
            {nameOf(options.boatTypes, data.boat_type)} · {data.manufacturer} {data.model}
          </p>
          <p className="mt-1 truncate text-sm text-ink-600">
            {harbour ? `${harbour.name} · ${harbour.area}` : dash}
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-6">
        <Section
          title={t('steps.basic.label')}
          step={index('basic')}
          onEdit={nav.onJump}
          editLabel={edit}
        >
          <Row
            label={t('fields.year')}
            value={
              data.renovation_year
                ? `${String(data.year)} (${String(data.renovation_year)})`
                : String(data.year ?? dash)
            }
          />
          <Row label={t('fields.length')} value={unit(data.length, t('units.m'))} />
          <Row
            label={t('fields.capacity')}
            value={unit(data.number_of_places, t('units.people'))}
          />
          <Row
            label={t('fields.plans')}
            value={
              data.plans?.length ? data.plans.map((p) => nameOf(options.plans, p)).join(', ') : dash
            }
          />
        </Section>
        <Section
          title={t('steps.accommodation.label')}
          step={index('accommodation')}
          onEdit={nav.onJump}
          editLabel={edit}
        >
          <Row label={t('accommodation.day_places')} value={String(data.day_places ?? dash)} />
          <Row label={t('accommodation.night_places')} value={String(data.night_places ?? dash)} />
          <Row label={t('accommodation.cabins')} value={String(data.cabins ?? dash)} />
          <Row label={t('accommodation.baths')} value={String(data.baths ?? dash)} />
        </Section>
        <Section
          title={t('steps.conditions.label')}
          step={index('conditions')}
          onEdit={nav.onJump}
          editLabel={edit}
        >
          <Row
            label={t('conditions.skipper')}
            value={
              data.skipper
                ? `${t(`conditions.skipperChoices.${data.skipper}.title`)}${data.skipper !== 'none' ? ` · ${money(data.skipper_price)}${t('units.perDay')}` : ''}`
                : dash
            }
          />
          <Row
            label={t('conditions.titling')}
            value={
              data.required_titling
                ? nameOf(options.degrees, data.required_titling)
                : t('conditions.noTitling')
            }
          />
          <Row
            label={t('conditions.cancelation')}
            value={
              data.cancelation_conditions
                ? t(`conditions.cancelChoices.${data.cancelation_conditions}.title`)
                : dash
            }
          />
          <Row
            label={t('review.hours')}
            value={`${String(data.departure_time ?? dash).slice(0, 5)} – ${String(data.arrival_time ?? dash).slice(0, 5)}`}
          />
          <Row label={t('conditions.minDays')} value={String(data.min_days ?? 1)} />
          <Row label={t('conditions.deposit')} value={money(data.deposit)} />
        </Section>
        <Section
          title={t('steps.equipment.label')}
          step={index('equipment')}
          onEdit={nav.onJump}
          editLabel={edit}
        >
          <Row
            label={t('review.equipment')}
            value={t('fields.selected', { count: equipmentCount })}
          />
        </Section>
        <Section
          title={t('steps.location.label')}
          step={index('location')}
          onEdit={nav.onJump}
          editLabel={edit}
        >
          <Row label={t('location.harbour')} value={harbour?.name ?? dash} />
          <Row label={t('location.berth')} value={data.berth || dash} />
        </Section>
        <Section
          title={t('steps.pictures.label')}
          step={index('pictures')}
          onEdit={nav.onJump}
          editLabel={edit}
        >
          <div className="col-span-full flex gap-2 overflow-x-auto pb-1">
            {(data.gallery ?? []).map((id, i) => (
              <img
                key={id}
                src={pictureUrl(id, 320)}
                alt={t('pictures.alt', { n: i + 1 })}
                className="h-16 w-20 shrink-0 rounded-lg object-cover"
              />
            ))}
          </div>
        </Section>
        <Section
          title={t('steps.price.label')}
          step={index('price')}
          onEdit={nav.onJump}
          editLabel={edit}
        >
          {seasonKeys.map((s) => (
            <Row
              key={s}
              label={t(`price.seasons.${s}.title`)}
              value={`${money(data.prices?.[s]?.day)}${data.prices?.[s]?.half_day ? ` · ½ ${money(data.prices[s].half_day)}` : ''}`}
            />
          ))}
          <Row
            label={t('price.fuel')}
            value={
              data.fuel_price_per_hour
                ? `${money(data.fuel_price_per_hour)}${t('units.perHour')}`
                : dash
            }
          />
          <Row label={t('price.custom.title')} value={String(data.seasons?.length ?? 0)} />
        </Section>
        <Section
          title={t('steps.technical.label')}
          step={index('technical')}
          onEdit={nav.onJump}
          editLabel={edit}
        >
          <Row
            label={t('technical.fuel_type')}
            value={data.fuel_type ? t(`technical.fuel.${data.fuel_type}`) : dash}
          />
          <Row label={t('technical.engine_power')} value={unit(data.engine_power, t('units.cv'))} />
          <Row label={t('technical.max_speed')} value={unit(data.max_speed, t('units.kn'))} />
          <Row
            label={t('technical.average_consumption')}
            value={unit(data.average_consumption, t('units.lh'))}
          />
        </Section>
      </div>
      {nav.mode === 'create' && (
        <p className="rounded-2xl bg-sand-50 px-4 py-3 text-sm leading-relaxed text-ink-700">
          {t('review.note')}
        </p>
      )}
    </StepShell>
  );
}
