import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { inboxMeta } from '../features/chat/inbox/meta';
import { NewThread, targetFromSearch } from '../features/chat/thread/new-thread';
import { ThreadFrame, underPublicHeader } from '../features/chat/thread/thread-view';
import { ThreadSkeleton } from '../features/chat/thread/thread-states';
import { sendBackofficeUsersAway } from '../features/chat/inbox/paths';
import { requireSession, shouldRevalidateSettings } from '../features/settings/guard';
import type { TI18nHandle } from '../i18n/areas';
import { loadRouteAreas } from '../i18n/i18n';
import { useLang } from '../lib/lang';
import type { Route } from './+types/settings-inbox-new';

export const handle: TI18nHandle = { i18n: ['inbox'] };

/**
 * Writing about a booking, a boat or to support (`?booking=`, `?boat=`, `?support=1`): the
 * booking and boat pages link here. The existing conversation opens instead when there is one.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const lang = requireSession(request, params.lang);
  sendBackofficeUsersAway(request);
  await loadRouteAreas(lang, handle);
  return null;
}
clientLoader.hydrate = true as const;

export const shouldRevalidate = shouldRevalidateSettings;

export function meta({ params }: Route.MetaArgs) {
  return inboxMeta(params.lang, 'thread');
}

export function HydrateFallback() {
  return (
    <ThreadFrame heightClass={underPublicHeader}>
      <ThreadSkeleton />
    </ThreadFrame>
  );
}

export default function SettingsInboxNew() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const query = search.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query's text, not its object
  const target = useMemo(() => targetFromSearch(search), [query]);
  const open = useCallback(
    (id: string) => void navigate(`/${lang}/settings/inbox/${id}`, { replace: true }),
    [navigate, lang],
  );
  return (
    <NewThread
      target={target}
      back={{ to: `/${lang}/settings/inbox`, label: t('inbox.thread.back') }}
      heightClass={underPublicHeader}
      open={open}
    />
  );
}
