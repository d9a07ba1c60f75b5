import * as Dialog from '@radix-ui/react-dialog';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../ui/section-card';
import { DeleteAccountDialog } from './delete-account-dialog';

/**
 * Spec §6: client accounts can be cancelled, which deletes all their data for good (with the
 * password, when the account has one).
 */
export function DangerSection({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('translation', { keyPrefix: 'account.account.danger' });
  const [open, setOpen] = useState(false);
  return (
    <SectionCard tone="danger" eyebrow={t('eyebrow')} title={t('title')} description={t('text')}>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger asChild>
          <Button
            variant="ghost"
            className="bg-white text-coral-700! ring-1 ring-coral-600/40 hover:bg-coral-100/60!"
          >
            <TriangleAlert className="h-4 w-4" aria-hidden="true" />
            {t('button')}
          </Button>
        </Dialog.Trigger>
        {open && <DeleteAccountDialog hasPassword={hasPassword} />}
      </Dialog.Root>
    </SectionCard>
  );
}
