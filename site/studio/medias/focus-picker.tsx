'use client';

import { useId, type MouseEvent } from 'react';
import { frLuStudioMedia as words } from '@/i18n/fr-lu-studio-media';
import type { ManagedAsset } from '@/services/assets/asset-contract';
import pageStyles from '@/site/studio/pages/studio-pages.module.css';
import { focusFromPercent, focusPercent, thumbnailSrc } from './media-requests';
import styles from './medias.module.css';

/**
 * The point of the image a crop keeps in view (Storyblok's `focus`, `x1xy1:x2xy2` in pixels): a click on the
 * picture, or two sliders (the keyboard's way: arrows by 1 %, Page Up / Page Down by 10 %, as every range
 * input), or none (the centre).
 */
export function FocusPicker({
  asset,
  focus,
  onChange,
}: {
  asset: ManagedAsset;
  focus: string | null;
  onChange: (focus: string | null) => void;
}) {
  const id = useId();
  const point = focusPercent({ ...asset, focus });
  const shown = point ?? { x: 50, y: 50 };
  const set = (x: number, y: number) => onChange(focusFromPercent(x, y, asset.width, asset.height));
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    set(((event.clientX - box.left) / box.width) * 100, ((event.clientY - box.top) / box.height) * 100);
  };
  return (
    <fieldset className={pageStyles.list} aria-describedby={`${id}-hint`}>
      <legend>{words.details.focus}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {words.details.focusHint}
      </p>
      {/* A pointer's shortcut: the sliders below do the same from the keyboard. */}
      <figure className={styles.focusFrame} onClick={onClick}>
        {/* eslint-disable-next-line @next/next/no-img-element -- the route's own small copy */}
        <img src={thumbnailSrc(asset)} alt="" width={asset.width} height={asset.height} />
        {point && <span className={styles.focusPoint} style={{ left: `${point.x}%`, top: `${point.y}%` }} />}
      </figure>
      <div className={styles.sliders}>
        <label>
          <span>{words.details.focusX}</span>
          <input
            type="range"
            min={0}
            max={100}
            value={shown.x}
            aria-valuetext={`${shown.x}\u202F%`}
            onChange={(event) => set(Number(event.target.value), shown.y)}
          />
        </label>
        <label>
          <span>{words.details.focusY}</span>
          <input
            type="range"
            min={0}
            max={100}
            value={shown.y}
            aria-valuetext={`${shown.y}\u202F%`}
            onChange={(event) => set(shown.x, Number(event.target.value))}
          />
        </label>
      </div>
      <p className={styles.hint} aria-live="polite">
        {point ? words.details.focusValue(point.x, point.y) : words.details.focusNone}
      </p>
      {point && (
        <button type="button" className={pageStyles.smallButton} onClick={() => onChange(null)}>
          {words.details.focusClear}
        </button>
      )}
    </fieldset>
  );
}
