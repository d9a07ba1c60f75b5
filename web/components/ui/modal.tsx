import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

type TModalContentProps = Omit<ComponentProps<typeof Dialog.Content>, 'className'> & {
  children: ReactNode;
  /** the close button's accessible name; no close button without it */
  closeLabel?: string;
  /** an alert dialog (role="alertdialog") that only its own buttons close */
  alert?: boolean;
  size?: 'md' | 'sm';
};

/**
 * The content of a Radix dialog, with its overlay: a sheet rising from the bottom on phones, a
 * centred card from 640 px. Radix traps focus inside and gives it back on close.
 */
export function ModalContent({
  children,
  closeLabel,
  alert = false,
  size = 'md',
  ...props
}: TModalContentProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/55 backdrop-blur-[2px] data-[state=open]:animate-fade-in motion-reduce:animate-none" />
      <Dialog.Content
        role={alert ? 'alertdialog' : 'dialog'}
        onEscapeKeyDown={alert ? (event) => event.preventDefault() : undefined}
        onPointerDownOutside={alert ? (event) => event.preventDefault() : undefined}
        onInteractOutside={alert ? (event) => event.preventDefault() : undefined}
        {...props}
        className={`fixed inset-x-0 bottom-0 z-50 max-h-[94dvh] overflow-y-auto overscroll-contain rounded-t-[28px] bg-white px-5 pt-7 pb-[max(1.5rem,env(safe-area-inset-bottom))] shadow-float focus:outline-none data-[state=open]:animate-rise motion-reduce:animate-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:px-8 sm:pt-9 sm:pb-8 ${size === 'sm' ? 'sm:max-w-md' : 'sm:max-w-[440px]'}`}
      >
        <div
          aria-hidden="true"
          className="absolute top-2.5 left-1/2 h-1 w-10 -translate-x-1/2 rounded-full bg-ink-200 sm:hidden"
        />
        {children}
        {closeLabel && (
          <Dialog.Close
            aria-label={closeLabel}
            className="absolute top-3 right-3 inline-flex h-10 w-10 items-center justify-center rounded-full text-ink-600 hover:bg-ink-100 hover:text-ink-900 sm:top-4 sm:right-4"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </Dialog.Close>
        )}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
