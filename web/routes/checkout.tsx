import { useEffect } from 'react';
import {
  data,
  isRouteErrorResponse,
  useRouteError,
  useSearchParams,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { defaultLanguage, isLang } from '../../shared/i18n';
import { hasHalfDayPrices } from '../../shared/pricing';
import { fetchQuote } from '../features/boat/api';
import { changeChoice } from '../features/boat/choice';
import { QuoteForm } from '../features/boat/quote-form';
import { useQuote } from '../features/boat/use-quote';
import { requestBooking } from '../features/booking/api';
import { CheckoutFallback } from '../features/checkout/checkout-fallback';
import { CheckoutPage } from '../features/checkout/checkout-page';
import { choiceSearch, readChoice } from '../features/checkout/choice-query';
import { fetchCards, makeDefaultCard } from '../features/payments/api';
import { CardBrandMark } from '../features/payments/card-brand-mark';
import { CardForm } from '../features/payments/card-form';
import { requireSession } from '../features/settings/guard';
import { ErrorView, NotFoundView } from '../features/shell/status-view';
import type { TI18nHandle } from '../i18n/areas';
import { loadRouteAreas } from '../i18n/i18n';
import { serverT } from '../i18n/i18n.server';
import { ApiError } from '../lib/api';
import { sessionCookiesChanged } from '../lib/session-context';
import type { Route } from './+types/checkout';

export const handle: TI18nHandle = { i18n: ['boatPage', 'payments', 'checkout'] };

/** The boat and the business constants; the rest is the client's own (cards, the quote). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = isLang(params.lang) ? params.lang : defaultLanguage;
  const page = await context.services.getBoatPage(lang, params.slug, context.viewer);
  if (!page) throw data(null, { status: 404 });
  return {
    boat: page.boat,
    today: page.today,
    fallbackChoice: page.choice,
    ownerResponseHours: page.ownerResponseHours,
    title: serverT(lang)('checkout.meta.title', { name: page.boat.name }),
  };
}

/**
 * Private: a visitor without a session goes to the login modal and comes back here with the same
 * choice (requireSession remembers the whole URL). The choice of the URL is made one the boat
 * accepts, then priced, so the page opens complete.
 */
export async function clientLoader({ request, params, serverLoader }: Route.ClientLoaderArgs) {
  requireSession(request, params.lang);
  const [server, cards] = await Promise.all([
    serverLoader(),
    fetchCards(),
    loadRouteAreas(params.lang, handle),
  ]);
  const { boat, today } = server;
  const choice = changeChoice(
    readChoice(new URL(request.url).searchParams, server.fallbackChoice),
    {},
    rulesOf(boat, today),
  );
  const priced = await fetchQuote(boat.id, choice, request.signal).then(
    (quote) => ({ quote, quoteError: null as unknown }),
    (quoteError: unknown) => ({ quote: null, quoteError }),
  );
  return { ...server, cards, choice, ...priced };
}
clientLoader.hydrate = true as const;

function rulesOf(boat: Route.ComponentProps['loaderData']['boat'], today: string) {
  return {
    minDays: boat.minDays,
    skipper: boat.skipper.policy,
    halfDays: hasHalfDayPrices(boat.prices),
    today,
  };
}

/** The trip's edits only rewrite the query (and the login modal too): nothing to reload. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (sessionCookiesChanged()) return true;
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }];
}

export function HydrateFallback() {
  return <CheckoutFallback />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundView /> : <ErrorView />;
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { boat, today, cards, ownerResponseHours } = loaderData;
  const rules = rulesOf(boat, today);
  const state = useQuote(boat.id, loaderData, rules);
  const [, setSearchParams] = useSearchParams();
  const { choice } = state;
  // the first choice's refusal, until the trip changes (the calculator then shows its own)
  const initialError = choice === loaderData.choice ? loaderData.quoteError : null;
  // the URL follows the trip: a reload, or a return after logging in again, keeps it
  useEffect(() => {
    if (choice === loaderData.choice) return;
    setSearchParams(choiceSearch(choice), { replace: true, preventScrollReset: true });
  }, [choice, loaderData.choice, setSearchParams]);

  return (
    <CheckoutPage
      key={boat.id}
      boat={boat}
      ownerResponseHours={ownerResponseHours}
      choice={choice}
      quote={state.quote}
      quoteError={state.error ?? initialError}
      quoteMessages={
        initialError instanceof ApiError ? initialError.fields.map((f) => f.message) : []
      }
      loading={state.loading}
      onChange={state.change}
      tripEditor={<QuoteForm boat={boat} state={state} today={today} halfDays={rules.halfDays} />}
      cards={cards}
      calls={{ requestBooking, makeDefaultCard }}
      slots={{
        cardForm: (props) => <CardForm {...props} autoFocus={cards.length > 0} />,
        cardMark: (brand) => <CardBrandMark brand={brand} className="h-7 w-11" />,
      }}
    />
  );
}
