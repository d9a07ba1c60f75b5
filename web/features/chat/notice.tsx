import { Info } from 'lucide-react';
import { renderGroupNotice } from '../../../shared/group-notices';
import type { TChatNotice } from '../../../shared/schemas/chat';
import { useLang } from '../../lib/lang';
import { formatClock } from './inbox/format';

/**
 * A group chat's notice as text in the page's language, from the shared texts in both languages
 * (shared/group-notices.ts, which the server also renders for mails): the header's dropdown shows
 * notices on every page, whatever catalogue areas the page loaded.
 */
export function useNoticeText(): (notice: TChatNotice) => string {
  const lang = useLang();
  return (notice) => renderGroupNotice(lang, notice.key, notice.params);
}

/**
 * A notice in a thread: a centred line between the messages, not anyone's bubble. A notice this
 * version does not know (`notice` null) shows its stored text.
 */
export function NoticeLine({
  notice,
  fallback,
  at,
}: {
  notice: TChatNotice | null;
  fallback: string;
  at?: string;
}) {
  const noticeText = useNoticeText();
  const text = notice ? noticeText(notice) : fallback;
  const lang = useLang();
  return (
    <li className="my-3 flex justify-center px-4">
      <p className="inline-flex max-w-md items-start gap-2 rounded-2xl bg-sea-50 px-3.5 py-2 text-center text-[13px] leading-snug font-semibold text-sea-900 ring-1 ring-sea-100">
        <Info className="mt-px h-4 w-4 shrink-0 text-sea-700" aria-hidden="true" />
        <span>
          {text}
          {at && (
            <time dateTime={at} className="ml-1.5 font-normal text-sea-700 tabular-nums">
              {formatClock(at, lang)}
            </time>
          )}
        </span>
      </p>
    </li>
  );
}
