import type { FastifyInstance } from 'fastify';
import { assetRoutes } from './asset/asset';
import { authRoutes } from './auth/auth';
import { catalogRoutes } from './catalog/catalog';
import { healthRoutes } from './health/health';
import { meRoutes } from './user/me';
import { profileRoutes } from './user/profile';
import { titleRoutes } from './user/titles';
import { signupRoutes } from './user/signup';

/** Every API route, under /api. */
export async function registerApiRoutes(api: FastifyInstance): Promise<void> {
  await api.register(healthRoutes);
  await api.register(catalogRoutes);
  await api.register(authRoutes);
  await api.register(signupRoutes);
  await api.register(meRoutes);
  await api.register(profileRoutes);
  await api.register(titleRoutes);
  await api.register(assetRoutes);
}
