'use client';

import { useState } from 'react';
import { frLuStudioMedia as words } from '@/i18n/fr-lu-studio-media';
import type { ManagedAsset } from '@/services/assets/asset-contract';
import pageStyles from '@/site/studio/pages/studio-pages.module.css';
import { StudioDialog } from '@/site/studio/pages/studio-dialog';
import { listMedia, thumbnailSrc } from './media-requests';
import styles from './medias.module.css';

/**
 * « Choisir dans la médiathèque »: a dialog listing the library with a search; an image without alt text cannot
 * be chosen (the editor adds it in the library first, which the dialog links to).
 */
export function MediaPicker({ label, onPick }: { label: string; onPick: (asset: ManagedAsset) => void }) {
  const [open, setOpen] = useState(false);
  const [assets, setAssets] = useState<ManagedAsset[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [search, setSearch] = useState('');

  const load = async (words_: string) => {
    const found = await listMedia(words_);
    setFailed(!found.ok);
    setAssets(found.ok ? found.value.assets : []);
  };

  return (
    <>
      <button
        type="button"
        className={pageStyles.smallButton}
        aria-label={`${words.picker.open} (${label})`}
        onClick={() => {
          setOpen(true);
          void load(search);
        }}
      >
        {words.picker.open}
      </button>
      {open && (
        <StudioDialog title={words.picker.title} onClose={() => setOpen(false)}>
          <div className={pageStyles.list}>
            <label className={pageStyles.search}>
              <span>{words.search.label}</span>
              <input
                type="search"
                data-autofocus
                value={search}
                placeholder={words.search.placeholder}
                onInput={(event) => {
                  const value = event.currentTarget.value;
                  setSearch(value);
                  void load(value);
                }}
              />
            </label>
            <p className={styles.hint}>
              <a href="/studio/medias" target="_blank" rel="noopener">
                {words.picker.manage}
              </a>
            </p>
            <div aria-live="polite">
              {assets === null && <p>{words.picker.loading}</p>}
              {failed && <p>{words.picker.failed}</p>}
              {assets?.length === 0 && !failed && <p>{words.list.empty}</p>}
            </div>
            {assets && assets.length > 0 && (
              <ul className={`${styles.grid} ${styles.pickerList}`} aria-label={words.list.label}>
                {assets.map((asset) => {
                  const name = asset.title || asset.short_filename;
                  const usable = Boolean(asset.alt);
                  return (
                    <li key={asset.id}>
                      <button
                        type="button"
                        className={styles.card}
                        aria-disabled={!usable || undefined}
                        aria-label={words.picker.pick(name)}
                        aria-describedby={usable ? undefined : `media-needs-alt-${asset.id}`}
                        onClick={() => {
                          if (!usable) return;
                          onPick(asset);
                          setOpen(false);
                        }}
                      >
                        {/* eslint-disable-next-line @next/next/no-img-element -- the route's own 256 px copy */}
                        <img className={styles.thumb} src={thumbnailSrc(asset)} alt="" loading="lazy" />
                        <span className={styles.name}>{name}</span>
                        {!usable && (
                          <span id={`media-needs-alt-${asset.id}`} className={styles.warning}>
                            {words.picker.needsAlt}
                          </span>
                        )}
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        </StudioDialog>
      )}
    </>
  );
}
