import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAccountDeletion,
  ZEmailChange,
  ZPasswordChange,
  ZProfileUpdate,
  ZTokenResponse,
} from '../../../shared/schemas/account';
import { requireUser } from '../../plugins/auth';
import { changeEmail } from '../../services/account/change-email';
import { changePassword } from '../../services/account/change-password';
import { deleteAccount } from '../../services/account/delete-account';
import { updateProfile } from '../../services/account/update-profile';
import { createSession } from '../../services/auth/create-session';
import { authDeps, requestClient } from '../auth/deps';
import { clearSessionCookies, setProfileCookies, setSessionCookies } from '../auth/cookies';
import { headerProfile } from '../../services/account/header-profile';

const ZMessage = z.object({ message: z.string() });
const tags = ['user'];
const security = [{ bearerAuth: [] }];

/** Profile, password, email and account cancellation of the logged-in user. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);
  const secure = app.config.publicUrl.startsWith('https://');

  app.put(
    '/user/me',
    {
      schema: {
        tags,
        security,
        summary: 'Updates the profile',
        body: ZProfileUpdate,
        response: { 200: ZMessage },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      await updateProfile(app.db, me.id, request.body);
      // the header shows name and picture from readable cookies: keep them in step
      setProfileCookies(reply, await headerProfile(app.db, me.id), secure);
      return { message: 'success' };
    },
  );

  app.put(
    '/user/password',
    {
      schema: {
        tags,
        security,
        summary: 'Changes the password; other sessions are logged out',
        body: ZPasswordChange,
        response: { 200: ZTokenResponse },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      const { name } = await changePassword(
        deps,
        me.id,
        request.body.old_password,
        request.body.password,
      );
      const session = await createSession(
        app.db,
        app.secrets.jwt,
        { id: me.id, role: me.role, name },
        { rememberMe: true, client: requestClient(request) },
      );
      setSessionCookies(reply, { ...session, rememberMe: true, loginAt: new Date() }, secure);
      return session;
    },
  );

  app.put(
    '/user/email',
    {
      schema: {
        tags,
        security,
        summary: 'Changes the email (needs the password); the new address must be confirmed',
        body: ZEmailChange,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await changeEmail(deps, requireUser(request).id, request.body.email, request.body.password);
      return { message: 'success' };
    },
  );

  app.delete(
    '/user',
    {
      schema: {
        tags,
        security,
        summary: 'Cancels the account and erases its personal data',
        body: ZAccountDeletion.nullish(),
        response: { 200: ZMessage },
      },
    },
    async (request, reply) => {
      await deleteAccount(deps, requireUser(request).id, request.body?.password);
      clearSessionCookies(reply);
      return { message: 'success' };
    },
  );
};
