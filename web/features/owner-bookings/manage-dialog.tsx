import * as Dialog from '@radix-ui/react-dialog';
import { ArrowRight } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/money';
import { ModalContent } from '../../components/ui/modal';
import { useLang } from '../../lib/lang';
import type { TBooking } from '../booking/api';
import { OwnerActions } from '../booking/owner-actions';

type TManageDialogProps = {
  booking: TBooking;
  now: number;
  /** the stay as the row shows it: dates, duration */
  stay: string;
  trigger: ReactNode;
  onChange: (booking: TBooking, notice?: string) => void;
};

/**
 * Everything the owner can do with one booking (offer, check-in, cancel, as well as accept and
 * reject) without leaving the list: the booking page's own owner actions in a dialog.
 */
export function ManageDialog({ booking, now, stay, trigger, onChange }: TManageDialogProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'ownerBookings.manage' });
  const lang = useLang();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <ModalContent closeLabel={t('close')} aria-describedby={undefined}>
        <Dialog.Title className="pr-8 text-xl font-extrabold tracking-tight text-ink-900">
          {t('title', { client: booking.client.name, boat: booking.boat.name })}
        </Dialog.Title>
        <p className="mt-1 text-[15px] text-ink-600 first-letter:uppercase">
          {stay} · {formatMoney(booking.offer?.totalCents ?? booking.price.totalCents, lang)}
        </p>
        <OwnerActions
          booking={booking}
          now={new Date(now)}
          onChange={(next, notice) => {
            onChange(next, notice);
            if (notice) setOpen(false);
          }}
        />
        <Link
          to={`/${lang}/booking/${booking.id}`}
          className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-sea-700 hover:text-sea-800 hover:underline"
        >
          {t('openPage')}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </ModalContent>
    </Dialog.Root>
  );
}
