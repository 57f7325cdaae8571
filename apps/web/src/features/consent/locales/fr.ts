import type { ConsentTexts } from './en';

export const consentFr: ConsentTexts = {
  title: 'Bienvenue chez BigKeys',
  intro:
    'Votre boutique de clés de jeux, cartes cadeaux et cartes d’abonnement. Voici ce qui vous attend :',
  points: {
    instantKeys: {
      title: 'Clés instantanées',
      text: 'La plupart des clés arrivent juste après le paiement, au plus tard sous 24 heures.',
    },
    securePayment: {
      title: 'Paiement sécurisé',
      text: 'Payez par carte, Apple Pay, Google Pay, Klarna ou PayPal via une connexion chiffrée.',
    },
    helpCentre: {
      title: 'Centre d’aide',
      text: 'Guides, réponses et une discussion avec notre équipe, depuis le bouton d’aide de chaque page.',
    },
  },
  privacyTitle: 'Votre choix de confidentialité',
  privacyText:
    '« Essentiels uniquement » conserve les cookies nécessaires à la boutique et des statistiques de visite anonymes. « Tout accepter » autorise en plus les cookies publicitaires et les annonces personnalisées.',
  acceptTerms:
    'J’ai lu et j’accepte les <terms>conditions générales</terms> et la <privacy>politique de confidentialité</privacy>.',
  newTab: '(s’ouvre dans un nouvel onglet)',
  essentialOnly: 'Essentiels uniquement',
  acceptAll: 'Tout accepter',
};
