'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { frLuStudioPages } from '@/i18n/fr-lu-studio-pages';
import { announce } from '@/site/ui/live-announcer';
import { restoreStory, type Refusal } from './management-requests';
import styles from './studio-pages.module.css';

const words = frLuStudioPages.bin;

export type BinEntry = {
  id: number;
  name: string;
  fullSlug: string;
  contentType: string | null;
  /** When it went to the bin, in words, formatted on the server (the browser's formatting may differ). */
  deletedOn: string | null;
};

/** The bin's pages, each with « Restaurer »; the server's refusal (its address taken since) shows beside it. */
export function BinList({ stories }: { stories: BinEntry[] }) {
  if (stories.length === 0) return <p>{words.empty}</p>;
  return (
    <ul className={styles.binList}>
      {stories.map((story) => (
        <li key={story.id}>
          <div className={styles.binItem}>
            <span className={styles.binName}>{story.name}</span>
            <span className={styles.meta}>
              <code>/{story.fullSlug}</code>
              {story.contentType && ` · ${story.contentType}`}
              {story.deletedOn && ` · ${words.deletedAt(story.deletedOn)}`}
            </span>
          </div>
          <RestoreButton story={story} />
        </li>
      ))}
    </ul>
  );
}

function RestoreButton({ story }: { story: BinEntry }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const restore = async () => {
    if (pending) return;
    setPending(true);
    setRefusal(null);
    const result = await restoreStory(story.id);
    setPending(false);
    if (!result.ok) {
      setRefusal(result);
      return;
    }
    announce(words.restored(story.name));
    // The row goes with the refresh: focus waits on the page's title rather than fall to the document.
    document.querySelector<HTMLElement>('main h1')?.focus();
    router.refresh();
  };
  return (
    <div className={styles.restore}>
      <button
        type="button"
        className={styles.button}
        aria-label={words.restoreFor(story.name)}
        aria-disabled={pending}
        onClick={restore}
      >
        {pending ? frLuStudioPages.form.working : words.restore}
      </button>
      <div role="alert" className={styles.problem}>
        {refusal && <p>{refusal.error}</p>}
      </div>
    </div>
  );
}
