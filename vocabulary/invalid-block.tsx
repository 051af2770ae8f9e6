import { t } from '@/i18n/translate';
import componentSchemas from './generated/component-schemas.json';
import type { BlockProblem } from './validate-block';

const DISPLAY_NAMES: Record<string, { display_name?: string }> = componentSchemas;

/** A block as editors know it: its display name, with the name the content holds (`Bannière (hero)`). */
export function blockLabel(name: string): string {
  const displayName = Object.hasOwn(DISPLAY_NAMES, name) ? DISPLAY_NAMES[name]?.display_name : undefined;
  return displayName && displayName !== name ? `${displayName} (${name})` : name;
}

/** Shown in preview only, where a block fails validation, so editors see what to fix. */
export function InvalidBlock({ name, problems }: { name: string; problems: BlockProblem[] }) {
  return (
    <div
      role="note"
      data-invalid-block={name}
      style={{
        border: '2px dashed #b42318',
        background: '#fef3f2',
        color: '#7a271a',
        padding: '1rem',
        margin: '1rem 0',
        borderRadius: 8,
      }}
    >
      <p style={{ fontWeight: 700, margin: 0 }}>{t('block.invalidTitle', { name: blockLabel(name) })}</p>
      <p style={{ margin: '0.25rem 0' }}>{t('block.invalidHint')}</p>
      <ul style={{ margin: 0 }} aria-label={t('block.invalidProblems')}>
        {problems.map((p) => (
          <li key={`${p.path}:${p.message}`}>
            <code>{p.path}</code> {p.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
