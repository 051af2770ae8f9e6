'use client';

import { frLuStudioFields as words } from '@/i18n/fr-lu-studio-fields';
import {
  assetWithAlt,
  assetWithUrl,
  EMPTY_ASSET,
  previewableUrl,
  readAsset,
  readAssets,
  type StudioAsset,
} from './asset-value';
import { assetFieldValue } from '@/services/assets/asset-contract';
import { MediaPicker } from '@/site/studio/medias/media-picker';
import { thumbnailSrc } from '@/site/studio/medias/media-requests';
import type { FieldControlProps } from './field-control-props';
import styles from './fields.module.css';

type AssetFieldsProps = {
  id: string;
  asset: StudioAsset;
  onChange: (asset: StudioAsset) => void;
  invalid: boolean;
  required: boolean;
};

/**
 * An image of the « Médiathèque » (its picker fills the whole asset object, alt text included), or a URL typed
 * by hand (a Storyblok asset's), its alt text and a preview.
 */
function AssetFields({ id, asset, onChange, invalid, required }: AssetFieldsProps) {
  const filename = asset.filename ?? '';
  return (
    <div className={styles.asset}>
      <div className={styles.assetFields}>
        <MediaPicker label={words.asset.url} onPick={(picked) => onChange({ ...asset, ...assetFieldValue(picked) })} />
        <label className={styles.subfield}>
          <span>{words.asset.url}</span>
          <input
            id={id}
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            className={styles.input}
            value={filename}
            onChange={(event) => onChange(assetWithUrl(asset, event.target.value))}
            aria-invalid={invalid || undefined}
            aria-required={required || undefined}
            aria-describedby={`${id}-url-hint`}
          />
        </label>
        <p id={`${id}-url-hint`} className={styles.limits}>
          {words.asset.urlHint}
        </p>
        <label className={styles.subfield}>
          <span>{words.asset.alt}</span>
          <input
            type="text"
            className={styles.input}
            value={asset.alt ?? ''}
            onChange={(event) => onChange(assetWithAlt(asset, event.target.value))}
            aria-describedby={`${id}-alt-hint`}
          />
        </label>
        <p id={`${id}-alt-hint`} className={styles.limits}>
          {words.asset.altHint}
        </p>
      </div>
      {previewableUrl(filename) && (
        <figure className={styles.preview}>
          {/* The editor's own URL, shown as typed: not an image of the site to optimise. The alt text is in
              the field beside it, so the preview itself is decorative. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={isLibraryImage(filename) ? thumbnailSrc({ filename, content_type: '' }) : filename}
            alt=""
            loading="lazy"
          />
          <figcaption className={styles.limits}>{words.asset.preview}</figcaption>
        </figure>
      )}
    </div>
  );
}

/** A raster image of the library: its preview is the route's small copy, not its default width. */
function isLibraryImage(filename: string): boolean {
  return filename.startsWith('/medias/') && !/\.svg$/i.test(filename);
}

export function AssetControl({ id, schema, value, onChange, invalid }: FieldControlProps) {
  return (
    <AssetFields
      id={id}
      asset={readAsset(value)}
      onChange={onChange}
      invalid={invalid}
      required={schema.required === true}
    />
  );
}

/** A list of images: each with its fields, moved up or down, removed; one more added at the end. */
export function MultiassetControl({ id, schema, value, onChange, invalid }: FieldControlProps) {
  const assets = readAssets(value);
  const replace = (index: number, asset: StudioAsset) => onChange(assets.map((a, i) => (i === index ? asset : a)));
  const move = (index: number, by: number) => {
    const next = [...assets];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    onChange(next);
  };
  return (
    <div id={id} className={styles.stack}>
      {assets.length > 0 && (
        <ol className={styles.assetList}>
          {assets.map((asset, index) => (
            <li key={index}>
              <fieldset className={styles.subgroup}>
                <legend>{words.asset.item(index + 1)}</legend>
                <AssetFields
                  id={`${id}-${index}`}
                  asset={asset}
                  onChange={(next) => replace(index, next)}
                  invalid={invalid}
                  required={schema.required === true}
                />
                <div className={styles.row}>
                  <button
                    type="button"
                    className={styles.smallButton}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    {words.asset.moveUp(index + 1)}
                  </button>
                  <button
                    type="button"
                    className={styles.smallButton}
                    disabled={index === assets.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    {words.asset.moveDown(index + 1)}
                  </button>
                  <button
                    type="button"
                    className={styles.smallButton}
                    onClick={() => onChange(assets.filter((_, i) => i !== index))}
                  >
                    {words.asset.remove(index + 1)}
                  </button>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      <button type="button" className={styles.smallButton} onClick={() => onChange([...assets, { ...EMPTY_ASSET }])}>
        {words.asset.add}
      </button>
    </div>
  );
}
