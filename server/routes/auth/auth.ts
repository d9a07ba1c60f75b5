import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEmail, ZLoginRequest, ZPassword, ZTokenResponse } from '../../../shared/schemas/account';
import { appError } from '../../errors';
import { signIdToken } from '../../services/auth/id-token';
import { loginWithPassword } from '../../services/auth/login-with-password';
import { loginWithSocial } from '../../services/auth/login-with-social';
import { requestPasswordReset, resetPassword } from '../../services/auth/password-reset';
import { revokeRefreshFamily, rotateRefreshToken } from '../../services/auth/refresh-tokens';
import { SocialTokenError } from '../../services/auth/types';
import { verifyEmail } from '../../services/auth/verify-email';
import { headerProfile } from '../../services/account/header-profile';
import { authDeps, requestClient, requestLang } from './deps';
import { clearSessionCookies, sessionCookies, setSessionCookies } from './cookies';

const ZMessage = z.object({ message: z.string() });
const tags = ['auth'];

/** Login, token refresh, social login, logout, email verification and password recovery. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.publicUrl.startsWith('https://');
  const deps = authDeps(app);

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Log in with email and password',
        body: ZLoginRequest,
        response: { 200: ZTokenResponse },
      },
    },
    async (request, reply) => {
      const session = await loginWithPassword(deps, request.body, {
        ip: request.ip,
        ...requestClient(request),
      });
      setSessionCookies(
        reply,
        {
          ...session,
          rememberMe: request.body.rememberMe ?? true,
          loginAt: new Date(),
          avatarUrl: (await headerProfile(app.db, session.userId)).avatarUrl,
        },
        secure,
      );
      return session;
    },
  );

  app.post(
    '/auth/token',
    {
      schema: {
        tags,
        summary: 'A new id token and refresh token for a refresh token (rotated on every use)',
        body: z.object({ refreshToken: z.string().min(1).max(200).optional() }).nullish(),
        response: { 200: ZTokenResponse },
      },
    },
    async (request, reply) => {
      const token = request.body?.refreshToken ?? request.cookies[sessionCookies.refreshToken];
      if (!token) throw appError('AA00018');
      const rotated = await rotateRefreshToken(app.db, token, requestClient(request)).catch(
        (error: unknown) => {
          clearSessionCookies(reply);
          throw error;
        },
      );
      const session = {
        idToken: await signIdToken(app.secrets.jwt, rotated.user),
        refreshToken: rotated.refreshToken,
        role: rotated.user.role,
        name: rotated.user.name,
      };
      setSessionCookies(
        reply,
        {
          ...session,
          rememberMe: rotated.rememberMe,
          avatarUrl: (await headerProfile(app.db, rotated.user.id)).avatarUrl,
        },
        secure,
      );
      return session;
    },
  );

  app.post(
    '/auth/social',
    {
      schema: {
        tags,
        summary: 'Log in with a Google ID token or a Facebook access token',
        body: z.union([
          z.object({ googleToken: z.string().min(1).max(4096) }),
          z.object({ facebookToken: z.string().min(1).max(4096) }),
        ]),
        response: { 200: ZTokenResponse },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const profile = await (
        'googleToken' in body
          ? app.socialVerifiers.google(body.googleToken)
          : app.socialVerifiers.facebook(body.facebookToken)
      ).catch((error: unknown) => {
        if (error instanceof SocialTokenError) {
          request.log.info({ reason: error.reason }, 'social token refused');
          throw appError('AA00016');
        }
        throw error;
      });
      const session = await loginWithSocial(
        deps,
        profile,
        requestLang(request),
        requestClient(request),
      );
      setSessionCookies(
        reply,
        {
          ...session,
          rememberMe: true,
          loginAt: new Date(),
          avatarUrl: (await headerProfile(app.db, session.userId)).avatarUrl,
        },
        secure,
      );
      return session;
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: 'Ends this session',
        body: z.object({ refreshToken: z.string().max(200).optional() }).nullish(),
        response: { 200: ZMessage },
      },
    },
    async (request, reply) => {
      const token = request.body?.refreshToken ?? request.cookies[sessionCookies.refreshToken];
      if (token) await revokeRefreshFamily(app.db, token);
      clearSessionCookies(reply);
      return { message: 'success' };
    },
  );

  app.post(
    '/auth/verify-email',
    {
      schema: {
        tags,
        summary: 'Confirms the email with the token of the welcome mail',
        body: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await verifyEmail(deps, request.body.token);
      return { message: 'success' };
    },
  );

  app.get(
    '/auth/forgot-password/:email',
    {
      schema: {
        tags,
        summary: 'Mails a password reset link (valid 1 hour)',
        params: z.object({ email: ZEmail }),
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await requestPasswordReset(deps, request.params.email, request.ip);
      return { message: 'success' };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Sets a new password with the token of the reset link (single use)',
        body: z
          .object({
            token: z.string().min(1).max(200),
            password: ZPassword,
            check_password: z.string(),
          })
          .refine((b) => b.password === b.check_password, {
            message: 'passwordsDiffer',
            path: ['check_password'],
          }),
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await resetPassword(deps, request.body.token, request.body.password);
      return { message: 'success' };
    },
  );
};
