/**
 * Content migration in the Storyblok CLI's format (docs/blocks.md): the file name names the component
 * (`hero`), the default export gets one `hero` block and returns it.
 *
 * The hero's text under the title was once the `subtitle` field; it is now `text` (a textarea). Content
 * written before, or pasted from the old site, may still carry `subtitle`, which the schemas refuse
 * (`is not a field of this block`). This moves it into `text` (unless `text` is already filled, then the
 * old value is dropped) and removes `subtitle`. A hero without `subtitle` is returned unchanged, so the
 * migration can run any number of times.
 *
 *   npm run content:migrate -- schemas/migrations/local/hero.subtitle-to-text.js --dry-run
 *   npx storyblok --path schemas migrations run hero --space <SPACE_ID> --from local --filter "hero.subtitle-to-text.js" --dry-run
 */
export default function heroSubtitleToText(block) {
  if (!('subtitle' in block)) return block;
  const { subtitle, ...rest } = block;
  const text = typeof rest.text === 'string' && rest.text.trim() !== '' ? rest.text : subtitle;
  return { ...rest, text: typeof text === 'string' ? text : '' };
}
