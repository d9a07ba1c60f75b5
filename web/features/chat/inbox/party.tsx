import { LifeBuoy, Users } from 'lucide-react';
import { useTranslation } from '../../../i18n/translation';
import { pictureUrl } from '../../../../shared/media';
import type { TConversationSummary } from '../../../../shared/schemas/chat';
import { Avatar } from '../../../components/ui/avatar';

type TParty = {
  kind: TConversationSummary['kind'];
  otherParty: { name: string; pictureId: string | null } | null;
  group?: { name: string } | null;
};

/** Who the viewer talks to: the other party's first name, a group's name, or Marea's support. */
export function usePartyName(): (party: TParty) => string {
  const { t } = useTranslation('translation', { keyPrefix: 'inbox.party' });
  return (party) =>
    party.kind === 'group' ? (party.group?.name ?? '') : (party.otherParty?.name ?? t('support'));
}

const sizes = { md: 'h-11 w-11', lg: 'h-12 w-12' };

/**
 * The other party's picture or initials; a crowd for a group's chat; Marea's buoy for a user's
 * own support conversation.
 */
export function PartyAvatar({ party, size = 'lg' }: { party: TParty; size?: 'md' | 'lg' }) {
  if (party.kind === 'group')
    return (
      <span
        aria-hidden="true"
        className={`${sizes[size]} inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-sea-500 to-sea-700 text-white`}
      >
        <Users className="h-1/2 w-1/2" />
      </span>
    );
  if (!party.otherParty)
    return (
      <span
        aria-hidden="true"
        className={`${sizes[size]} inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-coral-500 to-coral-700 text-white`}
      >
        <LifeBuoy className="h-1/2 w-1/2" />
      </span>
    );
  const { name, pictureId } = party.otherParty;
  return (
    <Avatar
      name={name}
      src={pictureId ? pictureUrl(pictureId, 320) : null}
      size="lg"
      className={`${sizes[size]} ring-0`}
    />
  );
}
