import { ImagePlus, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { FieldError } from '../../../components/ui/field';
import { maxPictures, pictureTypes } from '../pictures/picture-file';
import { PictureTile } from '../pictures/picture-tile';
import { usePictureUploads } from '../pictures/use-picture-uploads';
import { StepShell } from '../step-shell';
import type { TStepProps } from '../types';
import { useStepForm } from '../use-step-form';

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/** Step 6: at least three pictures, uploaded at once, ordered, the first being the cover. */
export function PicturesStep(props: TStepProps<'pictures'>) {
  const { t } = useTranslation('translation', { keyPrefix: 'addBoat.pictures' });
  const inputId = useId();
  const { form, errorText, submit } = useStepForm('pictures', props);
  const { setValue, getValues, formState } = form;
  const uploads = usePictureUploads(props.initial.gallery, (ids) =>
    setValue('gallery', ids, { shouldDirty: true, shouldValidate: formState.isSubmitted }),
  );
  const [dropping, setDropping] = useState(false);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const done = uploads.items.filter((item) => item.status === 'done').length;
  // a moved, removed or new cover picture takes its focused button along (the focus would fall to
  // the page): the focus goes to the picture now at that place, or to the upload control
  const [focusTile, setFocusTile] = useState<number | null>(null);
  useEffect(() => {
    if (focusTile === null) return;
    const tiles = list.current?.querySelectorAll<HTMLElement>(':scope > li[tabindex]') ?? [];
    (tiles[Math.min(focusTile, tiles.length - 1)] ?? input.current)?.focus();
    setFocusTile(null);
  }, [focusTile]);
  const galleryError = errorText('gallery');

  const addFiles = (files: File[]) => {
    if (files.length === 0) return;
    const skipped = uploads.add(files);
    setNotice(skipped > 0 ? t('tooMany', { max: maxPictures }) : null);
  };

  const drag = (index: number) => ({
    onDragStart: (event: DragEvent, from: number) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(from));
      setDragFrom(from);
    },
    onDragOver: (event: DragEvent, to: number) => {
      if (dragFrom === null) return;
      event.preventDefault();
      setOver(to);
    },
    onDrop: (event: DragEvent, to: number) => {
      if (dragFrom === null) return;
      event.preventDefault();
      event.stopPropagation();
      uploads.move(dragFrom, to);
      setNotice(t('moved', { n: to + 1 }));
      setDragFrom(null);
      setOver(null);
    },
    onDragEnd: () => {
      setDragFrom(null);
      setOver(null);
    },
    isOver: over === index && dragFrom !== index,
  });

  return (
    <StepShell
      step="pictures"
      nav={props.nav}
      readRaw={getValues}
      onSubmit={(event) => {
        if (uploads.uploading) {
          event.preventDefault();
          setNotice(t('wait'));
          return;
        }
        // no field to focus for too few pictures: the upload control takes it, described by the message
        void submit(event).then(() => {
          if (form.getFieldState('gallery').error) input.current?.focus();
        });
      }}
    >
      <div
        onDragOver={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setDropping(true);
        }}
        onDragLeave={() => setDropping(false)}
        onDrop={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setDropping(false);
          addFiles(Array.from(event.dataTransfer.files));
        }}
        className={`flex flex-col items-center rounded-3xl border-2 border-dashed px-6 py-10 text-center transition-colors ${dropping ? 'border-sea-600 bg-sea-50' : galleryError ? 'border-coral-600/60 bg-coral-100/20' : 'border-ink-200 bg-sand-50'}`}
      >
        <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-white text-ink-800 shadow-sm ring-1 ring-ink-900/5">
          <ImagePlus className="h-7 w-7" aria-hidden="true" />
        </span>
        <p className="mt-4 hidden text-lg font-bold text-ink-900 sm:block">{t('drop')}</p>
        <p className="mt-1 text-sm text-ink-600">{t('formats')}</p>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={pictureTypes.join(',')}
          className="peer sr-only"
          aria-invalid={galleryError ? true : undefined}
          aria-describedby={galleryError ? `${inputId}-error` : undefined}
          onChange={(event) => {
            addFiles(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <label
          htmlFor={inputId}
          className="mt-5 inline-flex h-12 cursor-pointer items-center justify-center gap-2 rounded-xl bg-white px-5 text-base font-semibold text-ink-900 ring-1 ring-ink-300 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sea-500 hover:bg-ink-50 hover:ring-ink-900"
        >
          {t('choose')}
        </label>
      </div>
      <div className="-mt-4 flex items-center justify-between gap-3 text-sm">
        <p className="font-semibold text-ink-800" aria-live="polite">
          {t('count', { count: done })}
        </p>
        {uploads.items.length > 1 && (
          <p className="hidden text-ink-500 sm:block">{t('dragHint')}</p>
        )}
      </div>
      {galleryError && <FieldError id={`${inputId}-error`}>{galleryError}</FieldError>}
      <p
        role="status"
        className="sr-only sm:not-sr-only sm:-mt-6 sm:text-sm sm:text-ink-600 empty:hidden"
      >
        {notice}
      </p>
      {uploads.items.length > 0 && (
        <ol ref={list} className="grid grid-cols-2 gap-3 sm:gap-4" aria-label={t('listLabel')}>
          {uploads.items.map((item, index) => (
            <PictureTile
              key={item.key}
              item={item}
              index={index}
              count={uploads.items.length}
              onMove={(from, to) => {
                uploads.move(from, to);
                setNotice(t('moved', { n: to + 1 }));
                setFocusTile(to);
              }}
              onCover={(i) => {
                uploads.cover(i);
                setNotice(t('coverChanged'));
                setFocusTile(0);
              }}
              onRemove={(key) => {
                uploads.remove(key);
                setFocusTile(index);
              }}
              onRetry={uploads.retry}
              drag={drag(index)}
            />
          ))}
          {uploads.items.length < maxPictures && (
            <li className="aspect-[4/3]">
              <button
                type="button"
                onClick={() => input.current?.click()}
                className="flex h-full w-full flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-ink-200 text-sm font-semibold text-ink-700 transition-colors hover:border-ink-400 hover:bg-sand-50"
              >
                <Plus className="h-6 w-6" aria-hidden="true" />
                {t('addMore')}
              </button>
            </li>
          )}
        </ol>
      )}
    </StepShell>
  );
}
