import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronLeft, CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { z } from 'zod';
import type { TBoatDetails, TBoatQuote, TQuoteChoice } from '../../../shared/dto/boat-details';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/field';
import { TextAreaField } from '../../components/ui/textarea-field';
import type { TMessage } from '../../../shared/i18n';
import { ApiError } from '../../lib/api';
import { apiErrorText } from '../../lib/errors';
import { useLang } from '../../lib/lang';
import { BoatSummary } from './boat-summary';
import { CardPicker, type TCardSlots } from './card-picker';
import { initialCardId, type TCheckoutCard } from './charges';
import { PriceDetails } from './price-details';
import { RequestAlert } from './request-alert';
import { TripSection } from './trip-section';
import { useSendRequest, type TCheckoutCalls } from './use-send-request';
import { WhenYouPay } from './when-you-pay';

const maxMessage = 2000;
const ZMessage = z.object({ message: z.string().max(maxMessage, 'tooLong') });

export type TCheckoutPageProps = {
  boat: TBoatDetails;
  /** OWNER_RESPONSE_HOURS */
  ownerResponseHours: number;
  choice: TQuoteChoice;
  quote: TBoatQuote | null;
  quoteError: unknown;
  /** the first quote's field messages (later ones show in the calculator, at their field) */
  quoteMessages: TMessage[];
  loading: boolean;
  /** changes the trip (the skipper from the licence error); prices again */
  onChange: (patch: Partial<TQuoteChoice>) => void;
  /** the calculator's form, shown on "Change" */
  tripEditor: ReactNode;
  cards: TCheckoutCard[];
  calls: TCheckoutCalls;
  slots: TCardSlots;
};

/**
 * The checkout of a private rental: the trip (changeable in place), the card, a message to the
 * owner and the request; the boat and the price beside it (sticky on desktop, in the flow on
 * phones). Nothing is charged: the request is verified and goes to the owner.
 */
export function CheckoutPage(props: TCheckoutPageProps) {
  const { boat, choice, quote, quoteError, loading, calls, slots } = props;
  const { t } = useTranslation();
  const lang = useLang();
  const [cards, setCards] = useState(props.cards);
  const [cardId, setCardId] = useState(() => initialCardId(props.cards));
  const [addingCard, setAddingCard] = useState(false);
  const [editing, setEditing] = useState(quote === null);
  const [skipperAdded, setSkipperAdded] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const card = cards.find((c) => c.id === cardId) ?? null;
  const { send, sending, problem, clearProblem } = useSendRequest(calls, (id) =>
    setCards((list) => list.map((c) => ({ ...c, isDefault: c.id === id }))),
  );
  const { register, handleSubmit, formState, watch, setError } = useForm({
    resolver: zodResolver(ZMessage),
    defaultValues: { message: '' },
  });

  // a new trip answers the trip's problems: the alert goes with the old choice
  const choiceKey = JSON.stringify(choice);
  const lastChoice = useRef(choiceKey);
  useEffect(() => {
    if (lastChoice.current === choiceKey) return;
    lastChoice.current = choiceKey;
    if (problem && problem.kind !== 'other' && problem.kind !== 'message') clearProblem();
  }, [choiceKey, problem, clearProblem]);

  const bookable = quote !== null && quote.available && !loading;
  const submit = handleSubmit(async ({ message }) => {
    if (!card) {
      setAddingCard(true);
      document.getElementById('card')?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      return;
    }
    setSkipperAdded(false);
    const found = await send({ boatId: boat.id, choice, message, card });
    if (!found) return;
    if (found.kind === 'trip' || found.kind === 'taken') setEditing(true);
    if (found.kind === 'message')
      setError('message', { type: 'server', message: found.message[lang] });
    if (found.kind === 'noCard') setAddingCard(true);
    // the alert is announced (role="alert"); bring it into view too
    setTimeout(() => alertRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' }), 0);
  });

  const messageError = formState.errors.message?.message;
  const messageLength = watch('message').length;
  const unpriced =
    quoteError instanceof ApiError && quoteError.fields.length > 0
      ? t('checkout.price.unpriced')
      : apiErrorText(quoteError, lang, t);
  const price = quote ? (
    <PriceDetails quote={quote} card={card} loading={loading} />
  ) : (
    <FormAlert>{unpriced}</FormAlert>
  );

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6 lg:px-8 lg:pt-10">
      <Link
        to={`/${lang}/boats/${encodeURIComponent(boat.slug)}`}
        className="-ml-1 inline-flex items-center gap-1 rounded-full px-1 text-sm font-semibold text-ink-700 hover:text-ink-900 hover:underline"
      >
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        {t('checkout.back')}
      </Link>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
        {t('checkout.title')}
      </h1>
      <div className="mt-6 lg:mt-8 lg:grid lg:grid-cols-[minmax(0,1fr)_420px] lg:gap-x-16">
        <aside className="lg:col-start-2 lg:row-start-1" aria-label={boat.name}>
          <div className="lg:sticky lg:top-24">
            <div className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-ink-900/5 sm:p-6">
              <BoatSummary boat={boat} />
              <div className="mt-5 hidden border-t border-ink-100 pt-5 lg:block">{price}</div>
            </div>
          </div>
        </aside>
        <div className="mt-8 min-w-0 space-y-8 lg:col-start-1 lg:row-start-1 lg:mt-0">
          <TripSection
            boat={boat}
            choice={choice}
            quote={quote}
            editing={editing}
            onEdit={setEditing}
            editor={props.tripEditor}
            problems={problem?.kind === 'trip' ? problem.messages : props.quoteMessages}
          />
          <div className="border-t border-ink-100 pt-8 lg:hidden">{price}</div>
          <div className="border-t border-ink-100 pt-8">
            <CardPicker
              cards={cards}
              selectedId={cardId}
              onSelect={setCardId}
              adding={addingCard}
              onAdding={setAddingCard}
              missing={problem?.kind === 'noCard'}
              onSaved={(saved) => {
                setCards((list) => [saved, ...list.filter((c) => c.id !== saved.id)]);
                setCardId(saved.id);
                setAddingCard(false);
                if (problem?.kind === 'noCard') clearProblem();
              }}
              slots={slots}
            />
          </div>
          <div className="border-t border-ink-100 pt-8">
            <WhenYouPay
              hours={props.ownerResponseHours}
              percent={quote?.firstPayment.percent ?? null}
            />
          </div>
          <form
            noValidate
            onSubmit={(event) => void submit(event)}
            aria-label={t('checkout.title')}
            className="space-y-5 border-t border-ink-100 pt-8"
          >
            <TextAreaField
              label={t('checkout.message.label')}
              hint={t('checkout.message.hint')}
              placeholder={t('checkout.message.placeholder')}
              rows={4}
              maxLength={maxMessage}
              counter={
                messageLength > maxMessage * 0.8 ? `${messageLength} / ${maxMessage}` : undefined
              }
              error={
                messageError === 'tooLong'
                  ? t('checkout.message.tooLong', { count: maxMessage })
                  : messageError
              }
              {...register('message')}
            />
            <div ref={alertRef} className="scroll-mt-24">
              {skipperAdded && choice.skipper && !problem && (
                <p
                  role="status"
                  className="flex items-start gap-2.5 rounded-xl bg-sea-50 px-4 py-3 text-sm leading-snug font-medium text-sea-900 ring-1 ring-sea-600/20"
                >
                  <CircleCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                  {t('checkout.errors.skipperAdded')}
                </p>
              )}
              {problem && (
                <RequestAlert
                  problem={problem}
                  boat={boat}
                  onAddSkipper={() => {
                    props.onChange({ skipper: true });
                    setSkipperAdded(true);
                  }}
                  onChangeDates={() => {
                    setEditing(true);
                    document.getElementById('trip')?.scrollIntoView({ behavior: 'smooth' });
                  }}
                />
              )}
            </div>
            <Button
              type="submit"
              size="lg"
              className="w-full sm:w-auto sm:min-w-64"
              disabled={!bookable || sending}
            >
              {sending && <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />}
              {sending ? t('checkout.submitting') : t('checkout.submit')}
            </Button>
            <p className="text-[13px] leading-snug text-ink-500">
              {t('checkout.terms', {
                policy: t(`checkout.policies.${boat.cancelationConditions}`),
              })}
            </p>
          </form>
        </div>
      </div>
    </div>
  );
}
