'use client';

import { useEffect, useState } from 'react';
import styles from './studio.module.css';

/**
 * Search and group filter over the block list rendered on the server: each card carries its words in
 * `data-search` and its group in `data-group`. Without the script every block stays listed. The groups come
 * as a prop: the catalogue module holds every schema, too much for the browser.
 */
export function BlockFilter({ listId, groups }: { listId: string; groups: readonly string[] }) {
  const [query, setQuery] = useState('');
  const [group, setGroup] = useState('');
  const [shown, setShown] = useState<number | null>(null);
  useEffect(() => {
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
    let count = 0;
    for (const card of document.querySelectorAll<HTMLElement>(`#${CSS.escape(listId)} > li`)) {
      const visible =
        (!group || card.dataset.group === group) && words.every((word) => (card.dataset.search ?? '').includes(word));
      card.hidden = !visible;
      if (visible) count++;
    }
    // The count is read from the page the server rendered: there is no other store to sync with.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setShown(count);
  }, [query, group, listId]);
  return (
    <div className={styles.filters} role="search">
      <label>
        Rechercher un bloc
        <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      <label>
        Groupe
        <select value={group} onChange={(event) => setGroup(event.target.value)}>
          <option value="">Tous les groupes</option>
          {groups.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <p role="status" className={styles.meta}>
        {shown === null ? '' : `${shown} bloc(s)`}
      </p>
    </div>
  );
}
