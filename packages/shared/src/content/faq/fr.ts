import type { FaqItems } from './types';

/** The about page's frequently asked questions in French. */
export const faqItems: FaqItems = {
  delivery: {
    question: 'En combien de temps vais-je recevoir ma clé ?',
    answer:
      'La livraison numérique est généralement immédiate : votre clé est disponible sur la page de remerciement et dans votre compte juste après le paiement. Dans de rares cas, par exemple lorsqu’un achat est en cours de vérification, cela peut prendre jusqu’à 24 heures. Nous vous envoyons un e-mail dès qu’elle est prête.',
  },
  returns: {
    question: 'Puis-je retourner un produit ?',
    answer:
      'Oui, vous pouvez demander un retour dans les 7 jours suivant votre achat. Une commande peut être annulée avec remboursement intégral tant que son code numérique n’a été ni affiché ni envoyé.',
  },
  refunds: {
    question: 'Combien de temps prend un remboursement ?',
    answer:
      'Une fois le remboursement accepté, l’argent est recrédité sur votre moyen de paiement d’origine sous 5 à 10 jours ouvrés.',
  },
  reveal: {
    question: 'Que se passe-t-il lorsque je révèle une clé ?',
    answer:
      'La révélation d’une clé est irréversible. Avant d’afficher la clé, nous vous avertissons et vous demandons de confirmer, car la révélation met fin à votre droit à un remboursement immédiat.',
  },
  vat: {
    question: 'Les prix incluent-ils la TVA ?',
    answer:
      'Oui. Tous les prix incluent la TVA. Ils sont affichés dans la devise de votre région ; votre région ne peut être modifiée que par notre assistance.',
  },
  support: {
    question: 'Comment joindre l’assistance ?',
    answer:
      'Ouvrez le centre d’aide depuis n’importe quelle page, à toute heure, pour lire les guides ou discuter avec le Biggie AI Assistant. Notre équipe d’assistance répond à chaque ticket sous 2 jours ouvrés.',
  },
  resale: {
    question: 'Puis-je revendre les clés que j’ai achetées ?',
    answer:
      'Non. Les clés achetées dans notre boutique sont destinées à votre usage personnel ou à être offertes ; la revente est interdite. Les entreprises qui souhaitent vendre des clés à leurs clients peuvent utiliser notre API de vente en gros.',
  },
  gifting: {
    question: 'Puis-je offrir une clé ?',
    answer:
      'Oui. Choisissez d’offrir une clé et saisissez deux fois l’adresse e-mail de votre ami ; nous lui envoyons la clé directement.',
  },
};
