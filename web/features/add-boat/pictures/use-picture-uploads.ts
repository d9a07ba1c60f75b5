import { useCallback, useEffect, useRef, useState } from 'react';
import { galleryOf, makeCover, moveItem } from './reorder';
import { maxPictures, pictureProblem, type TPictureProblem } from './picture-file';
import { uploadBoatPicture } from './upload-picture';

export type TPictureItem = {
  key: string;
  assetId: string | null;
  /** the chosen file, shown while it uploads (an object URL) */
  preview: string | null;
  name: string;
  /** 0–1 of the file sent */
  progress: number;
  status: 'uploading' | 'done' | 'error';
  /** why it failed: a file we cannot take, or the upload itself */
  problem: TPictureProblem | 'upload' | null;
  file: File | null;
};

let counter = 0;
const newKey = () => `picture-${Date.now()}-${(counter += 1)}`;

/**
 * The pictures step's list: saved pictures first, new files uploading in parallel with their
 * progress, failures kept with their reason (to retry or remove), order changes. `onGallery`
 * hears the uploaded asset ids, in order, whenever they change.
 */
export function usePictureUploads(initial: string[], onGallery: (ids: string[]) => void) {
  const [items, setItems] = useState<TPictureItem[]>(() =>
    initial.map((assetId) => ({
      key: assetId,
      assetId,
      preview: null,
      name: '',
      progress: 1,
      status: 'done',
      problem: null,
      file: null,
    })),
  );
  const mounted = useRef(true);
  const previews = useRef(new Set<string>());
  useEffect(() => {
    mounted.current = true;
    const urls = previews.current;
    return () => {
      mounted.current = false;
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, []);

  const gallery = galleryOf(items).join(',');
  const report = useRef(onGallery);
  useEffect(() => {
    report.current = onGallery;
  });
  useEffect(() => report.current(gallery ? gallery.split(',') : []), [gallery]);

  const update = useCallback((key: string, change: Partial<TPictureItem>) => {
    if (mounted.current)
      setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const start = useCallback(
    (key: string, file: File) => {
      update(key, { status: 'uploading', progress: 0, problem: null });
      uploadBoatPicture(file, (progress) => update(key, { progress }))
        .then((assetId) => update(key, { assetId, status: 'done', progress: 1, file: null }))
        .catch(() => update(key, { status: 'error', problem: 'upload' }));
    },
    [update],
  );

  const add = useCallback(
    (files: File[]) => {
      const room = Math.max(0, maxPictures - items.length);
      const added = files.slice(0, room).map((file): TPictureItem => {
        const preview = URL.createObjectURL(file);
        previews.current.add(preview);
        const problem = pictureProblem(file);
        return {
          key: newKey(),
          assetId: null,
          preview,
          name: file.name,
          progress: 0,
          status: problem ? 'error' : 'uploading',
          problem,
          file: problem ? null : file,
        };
      });
      setItems((list) => [...list, ...added]);
      for (const item of added) if (item.file) start(item.key, item.file);
      return files.length - added.length;
    },
    [items.length, start],
  );

  const remove = (key: string) => setItems((list) => list.filter((item) => item.key !== key));
  const retry = (key: string) => {
    const file = items.find((item) => item.key === key)?.file;
    if (file) start(key, file);
  };
  const move = (from: number, to: number) => setItems((list) => moveItem(list, from, to));
  const cover = (index: number) => setItems((list) => makeCover(list, index));

  return {
    items,
    add,
    remove,
    retry,
    move,
    cover,
    uploading: items.some((item) => item.status === 'uploading'),
  };
}
