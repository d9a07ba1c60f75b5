import { useCallback, useMemo } from 'react';
import { useTranslation } from '../i18n/translation';
import { useNavigate, useSearchParams } from 'react-router';
import { inboxMeta } from '../features/chat/inbox/meta';
import { NewThread, targetFromSearch } from '../features/chat/thread/new-thread';
import { ThreadFrame, ThreadView, underPublicHeader } from '../features/chat/thread/thread-view';
import { ThreadSkeleton } from '../features/chat/thread/thread-states';
import { sendBackofficeUsersAway } from '../features/chat/inbox/paths';
import { requireSession, shouldRevalidateSettings } from '../features/settings/guard';
import type { TI18nHandle } from '../i18n/areas';
import { loadRouteAreas } from '../i18n/i18n';
import { useLang } from '../lib/lang';
import type { Route } from './+types/settings-inbox-thread';

export const handle: TI18nHandle = { i18n: ['inbox'] };

/** Private, in the browser; back-office users read theirs in the back office. */
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

/**
 * One conversation (spec: /{lang}/settings/inbox/{conversationId}), or `…/inbox/new?booking=<id>`
 * (`?boat=`, `?support=1`), which the booking and boat pages link to: the existing conversation
 * opens instead when there is one, else the first message starts it.
 */
export default function SettingsInboxThread({ params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const query = search.toString();
  const isNew = params.id === 'new';
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query's text, not its object
  const target = useMemo(() => (isNew ? targetFromSearch(search) : null), [isNew, query]);
  const source = useMemo(() => ({ id: params.id }), [params.id]);
  const open = useCallback(
    (id: string) => void navigate(`/${lang}/settings/inbox/${id}`, { replace: true }),
    [navigate, lang],
  );
  const back = { to: `/${lang}/settings/inbox`, label: t('inbox.thread.back') };
  return isNew ? (
    <NewThread target={target} back={back} heightClass={underPublicHeader} open={open} />
  ) : (
    <ThreadView
      key={params.id}
      source={source}
      back={back}
      heightClass={underPublicHeader}
      onStarted={open}
    />
  );
}
