import type { BlockMap } from '@/vocabulary/block-types';

const answer = (text: string): BlockMap['faq_item']['answer'] => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

export const faqExample: BlockMap['faq'] = {
  _uid: 'example-faq-buying',
  component: 'faq',
  title: 'Acheter une voiture chez Autopolis',
  items: [
    {
      _uid: 'example-faq-trade-in',
      component: 'faq_item',
      question: 'Reprenez-vous mon ancienne voiture\u202F?',
      answer: answer(
        'Oui. Nous estimons gratuitement votre véhicule en concession ou à partir de photos, et la valeur de reprise est déduite directement du prix de votre nouvelle voiture.',
      ),
    },
    {
      _uid: 'example-faq-test-drive',
      component: 'faq_item',
      question: 'Puis-je essayer un véhicule avant de l’acheter\u202F?',
      answer: answer(
        'Bien sûr. Réservez un essai routier en ligne depuis la fiche du véhicule\u202F: nous le préparons sur le site de votre choix, à Bertrange, Niederkorn ou Esch-sur-Alzette.',
      ),
    },
    {
      _uid: 'example-faq-warranty',
      component: 'faq_item',
      question: 'Quelle garantie pour une voiture d’occasion\u202F?',
      answer: answer(
        'Toutes nos occasions sont vendues avec 12 mois de garantie minimum, un contrôle technique valide et une garantie d’échange de 14 jours.',
      ),
    },
  ],
};
