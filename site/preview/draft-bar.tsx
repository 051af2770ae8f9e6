'use client';

import { frLuStudioPreview } from '@/i18n/fr-lu-studio-preview';
import styles from './draft-bar.module.css';

/** Where draft mode ends (app/api/draft/disable). */
const LEAVE_PREVIEW_PATH = '/api/draft/disable';

/**
 * Says a standalone tab shows drafts, with the way out. Not in a frame: there the editor around it says so,
 * and the framed page must lay out as the published one. Rendered in the browser only (site/preview/preview-parts.tsx).
 */
export function DraftBar() {
  if (window.top !== window.self) return null;
  return (
    <aside className={styles.bar} aria-label={frLuStudioPreview.draftBarLabel}>
      <span>{frLuStudioPreview.draftBarLabel}</span>
      <span aria-hidden="true">—</span>
      <a className={styles.leave} href={LEAVE_PREVIEW_PATH}>
        {frLuStudioPreview.draftBarLeave}
      </a>
    </aside>
  );
}
