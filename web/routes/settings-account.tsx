import { fetchCards, type TPaymentCard } from '../features/payments/api';
import { PaymentCards } from '../features/payments/payment-cards';
import { AccountPage } from '../features/settings/account/account-page';
import { fetchMe, fetchSessions, type TSession } from '../features/settings/api';
import { requireSession, shouldRevalidateSettings } from '../features/settings/guard';
import { SettingsFallback, SettingsRouteError } from '../features/settings/layout/settings-frame';
import { settingsMeta } from '../features/settings/meta';
import type { TI18nHandle } from '../i18n/areas';
import { loadRouteAreas } from '../i18n/i18n';
import type { Route } from './+types/settings-account';

export const handle: TI18nHandle = { i18n: ['account', 'payments'] };

/**
 * Private, like the profile: loaded in the browser; logged-out visitors go to the login modal.
 * The saved cards and the active sessions load alongside; when only they fail, the rest of the
 * page still shows (null: their section offers a retry).
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  requireSession(request, params.lang);
  const [me, cards, sessions] = await Promise.all([
    fetchMe(),
    fetchCards().catch((): TPaymentCard[] | null => null),
    fetchSessions().catch((): TSession[] | null => null),
    loadRouteAreas(params.lang, handle),
  ]);
  return { me, cards, sessions };
}
clientLoader.hydrate = true as const;

export const shouldRevalidate = shouldRevalidateSettings;

export function meta({ params }: Route.MetaArgs) {
  return settingsMeta(params.lang, 'account');
}

export function HydrateFallback() {
  return <SettingsFallback page="account" />;
}

export default function SettingsAccount({ loaderData }: Route.ComponentProps) {
  const { me, cards, sessions } = loaderData;
  // keyed by user: another login (the session changed) starts from the new user's cards
  return (
    <AccountPage
      me={me}
      sessions={sessions}
      cards={<PaymentCards key={me.id} initialCards={cards} />}
    />
  );
}

export function ErrorBoundary() {
  return <SettingsRouteError page="account" />;
}
