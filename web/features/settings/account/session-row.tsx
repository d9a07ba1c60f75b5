import * as Dialog from '@radix-ui/react-dialog';
import { Monitor, MonitorSmartphone, Smartphone, Tablet, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n/translation';
import { useLang } from '../../../lib/lang';
import type { TDeviceType, TSession } from '../api';
import { PasswordConfirmDialog } from './password-confirm-dialog';
import { useEndSessionLabels } from './session-text';
import { deviceLabel, formatSignInDate, formatTimeAgo } from './session-text';

const icons: Record<TDeviceType, LucideIcon> = {
  desktop: Monitor,
  mobile: Smartphone,
  tablet: Tablet,
  unknown: MonitorSmartphone,
};

/** The device's kind as a picture in a tinted tile, named for assistive technology. */
export function DeviceTile({ type, current = false }: { type: TDeviceType; current?: boolean }) {
  const { t } = useTranslation();
  const Icon = icons[type];
  return (
    <span
      role="img"
      aria-label={t(`account.account.sessions.type.${type}`)}
      className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl ${
        current ? 'bg-sea-100 text-sea-700' : 'bg-sand-100 text-ink-600'
      }`}
    >
      <Icon className="h-6 w-6" strokeWidth={1.75} aria-hidden="true" />
    </span>
  );
}

type TSessionRowProps = {
  session: TSession;
  hasPassword: boolean;
  now: Date;
  /** the id of the row's Log out button, where focus can come back to */
  buttonId: string;
  onEnd: (password: string | undefined) => Promise<void>;
};

/** One active session: its device, when it began and was last used, and a way to end it. */
export function SessionRow({ session, hasPassword, now, buttonId, onEnd }: TSessionRowProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'account.account.sessions' });
  const { t: tAll } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const device = deviceLabel(session.device, tAll);
  const labels = useEndSessionLabels();
  const ago = formatTimeAgo(session.lastActiveAt, lang, now);
  return (
    <li className="flex items-start gap-4 px-4 py-4 sm:items-center sm:px-5">
      <DeviceTile type={session.device.type} current={session.current} />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:gap-4">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2.5 gap-y-1">
            <span className="font-semibold break-words text-ink-900">{device}</span>
            {session.current && (
              <span className="inline-flex items-center gap-1.5 rounded-full bg-sea-100 px-2.5 py-0.5 text-xs font-bold text-sea-800">
                <span className="h-1.5 w-1.5 rounded-full bg-sea-600" aria-hidden="true" />
                {t('current')}
              </span>
            )}
          </p>
          {/* one line each on phones; side by side, split by a dot, when they fit */}
          <p className="mt-1 flex flex-col text-sm leading-snug text-ink-500 sm:flex-row sm:flex-wrap sm:gap-x-1.5">
            <time dateTime={session.signedInAt}>
              {t('signedIn', { date: formatSignInDate(session.signedInAt, lang) })}
            </time>
            <span aria-hidden="true" className="hidden sm:inline">
              ·
            </span>
            {session.current || !ago ? (
              <span className={session.current ? 'font-medium text-sea-700' : ''}>
                {t('activeNow')}
              </span>
            ) : (
              <time dateTime={session.lastActiveAt}>{t('lastActive', { time: ago })}</time>
            )}
          </p>
        </div>
        {!session.current && (
          <Dialog.Root open={open} onOpenChange={setOpen}>
            <Dialog.Trigger asChild>
              <Button
                id={buttonId}
                variant="ghost"
                className="self-start ring-1 ring-ink-200 sm:self-auto"
                aria-label={t('logOutOf', { device })}
              >
                {t('logOut')}
              </Button>
            </Dialog.Trigger>
            {open && (
              <PasswordConfirmDialog
                icon={<DeviceTile type={session.device.type} />}
                title={t('dialog.oneTitle', { device })}
                text={t('dialog.oneText')}
                passwordText={t('dialog.passwordText')}
                labels={{ ...labels, confirm: t('dialog.confirmOne') }}
                hasPassword={hasPassword}
                onConfirm={async (password) => {
                  await onEnd(password);
                  setOpen(false);
                }}
              />
            )}
          </Dialog.Root>
        )}
      </div>
    </li>
  );
}
