import { frLuStudioPages } from '@/i18n/fr-lu-studio-pages';
import styles from './studio-pages.module.css';

const words = frLuStudioPages.storyblok;

/** With STORYBLOK_TOKEN set, pages live in Storyblok: the studio says so instead of offering to manage them. */
export function StoryblokNotice() {
  return (
    <section className={styles.notice} aria-labelledby="storyblok-notice">
      <h2 id="storyblok-notice">{words.title}</h2>
      <p>{words.text}</p>
      <p>
        <a href="https://app.storyblok.com/" rel="noopener">
          {words.link}
        </a>
      </p>
    </section>
  );
}
