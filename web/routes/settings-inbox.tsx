import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/translation';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { InboxList } from '../features/chat/inbox/inbox-list';
import { InboxSkeleton } from '../features/chat/inbox/inbox-states';
import { inboxMeta } from '../features/chat/inbox/meta';
import { sendBackofficeUsersAway } from '../features/chat/inbox/paths';
import { requireSession, shouldRevalidateSettings } from '../features/settings/guard';
import { SettingsLayout } from '../features/settings/layout/settings-layout';
import { useSettingsPerson } from '../features/settings/layout/use-settings-person';
import type { TI18nHandle } from '../i18n/areas';
import { loadRouteAreas } from '../i18n/i18n';
import { useLang } from '../lib/lang';
import type { Route } from './+types/settings-inbox';

export const handle: TI18nHandle = { i18n: ['account', 'inbox'] };

/**
 * The inbox (spec: /{lang}/settings/inbox): the user's conversations, unread first. Private like
 * the other settings; the list loads in the browser and follows the real-time stream.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const lang = requireSession(request, params.lang);
  sendBackofficeUsersAway(request);
  await loadRouteAreas(lang, handle);
  return null;
}
clientLoader.hydrate = true as const;

/** The search and the filter live in the query string: the list refetches them itself. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  if (args.currentUrl.pathname === args.nextUrl.pathname) return false;
  return shouldRevalidateSettings(args);
}

export function meta({ params }: Route.MetaArgs) {
  return inboxMeta(params.lang, 'title');
}

function InboxFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const person = useSettingsPerson();
  return (
    <SettingsLayout
      page="inbox"
      title={t('inbox.page.title')}
      subtitle={t('inbox.page.subtitle')}
      person={person}
    >
      {children}
    </SettingsLayout>
  );
}

export function HydrateFallback() {
  return (
    <InboxFrame>
      <div className="rounded-3xl bg-white p-2 shadow-xs ring-1 ring-ink-900/[0.07]">
        <InboxSkeleton />
      </div>
    </InboxFrame>
  );
}

export default function SettingsInbox() {
  const lang = useLang();
  return (
    <InboxFrame>
      <InboxList box="mine" threadPath={(id) => `/${lang}/settings/inbox/${id}`} />
    </InboxFrame>
  );
}
