import * as Dialog from '@radix-ui/react-dialog';
import type { TFunction } from 'i18next';
import { LoaderCircle, TriangleAlert, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/field';
import { ModalContent } from '../../../components/ui/modal';
import type { TLang } from '../../../../shared/i18n';
import { ApiError, clientErrorCodes } from '../../../lib/api';
import { apiErrorText } from '../../../lib/errors';
import { useLang } from '../../../lib/lang';
import { cropToBlob, loadImage } from './crop-canvas';
import {
  initialCrop,
  isBelowRecommended,
  maxZoom,
  minZoom,
  sourceRect,
  zoomCrop,
  type TCrop,
} from './crop-math';
import { Cropper, CropLayer, cropViewport } from './cropper';
import { uploadAvatar } from './upload-avatar';

type TCropDialogProps = {
  /** the chosen file as an object URL; the dialog is open while there is one */
  src: string | null;
  onClose: () => void;
  /** the avatar is saved; its new URL */
  onSaved: (avatarUrl: string) => void;
  /** the file could not be read as a picture */
  onUnreadable: () => void;
};

/** Frames the chosen picture as a square, crops it to 200 × 200 in a canvas and uploads it. */
export function CropDialog({ src, onClose, onSaved, onUnreadable }: TCropDialogProps) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('translation', { keyPrefix: 'account.profile.picture' });
  const lang = useLang();
  const descriptionId = useId();
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [crop, setCrop] = useState<TCrop | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    setImage(null);
    setCrop(null);
    setError(null);
    if (!src) return;
    let cancelled = false;
    loadImage(src).then(
      (loaded) => {
        if (cancelled) return;
        setImage(loaded);
        setCrop(initialCrop(size(loaded), cropViewport));
      },
      () => !cancelled && onUnreadable(),
    );
    return () => {
      cancelled = true;
    };
  }, [src, onUnreadable]);

  const save = async () => {
    if (!image || !crop) return;
    setSaving(true);
    setError(null);
    try {
      const blob = await cropToBlob(image, sourceRect(crop, size(image), cropViewport));
      onSaved(await uploadAvatar(blob));
    } catch (failure) {
      setError(failure);
    } finally {
      setSaving(false);
    }
  };

  const natural = image ? size(image) : null;
  const zoomBy = (delta: number) =>
    crop && natural && setCrop(zoomCrop(crop, crop.zoom + delta, natural, cropViewport));
  return (
    <Dialog.Root open={src !== null} onOpenChange={(open) => !open && !saving && onClose()}>
      <ModalContent closeLabel={tp('close')} aria-describedby={descriptionId}>
        <Dialog.Title className="pr-10 text-2xl font-extrabold tracking-tight text-ink-900">
          {tp('dialogTitle')}
        </Dialog.Title>
        <Dialog.Description
          id={descriptionId}
          className="mt-1.5 text-[15px] leading-relaxed text-ink-600"
        >
          {tp('dialogText')}
        </Dialog.Description>
        <div className="mt-5">
          {src && natural && crop ? (
            <Cropper
              src={src}
              image={natural}
              crop={crop}
              onChange={setCrop}
              descriptionId={descriptionId}
            />
          ) : (
            <div className="flex aspect-square w-full items-center justify-center rounded-2xl bg-ink-100">
              <LoaderCircle className="h-8 w-8 animate-spin text-ink-400" aria-hidden="true" />
            </div>
          )}
        </div>
        <div className="mt-4 flex items-center gap-3">
          <button
            type="button"
            onClick={() => zoomBy(-0.25)}
            aria-label={tp('zoomOut')}
            className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-ink-700 hover:bg-ink-100"
          >
            <ZoomOut className="h-5 w-5" aria-hidden="true" />
          </button>
          <input
            type="range"
            min={minZoom}
            max={maxZoom}
            step={0.01}
            value={crop?.zoom ?? minZoom}
            disabled={!crop}
            aria-label={tp('zoom')}
            aria-valuetext={`${Math.round((crop?.zoom ?? 1) * 100)} %`}
            onChange={(event) =>
              crop &&
              natural &&
              setCrop(zoomCrop(crop, Number(event.target.value), natural, cropViewport))
            }
            className="h-2 min-w-0 flex-1 cursor-pointer accent-sea-700"
          />
          <button
            type="button"
            onClick={() => zoomBy(0.25)}
            aria-label={tp('zoomIn')}
            className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-ink-700 hover:bg-ink-100"
          >
            <ZoomIn className="h-5 w-5" aria-hidden="true" />
          </button>
          {src && natural && crop && (
            <figure className="ml-1 flex shrink-0 items-center gap-2">
              <div className="relative h-12 w-12 overflow-hidden rounded-full bg-ink-100 ring-2 ring-white shadow-sm">
                <CropLayer src={src} image={natural} crop={crop} />
              </div>
              <figcaption className="sr-only">{tp('preview')}</figcaption>
            </figure>
          )}
        </div>
        {natural && isBelowRecommended(natural) && (
          <p className="mt-3 flex items-start gap-2 text-sm leading-snug text-ink-600">
            <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-coral-600" aria-hidden="true" />
            {tp('small', { width: natural.width, height: natural.height })}
          </p>
        )}
        {error !== null && (
          <div className="mt-4">
            <FormAlert>{uploadErrorText(error, lang, t)}</FormAlert>
          </div>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <Button variant="ghost" size="lg" className="ring-1 ring-ink-200" disabled={saving}>
              {tp('cancel')}
            </Button>
          </Dialog.Close>
          <Button size="lg" onClick={() => void save()} disabled={saving || !crop}>
            {saving && <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />}
            {saving ? tp('saving') : tp('save')}
          </Button>
        </div>
      </ModalContent>
    </Dialog.Root>
  );
}

function size(image: HTMLImageElement) {
  return { width: image.naturalWidth, height: image.naturalHeight };
}

/** The server's words when it sent some (AA00017 is the spec's upload message), else ours. */
function uploadErrorText(error: unknown, lang: TLang, t: TFunction): string {
  const network = [clientErrorCodes.network, clientErrorCodes.timeout];
  if (error instanceof ApiError && (error.messages || network.includes(error.code)))
    return apiErrorText(error, lang, t);
  return t('account.profile.picture.uploadError');
}
