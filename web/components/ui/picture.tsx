import { pictureSrcSet, pictureUrl, type TPictureWidth } from '../../../shared/media';

type TPictureProps = {
  assetId: string | null;
  alt: string;
  /** the `sizes` attribute: how wide the picture is shown */
  sizes: string;
  className?: string;
  /** the width used for `src` (browsers without srcset) */
  fallbackWidth?: TPictureWidth;
  priority?: boolean;
};

/** A responsive picture from the media endpoint; a soft placeholder when there is none. */
export function Picture({
  assetId,
  alt,
  sizes,
  className = '',
  fallbackWidth = 640,
  priority = false,
}: TPictureProps) {
  if (!assetId) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={`bg-gradient-to-br from-sea-200 to-sea-500 ${className}`}
      />
    );
  }
  return (
    <img
      src={pictureUrl(assetId, fallbackWidth)}
      srcSet={pictureSrcSet(assetId)}
      sizes={sizes}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={`bg-sea-100 object-cover ${className}`}
    />
  );
}
