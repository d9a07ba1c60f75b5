import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import type { TContentSlug } from '../../../shared/site';
import { useLang } from '../../lib/lang';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';

type TFooterLink = { to: string; label: string };

export function Footer() {
  const { t } = useTranslation();
  const lang = useLang();
  const page = (slug: TContentSlug): TFooterLink => ({
    to: `/${lang}/${slug}`,
    label: t(`footer.pages.${slug}`),
  });
  const columns: { title: string; links: TFooterLink[] }[] = [
    {
      title: t('footer.sail'),
      links: [
        { to: `/${lang}/groups-info`, label: t('footer.groupsInfo') },
        { to: `/${lang}/create-group`, label: t('footer.createGroup') },
        { to: `/${lang}/add-boat`, label: t('footer.submitBoat') },
        page('how-it-works'),
        page('owners'),
        page('safety'),
      ],
    },
    { title: t('footer.company'), links: [page('about'), page('faq'), page('contact')] },
    {
      title: t('footer.legal'),
      links: [page('terms'), page('privacy'), page('cookie-policy'), page('legal-notice')],
    },
  ];
  return (
    <footer className="bg-ink-950 text-ink-200">
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-10 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[1.4fr_repeat(3,1fr)]">
          <div className="max-w-sm">
            <Logo tone="light" />
            <p className="mt-4 text-sm leading-relaxed text-ink-300">{t('footer.tagline')}</p>
            <p className="mt-4 text-sm">
              <a
                href={`mailto:${t('footer.contact')}`}
                className="font-semibold text-white hover:text-sea-300"
              >
                {t('footer.contact')}
              </a>
            </p>
            <div className="mt-6">
              <LanguageSwitch tone="light" landmark={false} />
            </div>
          </div>
          {columns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-xs font-bold tracking-widest text-white uppercase">
                {column.title}
              </h2>
              <ul className="mt-4 space-y-3">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="text-sm text-ink-300 hover:text-white">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-12 flex flex-col gap-3 border-t border-white/10 pt-6 text-xs text-ink-400 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
          <p>{t('footer.payments')}</p>
        </div>
      </div>
    </footer>
  );
}
