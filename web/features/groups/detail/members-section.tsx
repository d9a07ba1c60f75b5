import { Crown } from 'lucide-react';
import { useTranslation } from '../../../i18n/translation';
import type { TGroup } from '../../../../shared/schemas/group';
import { Avatar } from '../../../components/ui/avatar';
import { memberPicture } from '../format';
import { SeatsBar } from '../ui/seats-bar';

/** Who is in (first names only) and how many seats each took, with the seats still free. */
export function MembersSection({ group }: { group: TGroup }) {
  const { t } = useTranslation();
  const free = Math.max(0, group.seatsLeft);
  return (
    <section aria-labelledby="members-title">
      <h2 id="members-title" className="text-2xl font-bold tracking-tight text-ink-900">
        {t('groups.page.membersTitle', { count: group.memberCount })}
      </h2>
      <div className="mt-4 max-w-md">
        <SeatsBar taken={group.seatsTaken} total={group.numberOfPeople} size="lg" />
      </div>
      <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {group.members.map((member) => (
          <li
            key={member.id}
            className="flex items-center gap-3 rounded-2xl bg-sand-50 p-3 ring-1 ring-ink-900/5"
          >
            <Avatar
              name={member.firstName}
              src={memberPicture(member.pictureId)}
              size="lg"
              className="ring-0"
            />
            <div className="min-w-0">
              <p className="flex items-center gap-1 truncate font-semibold text-ink-900">
                {member.firstName}
                {member.isCreator && (
                  <Crown className="h-3.5 w-3.5 shrink-0 text-amber-500" aria-hidden="true" />
                )}
              </p>
              <p className="text-sm text-ink-500">
                {member.isCreator && <>{t('groups.page.creator')} · </>}
                {t('groups.page.memberSeats', { count: member.seats })}
              </p>
            </div>
          </li>
        ))}
        {free > 0 && group.status === 'open' && (
          <li className="flex items-center gap-3 rounded-2xl border-2 border-dashed border-ink-200 p-3 text-sm font-semibold text-ink-500">
            {t('groups.page.freeSeats', { count: free })}
          </li>
        )}
      </ul>
    </section>
  );
}
