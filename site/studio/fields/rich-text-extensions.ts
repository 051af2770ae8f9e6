import { Extension, type Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

/**
 * Storyblok's link attributes on tiptap's link mark, so a link keeps its `linktype`, `uuid` and `anchor`
 * through the editor (site/ui/rich-text-link-href.ts reads them).
 */
const StoryblokLinkAttributes = Extension.create({
  name: 'storyblokLinkAttributes',
  addGlobalAttributes() {
    return [
      {
        types: ['link'],
        attributes: {
          linktype: { default: 'url', rendered: false },
          uuid: { default: null, rendered: false },
          anchor: { default: null, rendered: false },
        },
      },
    ];
  },
});

/**
 * The editor's schema: the nodes and marks Storyblok's rich text has (rich-text-conversion.ts). Without
 * tiptap's own undo (the studio's undo covers every field) and without its trailing paragraph (it would
 * change a text the editor did not touch). Links are never opened or made from typed text while editing.
 */
export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      undoRedo: false,
      trailingNode: false,
      link: {
        openOnClick: false,
        autolink: false,
        linkOnPaste: false,
        HTMLAttributes: { target: null, rel: null, class: null },
      },
    }),
    StoryblokLinkAttributes,
  ];
}
