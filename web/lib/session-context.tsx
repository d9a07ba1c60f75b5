import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { forgetPrivatePath } from './after-login';
import { api } from './api';
import { useLang } from './lang';
import { readSession, sessionKey, type TProfile, type TSessionUser } from './session';

export type TSession = {
  /** who is logged in; null when logged out, or while a failed profile load is retried */
  user: TSessionUser | null;
  /** `GET /user/me` once loaded */
  profile: TProfile | null;
  /** the profile's name, else the cached name cookie; null while neither is known ("Loading...") */
  displayName: string | null;
  avatarUrl: string | null;
  loggingOut: boolean;
  /** POST /auth/logout, then home; the header updates without a reload */
  logout: () => Promise<void>;
};

const loggedOut: TSession = {
  user: null,
  profile: null,
  displayName: null,
  avatarUrl: null,
  loggingOut: false,
  logout: async () => {},
};

const SessionContext = createContext<TSession>(loggedOut);

export function useSession(): TSession {
  return useContext(SessionContext);
}

// The session the layout last rendered, so its shouldRevalidate can tell when cookies changed.
let renderedSessionKey: string | null = null;

/** True in the browser when the readable session cookies differ from what the page shows. */
export function sessionCookiesChanged(): boolean {
  if (typeof document === 'undefined' || renderedSessionKey === null) return false;
  return sessionKey(readSession(document.cookie)) !== renderedSessionKey;
}

/** Spec §4: retry the login-state check 1 s after a failed profile load (then back off). */
export function profileRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempt - 1), 30_000);
}

/**
 * Holds the session of the language layout: the user from the readable cookies (server-rendered),
 * then the profile from `GET /user/me`. A failed profile load clears the logged-in state and checks
 * again after 1 second.
 */
export function SessionProvider({
  user: cookieUser,
  children,
}: {
  user: TSessionUser | null;
  children: ReactNode;
}) {
  const lang = useLang();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [profile, setProfile] = useState<TProfile | null>(null);
  const [cleared, setCleared] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const key = sessionKey(cookieUser);
  const loggedIn = cookieUser !== null;

  useEffect(() => {
    renderedSessionKey = key;
  }, [key]);

  useEffect(() => {
    setProfile(null);
    setCleared(false);
    if (!loggedIn) return;
    let cancelled = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      try {
        const me = await api.get<TProfile>('/user/me');
        if (cancelled) return;
        setProfile(me);
        setCleared(false);
      } catch {
        if (cancelled) return;
        setProfile(null);
        setCleared(true);
        attempt += 1;
        timer = setTimeout(check, profileRetryDelay(attempt));
      }
    };
    const check = () => {
      if (cancelled) return;
      // logged out meanwhile (cookies gone): reload the layout's data instead of the profile
      if (readSession(document.cookie)) void load();
      else void revalidate();
    };
    void load();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [key, loggedIn, revalidate]);

  const logout = useCallback(async () => {
    setLoggingOut(true);
    try {
      await api.post('/auth/logout');
    } catch {
      // the cookies are cleared by the server on success; on failure the check below still runs
    }
    forgetPrivatePath();
    try {
      await navigate(`/${lang}`);
      if (sessionCookiesChanged()) await revalidate();
    } finally {
      setLoggingOut(false);
    }
  }, [lang, navigate, revalidate]);

  const value = useMemo<TSession>(() => {
    if (!cookieUser || cleared) return { ...loggedOut, loggingOut, logout };
    return {
      user: profile ? { ...cookieUser, role: profile.role } : cookieUser,
      profile,
      displayName: profile?.name ?? cookieUser.name,
      avatarUrl: profile ? profile.avatar.url : cookieUser.img,
      loggingOut,
      logout,
    };
  }, [cookieUser, cleared, profile, loggingOut, logout]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
