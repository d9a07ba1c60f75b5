import { useTranslation } from '../../../i18n/translation';
import { Avatar } from '../../../components/ui/avatar';
import type { TGroupSummary } from '../../../../shared/schemas/group';
import { memberPicture } from '../format';

type TMember = TGroupSummary['members'][number];

/** Overlapping avatars of the first members, then who they are in words ("Ana, Luis and 3 more"). */
export function MemberStack({
  members,
  memberCount,
  max = 4,
}: {
  members: TMember[];
  memberCount: number;
  max?: number;
}) {
  const { t } = useTranslation();
  const shown = members.slice(0, max);
  const names = members.slice(0, 2).map((m) => m.firstName);
  const more = memberCount - names.length;
  const text =
    names.length === 0
      ? t('groups.members.none')
      : more > 0
        ? t('groups.members.namesMore', { names: names.join(', '), count: more })
        : names.length === 2
          ? t('groups.members.two', { first: names[0], second: names[1] })
          : names[0];
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      {shown.length > 0 && (
        <div className="flex shrink-0 -space-x-2">
          {shown.map((member) => (
            <Avatar
              key={member.id}
              name={member.firstName}
              src={memberPicture(member.pictureId)}
              size="sm"
            />
          ))}
        </div>
      )}
      <p className="truncate text-sm text-ink-600">{text}</p>
    </div>
  );
}
