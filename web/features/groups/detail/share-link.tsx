import { Check, Copy, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';

/**
 * The group's address to pass on: a copy button, and the device's share sheet where there is
 * one (phones). What happened is announced politely.
 */
export function ShareLink({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator !== 'undefined' && 'share' in navigator), []);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2500);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      window.prompt(t('groups.share.copyPrompt'), url);
    }
  };
  const share = () => {
    navigator.share({ title, text: t('groups.share.text', { name: title }), url }).catch(() => {});
  };

  return (
    <section
      aria-labelledby="share-title"
      className="rounded-2xl bg-sand-50 p-5 ring-1 ring-ink-900/5"
    >
      <h2 id="share-title" className="font-bold text-ink-900">
        {t('groups.share.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t('groups.share.hint')}</p>
      <div className="mt-3 flex items-center gap-2">
        <input
          readOnly
          value={url}
          aria-label={t('groups.share.linkLabel')}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 truncate rounded-xl border border-ink-200 bg-white px-3 py-2.5 text-sm text-ink-700"
        />
        <button
          type="button"
          onClick={() => void copy()}
          className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-full bg-ink-900 px-4 text-sm font-semibold text-white hover:bg-ink-800"
        >
          {copied ? (
            <Check className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Copy className="h-4 w-4" aria-hidden="true" />
          )}
          {copied ? t('groups.share.copied') : t('groups.share.copy')}
        </button>
        {canShare && (
          <button
            type="button"
            onClick={share}
            aria-label={t('groups.share.native')}
            className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full ring-1 ring-ink-200 hover:bg-white"
          >
            <Share2 className="h-4 w-4" aria-hidden="true" />
          </button>
        )}
      </div>
      <p role="status" className="sr-only">
        {copied ? t('groups.share.copied') : ''}
      </p>
    </section>
  );
}
