import { MapPin } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translation';
import { TextField } from '../../../components/ui/field';
import type { THarbourOption } from '../api';
import { StepShell } from '../step-shell';
import type { TStepProps } from '../types';
import { HarbourCombobox } from '../ui/harbour-combobox';
import { useStepForm } from '../use-step-form';

const coordinate = (value: number) => value.toFixed(4);

// the map's code loads with this step only
const SeaMap = lazy(() =>
  import('../../../components/map/sea-map').then((m) => ({ default: m.SeaMap })),
);

/** Step 5: the harbour (searched), the berth and the exact pin on the map. */
export function LocationStep(props: TStepProps<'location'>) {
  const { t } = useTranslation('translation', { keyPrefix: 'addBoat' });
  const { form, errorText, submit } = useStepForm('location', props);
  const { register, control, watch, setValue, getValues, formState } = form;
  const known = props.options.harbours.find((h) => h.slug === props.initial.harbour) ?? null;
  const [harbour, setHarbour] = useState<THarbourOption | null>(known);
  const pin = watch('harbor');
  const revalidate = formState.isSubmitted;
  const placePin = (point: { lat: number; lon: number }) =>
    setValue('harbor', point, { shouldDirty: true, shouldValidate: revalidate });
  // no pin at all is told plainly; a pin off the Spanish coast gets the schema's own message
  const pinState = form.getFieldState('harbor', formState);
  const pinError = !pinState.error
    ? null
    : pinState.error.type === 'invalid_type'
      ? t('location.pinRequired')
      : errorText('harbor');
  return (
    <StepShell step="location" nav={props.nav} onSubmit={(e) => void submit(e)} readRaw={getValues}>
      <Controller
        control={control}
        name="harbour"
        render={({ field }) => (
          <HarbourCombobox
            label={t('location.harbour')}
            hint={t('location.harbourHint')}
            placeholder={t('location.harbourPlaceholder')}
            noResults={t('location.noResults')}
            value={harbour}
            onChange={(picked) => {
              setHarbour(picked);
              field.onChange(picked.slug);
              placePin({ lat: picked.lat, lon: picked.lon });
            }}
            onBlur={field.onBlur}
            name={field.name}
            inputRef={field.ref}
            error={errorText('harbour')}
          />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('location.berth')}
          hint={t('location.berthHint')}
          maxLength={200}
          error={errorText('berth')}
          {...register('berth')}
        />
        <TextField
          label={t('location.headline')}
          hint={t('location.headlineHint')}
          maxLength={120}
          error={errorText('map_headlines')}
          {...register('map_headlines')}
        />
      </div>
      <section aria-labelledby="pin-title">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="pin-title" className="text-base font-bold tracking-tight text-ink-900">
            {t('location.pin')}
          </h2>
          <p
            className="flex items-center gap-1.5 text-sm text-ink-600 tabular-nums"
            aria-live="polite"
          >
            <MapPin className="h-4 w-4 text-coral-600" aria-hidden="true" />
            {pin
              ? t('location.pinAt', { lat: coordinate(pin.lat), lon: coordinate(pin.lon) })
              : t('location.noPin')}
          </p>
        </div>
        <p className="mt-1 text-sm text-ink-600">{t('location.pinHint')}</p>
        <Suspense
          fallback={
            <div className="mt-3 h-72 w-full animate-pulse rounded-2xl bg-sea-50 sm:h-96" />
          }
        >
          <SeaMap
            key={harbour?.slug ?? 'none'}
            title={t('location.mapTitle')}
            points={
              pin
                ? [
                    {
                      id: 'boat',
                      lat: pin.lat,
                      lon: pin.lon,
                      label: harbour?.name ?? t('location.pin'),
                    },
                  ]
                : []
            }
            activeId="boat"
            onPick={placePin}
            className={`mt-3 h-72 w-full overflow-hidden rounded-2xl ring-1 sm:h-96 ${pinError ? 'ring-2 ring-coral-600' : 'ring-ink-200'}`}
          />
        </Suspense>
        {pinError && (
          <p className="mt-1.5 text-sm font-medium text-coral-700" role="alert">
            {pinError}
          </p>
        )}
      </section>
    </StepShell>
  );
}
