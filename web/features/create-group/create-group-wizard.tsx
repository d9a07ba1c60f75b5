import { useRef } from 'react';
import { useTranslation } from '../../i18n/translation';
import { apiErrorText } from '../../lib/errors';
import { ApiError } from '../../lib/api';
import { useLang } from '../../lib/lang';
import { BoatStep } from './steps/boat-step';
import { NameStep } from './steps/name-step';
import { PassengersStep } from './steps/passengers-step';
import { PlaceStep } from './steps/place-step';
import type { TCardPickerSlot, TCreateGroupOptions, TStepNav, TWizardValues } from './types';
import { useGroupWizard } from './use-group-wizard';
import { WizardProgress } from './wizard-progress';

export type TCreateGroupWizardProps = {
  options: TCreateGroupOptions;
  /** the first date a group can still fill (firstGroupDate, from the server's clock) */
  firstDate: string;
  /** FIRST_PAYMENT_SHARE */
  firstPaymentPercent: number;
  /** the checkout's card picker with the payments card form (composed by the route) */
  cardPicker: TCardPickerSlot;
};

/**
 * The create-group wizard (PRODUCT.md §4): date, place and plan; boat type, people, price and
 * the boat; passengers and card; name and description. Each Next checks the step with its
 * shared schema; the last sends the whole group and opens its page.
 */
export function CreateGroupWizard(props: TCreateGroupWizardProps) {
  const { options, firstDate, firstPaymentPercent } = props;
  const { t } = useTranslation();
  const lang = useLang();
  const wizard = useGroupWizard(firstDate);
  const readOpenStep = useRef<() => Partial<TWizardValues>>(() => ({}));
  const { values, index, boat, failure } = wizard;
  const failureText =
    failure === null
      ? null
      : failure instanceof ApiError || !(failure instanceof Error)
        ? apiErrorText(failure, lang, t)
        : failure.message;
  const nav: TStepNav = {
    index,
    busy: wizard.busy,
    failure: failureText,
    onBack: index > 0 ? (raw, target) => wizard.onBack(raw, target) : null,
    onNext: (patch) => wizard.onNext(patch),
    registerReader: (read) => {
      readOpenStep.current = read;
    },
  };
  const common = { values, nav, initialErrors: wizard.waiting };
  const key = `${index}-${wizard.run}`;

  const step = (() => {
    switch (index) {
      case 0:
        return <PlaceStep key={key} {...common} options={options} firstDate={firstDate} />;
      case 1:
        return (
          <BoatStep key={key} {...common} options={options} boat={boat} onBoat={wizard.setBoat} />
        );
      case 2:
        return (
          <PassengersStep
            key={key}
            {...common}
            boat={boat}
            firstPaymentPercent={firstPaymentPercent}
            cardPicker={props.cardPicker}
            cardProblem={wizard.cardProblem}
            onCardChange={(card) => {
              wizard.clearCardProblem();
              wizard.setNewDefault(card && !card.isDefault ? card.id : null);
            }}
          />
        );
      default:
        return (
          <NameStep
            key={key}
            {...common}
            options={options}
            boat={boat}
            firstPaymentPercent={firstPaymentPercent}
          />
        );
    }
  })();

  return (
    <div className="flex min-h-[calc(100dvh-4rem)] flex-col lg:min-h-[calc(100dvh-72px)]">
      <WizardProgress
        index={index}
        // the open step's inputs are kept as typed, as with Back
        onJump={(target) => wizard.onBack(readOpenStep.current(), target)}
      />
      {step}
    </div>
  );
}
