import { useTranslation } from '../../i18n/translation';
import { NavLink } from 'react-router';
import { sectionsFor, type TBackofficeSection } from './backoffice-sections';

type TNavProps = {
  lang: string;
  /** the requests waiting for an answer (null until known) */
  pending: number | null;
  role: string | undefined;
  width: string;
};

const tab =
  'relative inline-flex shrink-0 items-center gap-2 px-1 text-sm whitespace-nowrap font-semibold text-ink-600 hover:text-ink-900 aria-[current=page]:text-ink-900 aria-[current=page]:after:absolute aria-[current=page]:after:inset-x-0 aria-[current=page]:after:bottom-0 aria-[current=page]:after:h-0.5 aria-[current=page]:after:rounded-full aria-[current=page]:after:bg-ink-900';

/**
 * The back office's sections the user's role sees, as tabs: the owner's work on the first row
 * and, for admins, the administration on a second one (thirteen tabs do not fit on one).
 */
export function BackofficeNav({ lang, pending, role, width }: TNavProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'session.backoffice.menu' });
  const sections = sectionsFor(role);
  const admin = sections.filter((section) => section.audience !== 'all');
  return (
    <>
      <nav aria-label={t('label')} className={`mx-auto ${width} px-4 sm:px-6`}>
        <Tabs
          lang={lang}
          pending={pending}
          sections={sections.filter((section) => section.audience === 'all')}
          height="h-12"
        />
      </nav>
      {admin.length > 0 && (
        <nav aria-label={t('adminLabel')} className="border-t border-ink-100 bg-sand-50">
          <div className={`mx-auto flex ${width} items-center gap-5 px-4 sm:px-6`}>
            <span
              className="hidden shrink-0 text-xs font-bold tracking-wider text-ink-500 uppercase sm:block"
              aria-hidden="true"
            >
              {t('adminLabel')}
            </span>
            <Tabs lang={lang} pending={pending} sections={admin} height="h-11" />
          </div>
        </nav>
      )}
    </>
  );
}

function Tabs({
  lang,
  pending,
  sections,
  height,
}: {
  lang: string;
  pending: number | null;
  sections: TBackofficeSection[];
  height: string;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'session.backoffice.menu' });
  return (
    <ul className="-mx-4 flex min-w-0 flex-1 gap-6 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      {sections.map(({ path, key, icon: Icon, badge }) => (
        <li key={key}>
          <NavLink
            to={path ? `/${lang}/backoffice/${path}` : `/${lang}/backoffice`}
            end={!path}
            className={`${tab} ${height}`}
          >
            <Icon className="h-4 w-4" aria-hidden="true" />
            {t(key)}
            {badge === 'pending' && pending !== null && pending > 0 && (
              <span
                className="min-w-5 rounded-full bg-coral-600 px-1.5 text-center text-xs leading-5 font-bold text-white tabular-nums"
                data-testid="pending-count"
              >
                <span aria-hidden="true">{pending}</span>
                <span className="sr-only">{t('pending', { count: pending })}</span>
              </span>
            )}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
