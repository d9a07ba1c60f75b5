import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { Link, useLocation, useNavigate } from 'react-router';
import type { TGroup } from '../../../../shared/schemas/group';
import { Picture } from '../../../components/ui/picture';
import { useLang } from '../../../lib/lang';
import { useNow } from '../../../lib/use-now';
import { BoatSection } from './boat-section';
import { GroupFacts } from './group-facts';
import { JoinPanel, type TNotice } from './join-panel';
import { MembersSection } from './members-section';
import { ShareLink } from './share-link';
import { SimilarBoats } from './similar-boats';
import { StatusBanner } from './status-banner';

/**
 * /{lang}/groups/{id}: the group's day, boat and members, its status, the viewer's membership or
 * the way to join, the creator's choice of another boat, the link to share and the group chat
 * (given by the route: features do not import each other).
 */
export function GroupPage({
  group: loaded,
  serverNow,
  shareUrl,
  renderChat,
}: {
  group: TGroup;
  serverNow: number;
  shareUrl: string;
  renderChat?: (group: TGroup) => ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  // the group as the last answer left it; a new loader answer (a login, a revalidation) wins
  const [state, setState] = useState({ loaded, group: loaded, notice: null as TNotice });
  if (state.loaded !== loaded) setState({ loaded, group: loaded, notice: null });
  const { group, notice } = state;
  const now = Math.max(serverNow, useNow().getTime());
  const isCreator = group.me?.isCreator ?? false;

  const openLogin = () => {
    const params = new URLSearchParams(search);
    params.set('login', '1');
    void navigate(
      { pathname, search: `?${params.toString()}`, hash },
      { preventScrollReset: true },
    );
  };

  return (
    <article className="bg-white pb-20">
      <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6 lg:px-8 lg:pt-8">
        <nav aria-label={t('groups.page.breadcrumb')} className="text-sm text-ink-500">
          <Link to={`/${lang}/groups`} className="hover:text-ink-900 hover:underline">
            {t('groups.page.allGroups')}
          </Link>
          <span aria-hidden="true" className="mx-2">
            /
          </span>
          <span aria-current="page" className="text-ink-700">
            {group.name}
          </span>
        </nav>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-balance text-ink-900 sm:text-4xl">
          {group.name}
        </h1>
        <p className="mt-1.5 text-[15px] text-ink-600">
          {group.plan.name[lang]} · {group.harbour.name}, {group.harbour.destinationName}
        </p>
        <div className="relative mt-6 overflow-hidden rounded-3xl">
          <Picture
            assetId={group.boat.pictureId}
            alt={t('groups.card.pictureAlt', {
              type: group.boat.typeName[lang],
              name: group.boat.name,
            })}
            sizes="(min-width: 1152px) 1104px, 100vw"
            fallbackWidth={1280}
            priority
            className="aspect-[4/3] w-full sm:aspect-[21/9]"
          />
        </div>
      </div>

      <div className="mx-auto mt-8 grid max-w-6xl gap-10 px-4 lg:grid-rows-[auto_1fr] sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-14 lg:px-8">
        <div className="space-y-10">
          <StatusBanner group={group} now={now} />
          <GroupFacts group={group} />
        </div>
        <aside
          aria-label={t('groups.page.joinAside')}
          className="lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <div className="space-y-5">
            <JoinPanel
              group={group}
              now={now}
              notice={notice}
              onLogin={openLogin}
              onChange={(next, nextNotice) => setState({ loaded, group: next, notice: nextNotice })}
            />
            {group.status === 'open' && <ShareLink url={shareUrl} title={group.name} />}
          </div>
        </aside>
        <div className="space-y-10 lg:col-start-1 lg:row-start-2">
          <section aria-labelledby="plan-title" className="border-t border-ink-100 pt-10">
            <h2 id="plan-title" className="text-2xl font-bold tracking-tight text-ink-900">
              {t('groups.page.planTitle')}
            </h2>
            <p className="mt-3 text-[16px] leading-relaxed whitespace-pre-line text-ink-700">
              {group.note}
            </p>
          </section>
          {isCreator && group.status === 'complete' && (
            <div className="border-t border-ink-100 pt-10">
              <SimilarBoats
                group={group}
                onChosen={(next) => setState({ loaded, group: next, notice: null })}
              />
            </div>
          )}
          <div className="border-t border-ink-100 pt-10">
            <MembersSection group={group} />
          </div>
          <div className="border-t border-ink-100 pt-10">
            <BoatSection group={group} />
          </div>
          {renderChat && <div className="border-t border-ink-100 pt-10">{renderChat(group)}</div>}
        </div>
      </div>
    </article>
  );
}
