import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { inboxMeta } from '../features/chat/inbox/meta';
import { ThreadFrame, ThreadView, underPublicHeader } from '../features/chat/thread/thread-view';
import { ThreadSkeleton } from '../features/chat/thread/thread-states';
import { sendBackofficeUsersAway } from '../features/chat/inbox/paths';
import { requireSession, shouldRevalidateSettings } from '../features/settings/guard';
import type { TI18nHandle } from '../i18n/areas';
import { loadRouteAreas } from '../i18n/i18n';
import { useLang } from '../lib/lang';
import type { Route } from './+types/settings-inbox-thread';

export const handle: TI18nHandle = { i18n: ['inbox'] };

/** One conversation (spec: /{lang}/settings/inbox/{conversationId}), private, in the browser. */
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

export default function SettingsInboxThread({ params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const source = useMemo(() => ({ id: params.id }), [params.id]);
  const open = useCallback(
    (id: string) => void navigate(`/${lang}/settings/inbox/${id}`, { replace: true }),
    [navigate, lang],
  );
  return (
    <ThreadView
      key={params.id}
      source={source}
      back={{ to: `/${lang}/settings/inbox`, label: t('inbox.thread.back') }}
      heightClass={underPublicHeader}
      onStarted={open}
    />
  );
}
