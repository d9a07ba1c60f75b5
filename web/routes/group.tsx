import {
  data,
  isRouteErrorResponse,
  useRouteError,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { defaultLanguage, isLang } from '../../shared/i18n';
import { formatMoney } from '../../shared/money';
import { localizedPath } from '../../shared/site';
import { GroupChatPreview } from '../features/chat/group-chat-preview';
import { formatLongDate, formatSailDate } from '../features/groups/format';
import { GroupPage } from '../features/groups/detail/group-page';
import { ErrorView, NotFoundView } from '../features/shell/status-view';
import type { TI18nHandle } from '../i18n/areas';
import { loadRouteAreas } from '../i18n/i18n';
import { serverT } from '../i18n/i18n.server';
import { onlyLoginParamsChanged } from '../lib/after-login';
import { seoMeta } from '../lib/seo';
import type { Route } from './+types/group';

// the group chat's preview speaks with the inbox's words
export const handle: TI18nHandle = { i18n: ['groups', 'inbox'] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = isLang(params.lang) ? params.lang : defaultLanguage;
  const group = await context.services.getGroup(params.id, context.viewer);
  if (!group) throw data(null, { status: 404 });
  const messages = await context.services.getPublicChat(group.chatId);
  const t = serverT(lang);
  const names = {
    name: group.name,
    date: formatSailDate(lang, group.date),
    longDate: formatLongDate(lang, group.date),
    harbour: group.harbour.name,
    plan: group.plan.name[lang],
    price: formatMoney(group.pricePerPersonCents, lang),
    count: group.seatsLeft,
  };
  return {
    group,
    messages,
    serverNow: Date.now(),
    shareUrl: context.publicUrl + localizedPath(lang, `/groups/${group.id}`),
    publicUrl: context.publicUrl,
    seo: {
      title: t('groups.meta.groupTitle', names),
      description: t('groups.meta.groupDescription', names),
    },
  };
}

/** A client-side navigation loads the page's catalogue areas along with its data. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadRouteAreas(params.lang, handle)]);
  return data;
}

/** Opening or closing the login modal changes the query only: the page's data stays. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return onlyLoginParamsChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  if (!loaderData || !isLang(params.lang)) return [];
  const { group } = loaderData;
  return seoMeta({
    lang: params.lang,
    path: `/groups/${group.id}`,
    ...loaderData.seo,
    publicUrl: loaderData.publicUrl,
    imageId: group.boat.pictureId,
    // a group is worth finding while it fills; afterwards it is a record
    noindex: group.status !== 'open',
  });
}

export function ErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundView /> : <ErrorView />;
}

export default function Group({ loaderData, params }: Route.ComponentProps) {
  const { group, messages, serverNow, shareUrl } = loaderData;
  const lang = isLang(params.lang) ? params.lang : defaultLanguage;
  return (
    <GroupPage
      key={group.id}
      group={group}
      serverNow={serverNow}
      shareUrl={shareUrl}
      renderChat={(shown) => (
        <GroupChatPreview
          chatId={shown.chatId}
          messages={messages}
          isMember={!!shown.me}
          lang={lang}
        />
      )}
    />
  );
}
