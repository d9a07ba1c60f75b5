import { lazy, Suspense } from 'react';
import { isBackofficeRole } from '../../lib/session';
import { useSession } from '../../lib/session-context';

// The dialog's code loads only for back-office users: visitors never pay for it.
const BackofficePrompt = lazy(() => import('./backoffice-prompt'));

/** Shows the back-office prompt (spec §4) when a back-office user is on the public site. */
export function BackofficePromptGate() {
  const { user } = useSession();
  if (!user || !isBackofficeRole(user.role)) return null;
  return (
    <Suspense fallback={null}>
      <BackofficePrompt />
    </Suspense>
  );
}
