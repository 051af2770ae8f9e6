'use client';

import { useEffect, useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { frLuStudioMedia as words } from '@/i18n/fr-lu-studio-media';
import type { AssetUsage, ManagedAsset } from '@/services/assets/asset-contract';
import { announce } from '@/site/ui/live-announcer';
import pageStyles from '@/site/studio/pages/studio-pages.module.css';
import { editorHref } from '@/site/studio/pages/editor-href';
import { FocusPicker } from './focus-picker';
import { deleteMedia, editMedia, listMedia, mediaDetails, thumbnailSrc, uploadMedia } from './media-requests';
import styles from './medias.module.css';

/**
 * The « Médiathèque »: upload (a file input, or files dropped on it), search, and one image's details: its alt
 * text, title, focus point, where it is used and « Supprimer ». Every change goes through the management API
 * (its answers are the truth: a delete refused while the image is used shows the server's sentence).
 */
export function MediaLibrary({ initial, total: initialTotal }: { initial: ManagedAsset[]; total: number }) {
  const [assets, setAssets] = useState(initial);
  const [total, setTotal] = useState(initialTotal);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<{ asset: ManagedAsset; usage: AssetUsage[] } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [over, setOver] = useState(false);
  const inputId = useId();

  const refresh = async (words_: string = search) => {
    const found = await listMedia(words_);
    if (found.ok) {
      setAssets(found.value.assets);
      setTotal(found.value.total);
    }
  };

  const open = async (asset: ManagedAsset) => {
    const details = await mediaDetails(asset.id);
    setSelected(details.ok ? details.value : { asset, usage: [] });
  };

  const upload = async (files: FileList | File[]) => {
    const refused: string[] = [];
    let last: ManagedAsset | null = null;
    for (const file of Array.from(files)) {
      announce(words.upload.sending(file.name));
      const result = await uploadMedia(file);
      if (result.ok) last = result.value;
      else refused.push(words.upload.failed(file.name, result.error));
    }
    setProblems(refused);
    await refresh();
    if (last) {
      announce(words.upload.sent(last.short_filename));
      await open(last);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (event.dataTransfer.files.length > 0) void upload(event.dataTransfer.files);
  };

  const onSearch = (event: FormEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setSearch(value);
    void refresh(value);
  };

  return (
    <div className={styles.layout}>
      <div className={pageStyles.list}>
        <fieldset
          className={styles.drop}
          data-over={over || undefined}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
        >
          <legend>{words.upload.legend}</legend>
          <p className={styles.hint}>{words.upload.drop}</p>
          <label htmlFor={inputId} className={pageStyles.field}>
            <span>{words.upload.choose}</span>
            <input
              id={inputId}
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp,image/avif,image/svg+xml,.svg"
              aria-describedby={`${inputId}-hint`}
              onChange={(event) => {
                if (event.currentTarget.files?.length) void upload(event.currentTarget.files);
                event.currentTarget.value = '';
              }}
            />
          </label>
          <p id={`${inputId}-hint`} className={styles.hint}>
            {words.upload.accepted}
          </p>
          <div role="alert" className={pageStyles.problem}>
            {problems.map((problem) => (
              <p key={problem}>{problem}</p>
            ))}
          </div>
        </fieldset>

        <label className={pageStyles.search}>
          <span>{words.search.label}</span>
          <input type="search" value={search} placeholder={words.search.placeholder} onInput={onSearch} />
        </label>
        <p className={pageStyles.count} aria-live="polite">
          {words.list.count(total)}
        </p>
        {assets.length === 0 ? (
          <p>{words.list.empty}</p>
        ) : (
          <ul className={styles.grid} aria-label={words.list.label}>
            {assets.map((asset) => (
              <li key={asset.id}>
                <button
                  type="button"
                  className={styles.card}
                  aria-pressed={selected?.asset.id === asset.id}
                  onClick={() => void open(asset)}
                >
                  {/* The card's name says which image it is; the picture beside it is decorative here. */}
                  {/* eslint-disable-next-line @next/next/no-img-element -- the route's own 256 px copy */}
                  <img className={styles.thumb} src={thumbnailSrc(asset)} alt="" loading="lazy" />
                  <span className={styles.name}>{asset.title || asset.short_filename}</span>
                  <span className={styles.hint}>{words.list.size(asset.width, asset.height)}</span>
                  {!asset.alt && <span className={styles.warning}>{words.list.noAlt}</span>}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {selected && (
        <MediaDetails
          key={selected.asset.id}
          asset={selected.asset}
          usage={selected.usage}
          onSaved={(asset) => {
            setSelected({ ...selected, asset });
            setAssets((list) => list.map((item) => (item.id === asset.id ? asset : item)));
          }}
          onDeleted={() => {
            setSelected(null);
            void refresh();
          }}
        />
      )}
    </div>
  );
}

function MediaDetails({
  asset,
  usage,
  onSaved,
  onDeleted,
}: {
  asset: ManagedAsset;
  usage: AssetUsage[];
  onSaved: (asset: ManagedAsset) => void;
  onDeleted: () => void;
}) {
  const [alt, setAlt] = useState(asset.alt ?? '');
  const [title, setTitle] = useState(asset.title ?? '');
  const [focus, setFocus] = useState<string | null>(asset.focus);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opened (one panel per image): its heading takes the focus, so a keyboard user lands on the form they opened.
  useEffect(() => headingRef.current?.focus(), []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const result = await editMedia(asset.id, { alt, title, focus });
    setPending(false);
    if (!result.ok) {
      setMessage({ error: true, text: result.error });
      return;
    }
    setMessage({ error: false, text: words.details.saved });
    announce(words.details.saved);
    onSaved(result.value);
  };

  const remove = async () => {
    if (pending || !window.confirm(words.details.deleteConfirm(asset.short_filename))) return;
    setPending(true);
    const result = await deleteMedia(asset.id);
    setPending(false);
    if (!result.ok) {
      setMessage({ error: true, text: result.error });
      return;
    }
    announce(words.details.deleted(asset.short_filename));
    onDeleted();
  };

  return (
    <section className={styles.details} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        {words.details.legend(asset.short_filename)}
      </h2>
      <form className={pageStyles.list} onSubmit={save}>
        <label className={pageStyles.field}>
          <span>
            {words.details.alt} <span aria-hidden="true">*</span>
          </span>
          <input
            value={alt}
            required
            maxLength={300}
            aria-describedby={`${id}-alt-hint`}
            onChange={(event) => setAlt(event.target.value)}
          />
        </label>
        <p id={`${id}-alt-hint`} className={styles.hint}>
          {words.details.altHint}
        </p>
        <label className={pageStyles.field}>
          <span>{words.details.title}</span>
          <input value={title} maxLength={300} onChange={(event) => setTitle(event.target.value)} />
        </label>
        <FocusPicker asset={asset} focus={focus} onChange={setFocus} />
        <div className={styles.actions}>
          <button type="submit" className={pageStyles.primaryButton} aria-disabled={pending}>
            {words.details.save}
          </button>
        </div>
      </form>
      <div role="status" className={message?.error ? pageStyles.problem : styles.hint}>
        {message && <p>{message.text}</p>}
      </div>
      <h3>{words.details.usedIn}</h3>
      {usage.length === 0 ? (
        <p className={styles.hint}>{words.details.unused}</p>
      ) : (
        <ul className={styles.usage}>
          {usage.map((story) => (
            <li key={story.storyId}>
              <a href={editorHref(story.fullSlug)}>{story.name}</a> <code>/{story.fullSlug}</code>{' '}
              <span className={styles.hint}>
                (
                {[
                  story.inDraft && words.details.usedDraft,
                  story.inPublished && words.details.usedPublished,
                  story.inBin && words.details.usedBin,
                ]
                  .filter(Boolean)
                  .join(', ')}
                )
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={pageStyles.dangerButton}
          aria-disabled={pending || usage.length > 0}
          aria-describedby={usage.length > 0 ? `${id}-refused` : undefined}
          onClick={() =>
            usage.length > 0 ? setMessage({ error: true, text: words.details.deleteRefused }) : void remove()
          }
        >
          {words.details.delete}
        </button>
        {usage.length > 0 && (
          <p id={`${id}-refused`} className={styles.hint}>
            {words.details.deleteRefused}
          </p>
        )}
      </div>
    </section>
  );
}
