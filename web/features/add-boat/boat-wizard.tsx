import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import type { TBoatFormInput, TBoatFormStepId } from '../../../shared/schemas/boat-form';
import { apiErrorText } from '../../lib/errors';
import { useLang } from '../../lib/lang';
import { toStepValues, type TStepValues } from './form-values';
import { AccommodationStep } from './steps/accommodation-step';
import { BasicStep } from './steps/basic-step';
import { ConditionsStep } from './steps/conditions-step';
import { EquipmentStep } from './steps/equipment-step';
import { LocationStep } from './steps/location-step';
import { PicturesStep } from './steps/pictures-step';
import { PriceStep } from './steps/price-step';
import { ReviewStep } from './steps/review-step';
import { TechnicalStep } from './steps/technical-step';
import type { TBoatFormOptions, TStepProps } from './types';
import { useWizard, type TWizardOptions } from './use-wizard';
import { WizardProgress } from './wizard-progress';

type TBoatWizardProps = TWizardOptions & {
  options: TBoatFormOptions;
  /** shown above the first screen (the "draft restored" notice) */
  notice?: ReactNode;
};

/** The add-boat wizard (create and edit): progress, the open step, the review. */
export function BoatWizard({ options, notice, ...wizardOptions }: TBoatWizardProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const wizard = useWizard(wizardOptions);
  const { data, index, furthest, stepId, raw, waiting, failure } = wizard;
  const nav = { ...wizard.nav, failure: failure ? apiErrorText(failure, lang, t) : null };

  function props<S extends TBoatFormStepId>(step: S): TStepProps<S> {
    return {
      initial: (raw[step] as TStepValues[S] | undefined) ?? toStepValues(step, data),
      initialErrors: waiting[step] ?? [],
      data: data as Partial<TBoatFormInput>,
      options,
      nav,
    };
  }

  const step = (() => {
    switch (stepId) {
      case 'basic':
        return <BasicStep key="basic" {...props('basic')} />;
      case 'accommodation':
        return <AccommodationStep key="accommodation" {...props('accommodation')} />;
      case 'conditions':
        return <ConditionsStep key="conditions" {...props('conditions')} />;
      case 'equipment':
        return <EquipmentStep key="equipment" {...props('equipment')} />;
      case 'location':
        return <LocationStep key="location" {...props('location')} />;
      case 'pictures':
        return <PicturesStep key="pictures" {...props('pictures')} />;
      case 'price':
        return <PriceStep key="price" {...props('price')} />;
      case 'technical':
        return <TechnicalStep key="technical" {...props('technical')} />;
      default:
        return <ReviewStep key="review" data={data} options={options} nav={nav} />;
    }
  })();

  return (
    <div className="flex min-h-[calc(100dvh-4rem)] flex-col lg:min-h-[calc(100dvh-72px)]">
      <WizardProgress
        index={index}
        furthest={furthest}
        mode={wizardOptions.mode}
        onJump={nav.onJump}
      />
      {index === wizardOptions.initialIndex && notice}
      {step}
    </div>
  );
}
