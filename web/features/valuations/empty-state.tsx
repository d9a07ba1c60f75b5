import { ArrowRight, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { LinkButton } from '../../components/ui/button';
import { useLang } from '../../lib/lang';
import { isBackofficeRole } from '../../lib/session';
import { useSession } from '../../lib/session-context';

/** A tab with nothing in it: what will appear there, and the way to a next trip. */
export function EmptyState({
  icon: Icon,
  title,
  text,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'valuations.empty' });
  const lang = useLang();
  // owners read this page inside the back office: the public search is not their way on
  const { user } = useSession();
  const showSearch = !user || !isBackofficeRole(user.role);
  return (
    <div className="flex flex-col items-center rounded-3xl bg-white px-6 py-12 text-center shadow-xs ring-1 ring-ink-900/[0.07] sm:py-16">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-amber-50 text-amber-600">
        <Icon className="h-8 w-8" aria-hidden="true" />
      </span>
      <h3 className="mt-5 text-xl font-bold text-ink-900">{title}</h3>
      <p className="mt-2 max-w-sm text-[15px] leading-relaxed text-ink-600">{text}</p>
      {showSearch && (
        <LinkButton to={`/${lang}/boats`} variant="ghost" className="mt-5 ring-1 ring-ink-200">
          {t('cta')}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </LinkButton>
      )}
    </div>
  );
}
