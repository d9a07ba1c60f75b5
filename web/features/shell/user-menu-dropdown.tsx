import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LogOut } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { useLang } from '../../lib/lang';
import { useSession } from '../../lib/session-context';
import { userLinks } from './user-links';
import { userMenuTriggerClass } from './user-menu';

const itemClass =
  'flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-[15px] font-medium text-ink-800 outline-none select-none data-[disabled]:cursor-default data-[disabled]:opacity-60 data-[highlighted]:bg-ink-50 data-[highlighted]:text-ink-900';

/** The logged-in header's avatar, name ('Loading...' until known) and user menu. */
export default function UserMenuDropdown({ tone }: { tone: 'dark' | 'light' }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { displayName, avatarUrl, profile, logout, loggingOut } = useSession();
  const name = displayName ?? t('session.loading');
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={userMenuTriggerClass(tone)}>
        <Avatar name={displayName} src={avatarUrl} size="sm" className="ring-0" />
        <span className="sr-only">{t('userMenu.open')}: </span>
        <span className="max-w-[10rem] truncate" data-testid="user-name">
          {name}
        </span>
        <ChevronDown
          className="h-4 w-4 opacity-70 transition-transform group-data-[state=open]:rotate-180"
          aria-hidden="true"
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={10}
          className="z-50 w-72 rounded-2xl bg-white p-2 shadow-float ring-1 ring-ink-900/10 data-[state=open]:animate-pop motion-reduce:animate-none"
        >
          <div className="flex items-center gap-3 px-3 pt-2 pb-3">
            <Avatar name={displayName} src={avatarUrl} size="md" className="ring-0" />
            <div className="min-w-0">
              <p className="truncate text-[15px] font-bold text-ink-900">{name}</p>
              {profile && <p className="truncate text-[13px] text-ink-500">{profile.email}</p>}
            </div>
          </div>
          <DropdownMenu.Separator className="mx-2 mb-1 h-px bg-ink-100" />
          {userLinks(lang, t).map(({ to, label, icon: Icon }) => (
            <DropdownMenu.Item key={to} asChild className={itemClass}>
              <Link to={to}>
                <Icon className="h-[18px] w-[18px] text-ink-500" aria-hidden="true" />
                {label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="mx-2 my-1 h-px bg-ink-100" />
          <DropdownMenu.Item
            className={itemClass}
            disabled={loggingOut}
            onSelect={() => void logout()}
          >
            <LogOut className="h-[18px] w-[18px] text-ink-500" aria-hidden="true" />
            {loggingOut ? t('userMenu.loggingOut') : t('userMenu.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
