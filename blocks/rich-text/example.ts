import type { BlockMap } from '@/vocabulary/block-types';

export const richTextExample: BlockMap['rich_text'] = {
  _uid: 'example-rich-text-about',
  component: 'rich_text',
  title: 'Autopolis, trois concessions et une seule équipe',
  width: 'narrow',
  text: {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Depuis 1987, Autopolis accompagne les automobilistes du Grand-Duché. À ' },
          { type: 'text', text: 'Bertrange', marks: [{ type: 'bold' }] },
          { type: 'text', text: ', ' },
          { type: 'text', text: 'Niederkorn', marks: [{ type: 'bold' }] },
          { type: 'text', text: ' et ' },
          { type: 'text', text: 'Esch-sur-Alzette', marks: [{ type: 'bold' }] },
          { type: 'text', text: ', nos équipes vous conseillent, de l’essai routier à l’entretien.' },
        ],
      },
      {
        type: 'heading',
        attrs: { level: 2 },
        content: [{ type: 'text', text: 'Ce qui nous distingue' }],
      },
      {
        type: 'bullet_list',
        content: [
          {
            type: 'list_item',
            content: [
              {
                type: 'paragraph',
                content: [{ type: 'text', text: 'Un stock commun aux trois sites, consultable en ligne.' }],
              },
            ],
          },
          {
            type: 'list_item',
            content: [
              {
                type: 'paragraph',
                content: [{ type: 'text', text: 'Des techniciens formés par chaque constructeur.' }],
              },
            ],
          },
          {
            type: 'list_item',
            content: [
              {
                type: 'paragraph',
                content: [
                  { type: 'text', text: 'Une ' },
                  {
                    type: 'text',
                    text: 'offre de leasing',
                    marks: [
                      {
                        type: 'link',
                        attrs: {
                          href: 'leasing',
                          linktype: 'story',
                          uuid: 'story-leasing',
                          anchor: null,
                          target: '_self',
                        },
                      },
                    ],
                  },
                  { type: 'text', text: ' pour les particuliers comme pour les entreprises.' },
                ],
              },
            ],
          },
        ],
      },
      {
        type: 'blockquote',
        content: [
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: 'Une voiture se choisit en confiance, et la confiance se gagne en atelier.',
                marks: [{ type: 'italic' }],
              },
            ],
          },
        ],
      },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Une question\u202F? Écrivez-nous à ' },
          {
            type: 'text',
            text: 'contact@autopolis.example',
            marks: [
              {
                type: 'link',
                attrs: { href: 'contact@autopolis.example', linktype: 'email', anchor: null, target: null },
              },
            ],
          },
          { type: 'text', text: '.' },
        ],
      },
    ],
  },
};
