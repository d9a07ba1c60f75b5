import { CalendarCheck2, CalendarX2, Copy, KeyRound, Link2, RefreshCw, Share2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import type { TStatus } from '../../components/ui/status-message';
import { resetIcalLink } from './api';

type TExportLinkProps = {
  boatId: string;
  url: string;
  onReset: (url: string) => void;
  onStatus: (status: TStatus) => void;
};

/** The boat's secret feed URL, to copy into other platforms, and a way to change it. */
export function ExportLink({ boatId, url, onReset, onStatus }: TExportLinkProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'ical.export' });
  const id = useId();

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      onStatus({ tone: 'success', text: t('copied') });
    } catch {
      (document.getElementById(id) as HTMLInputElement | null)?.select();
      onStatus({ tone: 'error', text: t('copyFailed') });
    }
  }

  return (
    <div>
      <h3 className="flex items-center gap-2 text-base font-bold text-ink-900">
        <Link2 className="h-4 w-4 text-ink-500" aria-hidden="true" />
        {t('title')}
      </h3>
      <p className="mt-1 text-sm leading-relaxed text-ink-600">{t('text')}</p>
      <label htmlFor={id} className="mt-4 block text-sm font-semibold text-ink-800">
        {t('label')}
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="block w-full min-w-0 rounded-xl border border-ink-200 bg-ink-50 px-3.5 py-2.5 font-mono text-[13px] text-ink-800 focus:border-sea-600 focus:ring-4 focus:ring-sea-100 focus:outline-none"
        />
        <Button variant="secondary" className="shrink-0" onClick={() => void copy()}>
          <Copy className="h-4 w-4" aria-hidden="true" />
          {t('copy')}
        </Button>
      </div>
      <div className="mt-3">
        <ConfirmDialog
          trigger={
            <Button variant="ghost" className="-ml-2 px-2 text-ink-700">
              <RefreshCw className="h-4 w-4" aria-hidden="true" />
              {t('reset')}
            </Button>
          }
          icon={
            <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-sand-100 text-ink-800">
              <KeyRound className="h-5 w-5" aria-hidden="true" />
            </span>
          }
          title={t('resetTitle')}
          description={t('resetText')}
          confirmLabel={t('resetConfirm')}
          cancelLabel={t('cancel')}
          onConfirm={async () => {
            const { exportUrl } = await resetIcalLink(boatId);
            onReset(exportUrl);
          }}
        />
      </div>
      <HowItWorks />
    </div>
  );
}

/** Three lines on what the sync does, beside the address. */
function HowItWorks() {
  const { t } = useTranslation('translation', { keyPrefix: 'ical.how' });
  const items = [
    { icon: Share2, text: t('export') },
    { icon: CalendarCheck2, text: t('import') },
    { icon: CalendarX2, text: t('conflicts') },
  ];
  return (
    <div className="mt-6 rounded-xl bg-sea-50/70 p-4 ring-1 ring-sea-600/10">
      <h4 className="text-sm font-bold text-sea-900">{t('title')}</h4>
      <ul className="mt-2 flex flex-col gap-2">
        {items.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-2.5 text-[13px] leading-snug text-ink-700">
            <Icon className="mt-0.5 h-4 w-4 shrink-0 text-sea-700" aria-hidden="true" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
