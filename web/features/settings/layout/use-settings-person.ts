import { useSession } from '../../../lib/session-context';

/** The logged-in person as the settings side column shows them; undefined while the profile loads. */
export function useSettingsPerson():
  { name: string; email: string; avatarUrl: string | null } | undefined {
  const { profile } = useSession();
  if (!profile) return undefined;
  return {
    name: `${profile.name} ${profile.surname}`.trim(),
    email: profile.email,
    avatarUrl: profile.avatar.url,
  };
}
