import { Camera } from 'lucide-react';
import { useCallback, useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { Avatar } from '../../../components/ui/avatar';
import { SectionCard } from '../ui/section-card';
import { StatusMessage, type TStatus } from '../../../components/ui/status-message';
import { CropDialog } from './crop-dialog';
import { pictureProblem, pictureTypes } from './picture-file';

type TPictureSectionProps = {
  name: string;
  avatarUrl: string | null;
  /** the new avatar is saved (the page refreshes the header's cached picture) */
  onSaved: (avatarUrl: string) => void;
};

/** Spec §2, §9: the profile picture, chosen, framed as a 200 × 200 square and uploaded. */
export function PictureSection({ name, avatarUrl, onSaved }: TPictureSectionProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'account.profile.picture' });
  const inputId = useId();
  const [src, setSrc] = useState<string | null>(null);
  const [status, setStatus] = useState<TStatus>(null);
  const [shown, setShown] = useState(avatarUrl);
  useEffect(() => setShown(avatarUrl), [avatarUrl]);

  // the object URL lives as long as the dialog shows it
  useEffect(() => () => void (src && URL.revokeObjectURL(src)), [src]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again opens the dialog again
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem) {
      setStatus({ tone: 'error', text: t(problem) });
      return;
    }
    setStatus(null);
    setSrc(URL.createObjectURL(file));
  };

  const close = useCallback(() => setSrc(null), []);
  const unreadable = useCallback(() => {
    setSrc(null);
    setStatus({ tone: 'error', text: t('uploadError') });
  }, [t]);

  return (
    <SectionCard title={t('title')} description={t('text')}>
      <div className="flex flex-col items-start gap-5 sm:flex-row sm:items-center sm:gap-7">
        <div className="relative">
          {shown ? (
            <img
              src={shown}
              alt={t('alt')}
              width={200}
              height={200}
              className="h-28 w-28 rounded-full bg-sea-100 object-cover shadow-card ring-4 ring-white"
            />
          ) : (
            <Avatar name={name} src={null} className="h-28! w-28! text-3xl! shadow-card ring-4" />
          )}
          <span
            aria-hidden="true"
            className="absolute right-0 bottom-0 flex h-9 w-9 items-center justify-center rounded-full bg-ink-900 text-white ring-4 ring-white"
          >
            <Camera className="h-4 w-4" />
          </span>
        </div>
        <div className="min-w-0">
          <p className="text-[15px] font-semibold text-ink-900">{t('recommended')}</p>
          <p className="mt-0.5 text-sm text-ink-500">{t('formats')}</p>
          <input
            id={inputId}
            type="file"
            accept={pictureTypes.join(',')}
            onChange={choose}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className="mt-4 inline-flex h-10 cursor-pointer items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold text-ink-900 ring-1 ring-ink-300 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sea-500 hover:bg-ink-50"
          >
            <Camera className="h-4 w-4" aria-hidden="true" />
            {shown ? t('change') : t('upload')}
          </label>
          <StatusMessage status={status} className="mt-3 empty:mt-0" />
        </div>
      </div>
      <CropDialog
        src={src}
        onClose={close}
        onUnreadable={unreadable}
        onSaved={(url) => {
          setSrc(null);
          setShown(url);
          setStatus({ tone: 'success', text: t('saved') });
          onSaved(url);
        }}
      />
    </SectionCard>
  );
}
