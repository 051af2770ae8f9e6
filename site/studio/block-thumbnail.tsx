import styles from './studio.module.css';

/** How wide a thumbnail is drawn in the block list (its card's narrowest width). */
const SHOWN_WIDTH = 256;

/**
 * A block's example as the studio's block list pictures it: rendered at the viewport its definition names
 * (a phone's for a button, a desktop's for a hero), scaled down to the card, its top `height` pixels shown.
 * A picture only: out of the tab order and of the accessibility tree (the card's link names the block), and
 * without scripts (`sandbox`): the server's HTML and stylesheets draw the block, and a list of frames does not
 * start the site's runtime once per block.
 */
export function BlockThumbnail({ name, width, height }: { name: string; width: number; height: number }) {
  const scale = SHOWN_WIDTH / width;
  return (
    <div
      className={styles.thumbnail}
      style={{ width: SHOWN_WIDTH, height: Math.round(height * scale) }}
      aria-hidden="true"
      inert
    >
      <iframe
        src={`/studio/blocks/${name}/frame`}
        title={`Aperçu de ${name}`}
        width={width}
        height={height}
        loading="lazy"
        sandbox=""
        tabIndex={-1}
        style={{ transform: `scale(${scale})` }}
      />
    </div>
  );
}
