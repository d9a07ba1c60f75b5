import * as Dialog from '@radix-ui/react-dialog';
import { LogOut, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { StatusMessage } from '../../../components/ui/status-message';
import { useTranslation } from '../../../i18n/translation';
import { useNow } from '../../../lib/use-now';
import type { TSession } from '../api';
import { SectionCard } from '../ui/section-card';
import { PasswordConfirmDialog } from './password-confirm-dialog';
import { SessionRow } from './session-row';
import { useEndSessionLabels } from './session-text';
import { useSessions } from './use-sessions';

type TSessionsSectionProps = {
  /** the loader's list; null when it could not be read (a retry is offered) */
  initialSessions: TSession[] | null;
  hasPassword: boolean;
};

/**
 * ASVS 3.3.4: the devices logged in to the account, the current one marked, each of the others
 * with a way to log it out, and a way to log out all of them at once.
 */
export function SessionsSection({ initialSessions, hasPassword }: TSessionsSectionProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'account.account.sessions' });
  const id = useId();
  const listId = `${id}-list`;
  const buttonId = (session: TSession) => `${id}-end-${session.id}`;
  const state = useSessions(initialSessions);
  const now = useNow();
  const { sessions } = state;
  const others = sessions?.filter((s) => !s.current) ?? [];

  return (
    <SectionCard title={t('title')} description={t('subtitle')}>
      {sessions === null ? (
        <LoadFailed
          message={t('loadError')}
          retryLabel={t('retry')}
          reloading={state.reloading}
          onRetry={() => void state.reload()}
        />
      ) : sessions.length === 0 ? (
        <p className="text-[15px] text-ink-600">{t('empty')}</p>
      ) : (
        <div className="flex flex-col gap-4">
          <ul
            id={listId}
            tabIndex={-1}
            aria-label={t('listLabel')}
            className="divide-y divide-ink-100 rounded-2xl ring-1 ring-ink-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-sea-600"
          >
            {sessions.map((session) => {
              // once ended, focus goes to the next row's Log out button (or the previous one's)
              const index = others.indexOf(session);
              const after = others[index + 1] ?? others[index - 1];
              return (
                <SessionRow
                  key={session.id}
                  session={session}
                  hasPassword={hasPassword}
                  now={now}
                  buttonId={buttonId(session)}
                  onEnd={(password) =>
                    state.end(session, password, after ? buttonId(after) : listId)
                  }
                />
              );
            })}
          </ul>
          {others.length > 0 ? (
            <EndOthers
              hasPassword={hasPassword}
              onConfirm={(password) => state.endOthers(password, listId)}
            />
          ) : (
            <p className="flex items-start gap-2 text-sm leading-snug text-ink-600">
              <ShieldCheck className="h-[18px] w-[18px] shrink-0 text-sea-700" aria-hidden="true" />
              {t('onlyThis')}
            </p>
          )}
        </div>
      )}
      <StatusMessage status={state.status} className="mt-4 empty:mt-0" />
    </SectionCard>
  );
}

function EndOthers({
  hasPassword,
  onConfirm,
}: {
  hasPassword: boolean;
  onConfirm: (password: string | undefined) => Promise<void>;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'account.account.sessions' });
  const [open, setOpen] = useState(false);
  const labels = useEndSessionLabels();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" className="self-start ring-1 ring-ink-200">
          <LogOut className="h-4 w-4" aria-hidden="true" />
          {t('logOutOthers')}
        </Button>
      </Dialog.Trigger>
      {open && (
        <PasswordConfirmDialog
          icon={
            <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-sand-100 text-ink-600">
              <LogOut className="h-6 w-6" strokeWidth={1.75} aria-hidden="true" />
            </span>
          }
          title={t('dialog.othersTitle')}
          text={t('dialog.othersText')}
          passwordText={t('dialog.passwordText')}
          labels={{ ...labels, confirm: t('dialog.confirmOthers') }}
          hasPassword={hasPassword}
          onConfirm={async (password) => {
            await onConfirm(password);
            setOpen(false);
          }}
        />
      )}
    </Dialog.Root>
  );
}
