import { Sailboat } from 'lucide-react';
import { useTranslation } from '../../../i18n/translation';
import { LinkButton } from '../../../components/ui/button';
import { useLang } from '../../../lib/lang';

/** No group matches: say so warmly and offer to start one (or to look without filters). */
export function EmptyGroups({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center rounded-3xl bg-sand-50 px-6 py-14 text-center ring-1 ring-ink-900/5">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-coral-100 text-coral-600">
        <Sailboat className="h-8 w-8" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-2xl font-extrabold tracking-tight text-ink-900">
        {filtered ? t('groups.list.emptyFilteredTitle') : t('groups.list.emptyTitle')}
      </h2>
      <p className="mt-3 text-[15px] leading-relaxed text-ink-600">{t('groups.list.emptyText')}</p>
      <div className="mt-7 flex flex-wrap justify-center gap-3">
        <LinkButton to={`/${lang}/create-group`} size="lg">
          {t('groups.list.create')}
        </LinkButton>
        {filtered && (
          <LinkButton
            to={`/${lang}/groups`}
            size="lg"
            variant="ghost"
            className="ring-1 ring-ink-200"
          >
            {t('groups.list.seeAll')}
          </LinkButton>
        )}
      </div>
    </div>
  );
}
