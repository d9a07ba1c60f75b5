import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link, useLocation } from 'react-router';
import { LinkButton } from '../../components/ui/button';
import { useLang } from '../../lib/lang';
import { useSession } from '../../lib/session-context';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { useScrolled } from './use-scrolled';
import { UserMenu } from './user-menu';

/** Pages whose top is a full-bleed picture under a see-through header (spec: home and sign-up). */
export function hasOverlayHeader(pathname: string): boolean {
  return /^\/(es|en)\/?(sign-up\/?)?$/.test(pathname);
}

/** A slot of the header drawn in its tone: the messages button, given by the route. */
export type TRenderMessages = (tone: 'dark' | 'light') => ReactNode;

/**
 * The header's slots for the whole layout, so that routes drawing their own Shell (the booking
 * page) get them too; the language layout provides them from features/chat.
 */
export const HeaderSlotsContext = createContext<{ renderMessages?: TRenderMessages }>({});

/** The page header: see-through over the hero until 150 px of scroll, solid everywhere else. */
export function Header({ renderMessages: given }: { renderMessages?: TRenderMessages }) {
  const slots = useContext(HeaderSlotsContext);
  const renderMessages = given ?? slots.renderMessages;
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname, search } = useLocation();
  const { user } = useSession();
  const scrolled = useScrolled(150);
  const solid = scrolled || !hasOverlayHeader(pathname);
  const tone = solid ? 'dark' : 'light';
  const loginSearch = new URLSearchParams(search);
  loginSearch.set('login', '1');

  return (
    <header
      data-look={solid ? 'solid' : 'overlay'}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200 ${
        solid
          ? 'bg-white/95 shadow-[0_1px_0_rgb(11_37_64/0.08)] backdrop-blur'
          : 'bg-gradient-to-b from-ink-950/45 to-transparent'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:h-[72px] lg:px-8">
        <Link to={`/${lang}`} aria-label={t('header.home')} className="rounded-lg">
          <Logo tone={tone} />
        </Link>
        <nav aria-label={t('header.mainNav')} className="ml-6 hidden items-center gap-1 lg:flex">
          {[
            { to: `/${lang}/groups`, label: t('header.groups') },
            { to: `/${lang}/groups-info`, label: t('header.groupsInfo') },
            { to: `/${lang}/how-it-works`, label: t('header.howItWorks') },
            { to: `/${lang}/faq`, label: t('header.help') },
          ].map((item) => (
            <Link
              key={item.to}
              to={item.to}
              className={`rounded-full px-3 py-2 text-sm font-semibold ${solid ? 'text-ink-700 hover:bg-ink-100 hover:text-ink-900' : 'text-white/90 hover:bg-white/15 hover:text-white'}`}
            >
              {item.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto hidden items-center gap-3 lg:flex">
          <LinkButton
            to={`/${lang}/create-group`}
            variant={solid ? 'ghost' : 'outline-inverse'}
            className={solid ? 'ring-1 ring-ink-200' : ''}
          >
            {t('header.createGroup')}
          </LinkButton>
          <LinkButton to={`/${lang}/add-boat`} variant={solid ? 'secondary' : 'inverse'}>
            {t('header.submitBoat')}
          </LinkButton>
          <span
            className={`mx-1 h-6 w-px ${solid ? 'bg-ink-200' : 'bg-white/40'}`}
            aria-hidden="true"
          />
          <LanguageSwitch tone={tone} />
          {user && renderMessages?.(tone)}
          {user ? (
            <UserMenu tone={tone} />
          ) : (
            <Link
              to={{ pathname, search: `?${loginSearch.toString()}` }}
              preventScrollReset
              className={`rounded-full px-3 py-2 text-sm font-semibold ${solid ? 'text-ink-900 hover:bg-ink-100' : 'text-white hover:bg-white/15'}`}
            >
              {t('header.login')}
            </Link>
          )}
        </div>
        <div className="ml-auto flex items-center gap-2 lg:hidden">
          <LanguageSwitch tone={tone} />
          {user && renderMessages?.(tone)}
          <MobileMenu tone={tone} loginHref={`${pathname}?${loginSearch.toString()}`} />
        </div>
      </div>
    </header>
  );
}
