import { useId, useRef, useState } from 'react';
import { imageVariant } from '../../lib/images.ts';
import { useT } from '../../lib/i18n/react.tsx';
import { uploadImage } from './api.ts';
import { moveItem } from './product-draft.ts';

interface Props {
  urls: string[];
  onChange: (urls: string[]) => void;
  /** The failure text: 'Image upload failed' on /new, 'Upload failed' on the edit page. */
  failureText: string;
  onFailure?: (text: string) => void;
}

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

/**
 * Product images: upload (one call per file, in the order chosen), previews, move earlier/later and remove.
 * The first image is the one listings show.
 */
export function ImageManager({ urls, onChange, failureText, onFailure }: Props) {
  const t = useT();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);
  // Uploads finish one by one; each appends to the newest list, not to the one the click saw.
  const latest = useRef(urls);
  latest.current = urls;

  async function onFiles(files: FileList | null) {
    if (!files?.length) return;
    setError(null);
    for (const file of Array.from(files)) {
      setUploading((n) => n + 1);
      try {
        const url = await uploadImage(file);
        latest.current = [...latest.current, url];
        onChange(latest.current);
      } catch (err) {
        const text = `${failureText}: ${file.name} — ${(err as Error).message}`;
        setError(text);
        onFailure?.(text);
      } finally {
        setUploading((n) => n - 1);
      }
    }
    if (input.current) input.current.value = '';
  }

  return (
    <fieldset className="admin-images">
      <legend>{t('admin.form.images')}</legend>
      <p className="hint">{t('admin.form.imagesHint')}</p>
      {urls.length > 0 && (
        <ol className="admin-images__list">
          {urls.map((url, i) => (
            <li key={url} className="admin-images__item">
              <img
                src={imageVariant(url, 320)}
                alt={t('admin.form.imageAlt', { n: i + 1 })}
                width={120}
                height={120}
                loading="lazy"
              />
              <div className="admin-images__actions">
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  onClick={() => onChange(moveItem(urls, i, i - 1))}
                  disabled={i === 0}
                  aria-label={t('admin.form.moveImageEarlier', { n: i + 1 })}
                >
                  ←
                </button>
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  onClick={() => onChange(moveItem(urls, i, i + 1))}
                  disabled={i === urls.length - 1}
                  aria-label={t('admin.form.moveImageLater', { n: i + 1 })}
                >
                  →
                </button>
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  onClick={() => onChange(urls.filter((_, j) => j !== i))}
                  aria-label={t('admin.form.removeImage', { n: i + 1 })}
                >
                  ✕
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="field">
        <label htmlFor={inputId}>{t('admin.form.addImages')}</label>
        <input
          id={inputId}
          ref={input}
          className="input input--file"
          type="file"
          accept={ACCEPT}
          multiple
          onChange={(e) => void onFiles(e.currentTarget.files)}
          data-testid="image-input"
        />
      </div>
      {uploading > 0 && (
        <p role="status" className="hint">
          {t('admin.form.uploading', { count: uploading })}
        </p>
      )}
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
