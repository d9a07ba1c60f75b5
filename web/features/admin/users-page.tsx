import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { SelectField } from '../../components/ui/select-field';
import { useLang } from '../../lib/lang';
import { adminPaths, adminRoles, queryOf, userStatuses, type TAdminUser, type TPage } from './api';
import { formatDay } from './format';
import {
  AdminMain,
  Badge,
  Card,
  LoadState,
  PageIntro,
  Pager,
  SearchBox,
  statusTone,
  td,
  th,
  useFilters,
} from './parts';
import { useApiData } from './use-api-data';
import { userStatus } from './user-status';

const filters = ['q', 'role', 'status'] as const;

/** Users: search by name or email, filter by role and status, open one. */
export function UsersPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { values, page, set } = useFilters(filters);
  const list = useApiData<TPage<TAdminUser>>(adminPaths.users(queryOf({ ...values, page })));
  return (
    <AdminMain>
      <PageIntro title={t('admin.users.title')} intro={t('admin.users.intro')} />
      <div className="mt-6 flex flex-col gap-3 lg:flex-row lg:items-end">
        <SearchBox
          key={values.q}
          label={t('admin.users.searchLabel')}
          value={values.q ?? ''}
          onSearch={(q) => set({ q })}
        />
        <div className="grid grid-cols-2 gap-3 lg:w-96">
          <SelectField
            label={t('admin.users.role')}
            value={values.role}
            onChange={(event) => set({ role: event.target.value })}
          >
            <option value="">{t('admin.all')}</option>
            {adminRoles.map((role) => (
              <option key={role} value={role}>
                {t(`admin.roles.${role}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('admin.users.status')}
            value={values.status}
            onChange={(event) => set({ status: event.target.value })}
          >
            <option value="">{t('admin.all')}</option>
            {userStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`admin.users.statuses.${status}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      <LoadState loading={list.loading && !list.data} failure={list.failure} reload={list.reload} />
      {list.data && (
        <>
          <Card className="mt-6 overflow-hidden">
            {list.data.items.length === 0 ? (
              <p className="p-6 text-sm text-ink-600">{t('admin.none')}</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full">
                  <thead className="border-b border-ink-100 bg-ink-50/60">
                    <tr>
                      <th scope="col" className={th}>
                        {t('admin.users.columns.user')}
                      </th>
                      <th scope="col" className={`${th} hidden sm:table-cell`}>
                        {t('admin.users.columns.role')}
                      </th>
                      <th scope="col" className={th}>
                        {t('admin.users.columns.status')}
                      </th>
                      <th scope="col" className={`${th} hidden md:table-cell`}>
                        {t('admin.users.columns.created')}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-ink-100">
                    {list.data.items.map((user) => {
                      const status = userStatus(user);
                      return (
                        <tr key={user.id} className="hover:bg-sand-50">
                          <td className={td}>
                            <Link
                              to={`/${lang}/backoffice/users/${user.id}`}
                              className="font-semibold text-ink-900 underline-offset-4 hover:underline"
                            >
                              {`${user.name} ${user.surname}`.trim()}
                            </Link>
                            <p className="break-all text-ink-600">{user.email}</p>
                            <p className="text-xs text-ink-600 sm:hidden">
                              {t(`admin.roles.${user.role}`)}
                            </p>
                          </td>
                          <td className={`${td} hidden sm:table-cell`}>
                            {t(`admin.roles.${user.role}`)}
                          </td>
                          <td className={td}>
                            <Badge tone={statusTone[status]!}>
                              {t(`admin.users.statuses.${status}`)}
                            </Badge>
                          </td>
                          <td className={`${td} hidden whitespace-nowrap md:table-cell`}>
                            {formatDay(user.createdAt, lang)}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            )}
          </Card>
          <Pager
            page={list.data.page}
            total={list.data.total}
            pageSize={list.data.pageSize}
            onPage={(next) => set({ page: String(next) }, true)}
          />
        </>
      )}
    </AdminMain>
  );
}
