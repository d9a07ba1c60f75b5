import type { TCatalogKind, TCatalogMeta } from '../../../shared/schemas/admin-catalog';
import { api } from '../../lib/api';

/** An entry of `GET /backoffice/admin/catalog/{kind}`: its fields, slug and meta. */
export type TCatalogEntry = TCatalogMeta & { slug: string } & Record<string, unknown>;

const path = (kind: TCatalogKind, id?: number) =>
  `/backoffice/admin/catalog/${kind}${id === undefined ? '' : `/${id}`}`;

export function fetchCatalog(kind: TCatalogKind): Promise<TCatalogEntry[]> {
  return api.get<TCatalogEntry[]>(path(kind));
}

export function createCatalogEntry(
  kind: TCatalogKind,
  body: Record<string, unknown>,
): Promise<TCatalogEntry> {
  return api.post<TCatalogEntry>(path(kind), body);
}

export function updateCatalogEntry(
  kind: TCatalogKind,
  id: number,
  body: Record<string, unknown>,
): Promise<TCatalogEntry> {
  return api.request<TCatalogEntry>(path(kind, id), { method: 'PUT', body });
}

export function deleteCatalogEntry(kind: TCatalogKind, id: number): Promise<{ id: number }> {
  return api.request<{ id: number }>(path(kind, id), { method: 'DELETE' });
}
