import * as Dialog from '@radix-ui/react-dialog';
import { LayoutDashboard, LoaderCircle } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { ModalContent } from '../../components/ui/modal';
import { useLang } from '../../lib/lang';
import { isBackofficeRole } from '../../lib/session';
import { useSession } from '../../lib/session-context';

/**
 * Spec §4: a back-office user (shipowner, admin, superAdmin) on the public site is asked to go to
 * the back office; declining logs them out. Only the two buttons close it.
 */
export default function BackofficePrompt() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { user, logout, loggingOut } = useSession();
  const open = !!user && isBackofficeRole(user.role);
  if (!open) return null;
  return (
    <Dialog.Root open>
      <ModalContent alert size="sm">
        <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-sea-100 text-sea-700">
          <LayoutDashboard className="h-6 w-6" aria-hidden="true" />
        </span>
        <Dialog.Title className="mt-4 text-xl font-extrabold tracking-tight text-ink-900">
          {t('session.backofficePrompt.title')}
        </Dialog.Title>
        <Dialog.Description className="mt-2 text-[15px] leading-relaxed text-ink-600">
          {t('session.backofficePrompt.text', { role: t(`session.roles.${user.role}`) })}
        </Dialog.Description>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
          <Button
            variant="secondary"
            size="lg"
            disabled={loggingOut}
            onClick={() => void navigate(`/${lang}/backoffice`)}
          >
            {t('session.backofficePrompt.go')}
          </Button>
          <Button
            variant="ghost"
            size="lg"
            className="ring-1 ring-ink-200"
            disabled={loggingOut}
            onClick={() => void logout()}
          >
            {loggingOut && <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />}
            {t('session.backofficePrompt.logout')}
          </Button>
        </div>
      </ModalContent>
    </Dialog.Root>
  );
}
