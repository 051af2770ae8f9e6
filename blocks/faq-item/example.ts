import type { BlockMap } from '@/vocabulary/block-types';

export const faqItemExample: BlockMap['faq_item'] = {
  _uid: 'example-faq-item-financing',
  component: 'faq_item',
  question: 'Proposez-vous un financement\u202F?',
  answer: {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Oui\u202F: crédit classique, ' },
          { type: 'text', text: 'leasing privé', marks: [{ type: 'bold' }] },
          { type: 'text', text: ' ou location longue durée. Nos conseillers comparent les offres avec vous.' },
        ],
      },
    ],
  },
};
