import type { FastifyInstance } from 'fastify';
import { assetRoutes } from './asset/asset';
import { backofficeRoutes } from './backoffice/backoffice';
import { billingRoutes } from './billing/billing';
import { boatWriteRoutes } from './boat/write';
import { bookingRoutes } from './booking/booking';
import { authRoutes } from './auth/auth';
import { boatDetailsRoutes } from './boat/details';
import { chatRoutes } from './chat/chat';
import { groupRoutes } from './group/group';
import { catalogRoutes } from './catalog/catalog';
import { searchRoutes } from './search/search';
import { healthRoutes } from './health/health';
import { meRoutes } from './user/me';
import { profileRoutes } from './user/profile';
import { titleRoutes } from './user/titles';
import { favouriteRoutes } from './user/favourite';
import { boatDraftRoutes } from './user/boat-draft';
import { signupRoutes } from './user/signup';

/** Every API route, under /api. */
export async function registerApiRoutes(api: FastifyInstance): Promise<void> {
  await api.register(healthRoutes);
  await api.register(catalogRoutes);
  await api.register(searchRoutes);
  await api.register(boatDetailsRoutes);
  await api.register(authRoutes);
  await api.register(signupRoutes);
  await api.register(meRoutes);
  await api.register(profileRoutes);
  await api.register(titleRoutes);
  await api.register(favouriteRoutes);
  await api.register(assetRoutes);
  await api.register(boatWriteRoutes);
  await api.register(boatDraftRoutes);
  await api.register(backofficeRoutes);
  await api.register(billingRoutes);
  await api.register(bookingRoutes);
  await api.register(chatRoutes);
  await api.register(groupRoutes);
}
