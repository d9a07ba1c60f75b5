import {
  CalendarCheck,
  CalendarDays,
  ChartColumn,
  ClipboardCheck,
  LayoutDashboard,
  Library,
  LifeBuoy,
  MessagesSquare,
  Sailboat,
  ScrollText,
  ShieldCheck,
  Star,
  Ticket,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { TCoreCatalog } from '../../i18n/locales/types';

type TMenuKey = Exclude<
  keyof TCoreCatalog['session']['backoffice']['menu'],
  'label' | 'adminLabel' | `pending${string}`
>;

/** Who sees a section: every back-office user, admins (and superAdmins), or superAdmins only. */
export type TSectionAudience = 'all' | 'admin' | 'superAdmin';

export type TBackofficeSection = {
  /** under `/{lang}/backoffice/`; '' is the dashboard */
  path: string;
  /** its label: `session.backoffice.menu.<key>` */
  key: TMenuKey;
  icon: LucideIcon;
  audience: TSectionAudience;
  /** the requests tab counts the requests waiting for an answer */
  badge?: 'pending';
};

/** The back office's sections, in the order of the tabs: the owner's work first, then the admin's. */
export const backofficeSections: readonly TBackofficeSection[] = [
  { path: '', key: 'home', icon: LayoutDashboard, audience: 'all' },
  { path: 'bookings', key: 'bookings', icon: CalendarCheck, audience: 'all', badge: 'pending' },
  { path: 'boats', key: 'boats', icon: Sailboat, audience: 'all' },
  { path: 'calendar', key: 'calendar', icon: CalendarDays, audience: 'all' },
  { path: 'earnings', key: 'earnings', icon: Wallet, audience: 'all' },
  { path: 'messages', key: 'messages', icon: MessagesSquare, audience: 'all' },
  // the owner's own valuations: clients to rate, replies (the settings page, in this frame)
  { path: 'reviews', key: 'reviews', icon: Star, audience: 'all' },
  { path: 'review', key: 'review', icon: ClipboardCheck, audience: 'admin' },
  { path: 'users', key: 'users', icon: Users, audience: 'admin' },
  { path: 'all-bookings', key: 'allBookings', icon: Ticket, audience: 'admin' },
  { path: 'audit', key: 'audit', icon: ScrollText, audience: 'superAdmin' },
  { path: 'catalogues', key: 'catalogues', icon: Library, audience: 'admin' },
  { path: 'figures', key: 'figures', icon: ChartColumn, audience: 'admin' },
  { path: 'valuations', key: 'valuations', icon: ShieldCheck, audience: 'admin' },
  { path: 'support', key: 'support', icon: LifeBuoy, audience: 'admin' },
];

/** The sections a role sees. */
export function sectionsFor(role: string | undefined): TBackofficeSection[] {
  const isAdmin = role === 'admin' || role === 'superAdmin';
  return backofficeSections.filter(
    (section) =>
      section.audience === 'all' ||
      (section.audience === 'admin' && isAdmin) ||
      (section.audience === 'superAdmin' && role === 'superAdmin'),
  );
}
