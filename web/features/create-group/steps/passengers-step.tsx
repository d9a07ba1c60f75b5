import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { errorCatalog, type TFieldError } from '../../../../shared/errors';
import { ZGroupPassengersStep } from '../../../../shared/schemas/group';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/field';
import { apiErrorText } from '../../../lib/errors';
import { useLang } from '../../../lib/lang';
import { useSession } from '../../../lib/session-context';
import { customIssue, stepResolver } from '../field-messages';
import { LoginGate } from '../login-gate';
import { PassengerRows } from '../passenger-rows';
import { PaymentSummary } from '../payment-summary';
import { StepShell } from '../step-shell';
import type { TCardPickerSlot, TChosenBoat, TGroupCard, TStepNav, TWizardValues } from '../types';
import { useCards } from '../use-cards';
import type { TCardProblem } from '../use-group-wizard';
import { useStepForm } from '../use-step-form';

type TPassengerValues = Pick<TWizardValues, 'passengers' | 'cardId'>;

export type TPassengersStepProps = {
  values: TWizardValues;
  boat: TChosenBoat | null;
  firstPaymentPercent: number;
  cardPicker: TCardPickerSlot;
  cardProblem: TCardProblem | null;
  /** a card chosen or added (a non-default one becomes the default when the group is sent) */
  onCardChange: (card: TGroupCard | null) => void;
  initialErrors: TFieldError[];
  nav: TStepNav;
};

/** Step 3: the creator's passengers (themselves first) and the card of the first payment. */
export function PassengersStep(props: TPassengersStepProps) {
  const { values, boat, firstPaymentPercent, cardPicker, cardProblem, nav } = props;
  const { t } = useTranslation('translation', { keyPrefix: 'createGroup' });
  const { t: tAll } = useTranslation();
  const lang = useLang();
  const { user, profile } = useSession();
  const people = Number(values.number_of_people) || 2;
  const max = Math.max(1, Math.min(people, boat?.numberOfPlaces ?? people));
  const [resolver] = useState(() =>
    stepResolver<TPassengerValues>(
      ZGroupPassengersStep,
      (v) => ({ passengers: v.passengers, cardId: v.cardId || null }),
      (v) => {
        if (v.passengers.length > people)
          return [customIssue(['passengers'], 'passengersOverGroup')];
        if (v.passengers.length > max)
          return [customIssue(['passengers'], 'passengersOverCapacity')];
        return [];
      },
    ),
  );
  const initial: TPassengerValues = { passengers: values.passengers, cardId: values.cardId };
  const { form, errorText } = useStepForm(initial, resolver, props.initialErrors, nav);
  const { getValues, setValue, watch } = form;
  const cards = useCards(!!user, values.cardId);
  const [adding, setAdding] = useState(false);
  const [noCard, setNoCard] = useState(false);
  const seats = watch('passengers').length;

  // the first passenger is the creator: filled from the profile when still empty
  useEffect(() => {
    if (!profile) return;
    const first = getValues('passengers.0');
    if (first && !first.name && !first.email) {
      setValue('passengers.0.name', `${profile.name} ${profile.surname}`.trim());
      setValue('passengers.0.email', profile.email);
    }
  }, [profile, getValues, setValue]);

  useEffect(() => {
    setValue('cardId', cards.selectedId ?? '');
  }, [cards.selectedId, setValue]);

  const selected = cards.cards?.find((c) => c.id === cards.selectedId) ?? null;
  const submit = form.handleSubmit((checked) => {
    if (!checked.cardId) {
      setNoCard(true);
      setAdding(true);
      document.getElementById('card')?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      return;
    }
    nav.onNext(checked);
  });

  return (
    <StepShell
      step="passengers"
      nav={nav}
      onSubmit={(e) => void submit(e)}
      readRaw={getValues}
      canContinue={!!user}
      outside={
        !user ? (
          boat && (
            <PaymentSummary
              seats={1}
              pricePerPersonCents={boat.pricePerPersonCents}
              firstPaymentPercent={firstPaymentPercent}
              feeApplies={false}
            />
          )
        ) : (
          <>
            {cardProblem && (
              <FormAlert>
                {errorCatalog[cardProblem === 'declined' ? 'AA00045' : 'AA00074'][lang]}
              </FormAlert>
            )}
            {cards.error !== null ? (
              <FormAlert>
                {apiErrorText(cards.error, lang, tAll)}{' '}
                <Button variant="ghost" onClick={cards.retry}>
                  {t('wizard.retry')}
                </Button>
              </FormAlert>
            ) : cards.cards === null ? (
              <p role="status" className="h-24 animate-pulse rounded-2xl bg-ink-50">
                <span className="sr-only">{t('wizard.loading')}</span>
              </p>
            ) : (
              cardPicker({
                cards: cards.cards,
                selectedId: cards.selectedId,
                onSelect: (id) => {
                  cards.setSelectedId(id);
                  props.onCardChange(cards.cards?.find((c) => c.id === id) ?? null);
                },
                adding,
                onAdding: setAdding,
                onSaved: (card) => {
                  cards.added(card);
                  setAdding(false);
                  setNoCard(false);
                  props.onCardChange(card);
                },
                missing: noCard,
              })
            )}
            {boat && (
              <PaymentSummary
                seats={seats}
                pricePerPersonCents={boat.pricePerPersonCents}
                firstPaymentPercent={firstPaymentPercent}
                feeApplies={selected?.feeApplies ?? false}
              />
            )}
          </>
        )
      }
    >
      {user ? <PassengerRows form={form} max={max} errorText={errorText} /> : <LoginGate />}
    </StepShell>
  );
}
