import type { TFunction } from 'i18next';
import {
  CalendarCheck,
  Heart,
  Inbox,
  Settings,
  Star,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import type { TLang } from '../../../shared/i18n';

export type TUserLink = { to: string; label: string; icon: LucideIcon };

/** The user menu of spec §2, in its order: my profile, my account, my boats, inbox, valuations, bookings. */
export function userLinks(lang: TLang, t: TFunction): TUserLink[] {
  return [
    { to: `/${lang}/settings/profile`, label: t('userMenu.profile'), icon: UserRound },
    { to: `/${lang}/settings/account`, label: t('userMenu.account'), icon: Settings },
    { to: `/${lang}/settings/favourite`, label: t('userMenu.favourite'), icon: Heart },
    { to: `/${lang}/settings/inbox`, label: t('userMenu.inbox'), icon: Inbox },
    { to: `/${lang}/settings/valuations`, label: t('userMenu.valuations'), icon: Star },
    { to: `/${lang}/settings/bookings`, label: t('userMenu.bookings'), icon: CalendarCheck },
  ];
}
