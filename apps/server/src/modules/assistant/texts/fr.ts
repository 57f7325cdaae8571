import type { AssistantTexts } from './types';

export const fr: AssistantTexts = {
  locale: 'fr-CH',
  greeting: {
    customer: (firstName) =>
      `Bonjour${firstName ? ` ${firstName}` : ''} ! Je suis Biggie AI Assistant. Posez-moi vos questions sur vos commandes, vos clés et vos factures, sur un remboursement ou sur l’activation d’un jeu.`,
    guest:
      'Bonjour ! Je suis Biggie AI Assistant. Demandez-moi comment utiliser un code, où trouver vos codes et vos factures, ou que faire quand une activation ou une vérification d’identité échoue.',
  },
  help: {
    intro: (title) => `Voici ce que dit notre aide sur « ${title} » :`,
    readMore: (url) => `En savoir plus : ${url}`,
  },
  notSure:
    'Je ne suis pas sûr d’avoir compris votre question et je préfère ne pas deviner. Nos sujets d’aide expliquent comment utiliser un code, où trouver vos codes et vos factures, et que faire quand une activation ou une vérification d’identité échoue.',
  signIn: {
    orders:
      'Pour consulter vos commandes, vos clés, vos factures ou un remboursement, veuillez d’abord vous connecter, puis reposez-moi la question ici.',
    person:
      'Pour joindre une personne de notre équipe d’assistance, veuillez vous connecter et nous écrire dans ce chat. Votre conversation est conservée comme ticket et notre équipe répond sous 2 jours ouvrables.',
  },
  handOff: {
    asked_for_person:
      'Bien sûr. J’ai transmis cette conversation à notre équipe d’assistance : une personne vous répondra ici sous 2 jours ouvrables. Vous trouverez aussi la réponse dans l’Historique.',
    billing_dispute:
      'Les questions sur un débit sont traitées par une personne de notre équipe d’assistance. J’ai transmis votre conversation : vous recevrez une réponse ici sous 2 jours ouvrables.',
    identity:
      'Les vérifications d’identité sont traitées par une personne de notre équipe d’assistance. J’ai transmis votre conversation : vous recevrez une réponse ici sous 2 jours ouvrables.',
    low_confidence:
      'Je ne suis pas sûr de pouvoir répondre correctement, j’ai donc transmis votre question à notre équipe d’assistance : une personne vous répondra ici sous 2 jours ouvrables.',
  },
  orders: {
    title: (orderId) => `Commande ${orderId}`,
    intro: 'Voici vos dernières commandes :',
    none: 'Je ne vois encore aucune commande dans votre compte.',
    notFound: (orderId) => `Je ne trouve pas de commande ${orderId} dans votre compte.`,
    line: ({ id, date, status, items, total }) =>
      `• Commande ${id} du ${date} : ${items}, total ${total}. ${status}`,
    status: {
      pending: 'Elle attend le paiement.',
      paid: 'Elle est payée et ses clés sont en cours de livraison (en général immédiatement, au plus tard sous 24 heures).',
      under_review:
        'Elle est en vérification : nous contrôlons certains achats avant la livraison, en général sous 24 heures, et vous écrivons dès qu’elle est approuvée.',
      delivered: 'Elle est livrée : ses clés sont dans vos achats.',
      expired: 'Elle a expiré, car elle n’a pas été payée à temps.',
      failed: 'Son paiement a échoué, rien n’a donc été débité.',
      refunded: 'Elle a été remboursée.',
      cancelled: 'Elle a été annulée avant le paiement.',
    },
    open: (url) => `L’ouvrir dans vos achats : ${url}`,
  },
  invoice: {
    ready: (number, orderId) => `La facture ${number} correspond à la commande ${orderId}.`,
    notYet: (orderId) =>
      `La commande ${orderId} n’a pas encore de facture : elle est établie à la livraison de la commande.`,
    where: (url) => `Vous pouvez télécharger vos factures en PDF dans Achats › Factures : ${url}`,
  },
  refund: {
    eligible: (orderId, until) =>
      `Vous pouvez encore annuler la commande ${orderId} contre un remboursement complet jusqu’au ${until}. Utilisez « Annuler et rembourser » sur la commande dans vos achats ; l’argent revient sur votre moyen de paiement sous 5 à 10 jours ouvrables.`,
    refused: {
      status: (orderId) =>
        `La commande ${orderId} ne peut pas être remboursée dans son état actuel.`,
      revealed: (orderId) =>
        `La commande ${orderId} ne peut pas être remboursée, car l’une de ses clés a été révélée.`,
      gifted: (orderId) =>
        `La commande ${orderId} ne peut pas être remboursée, car l’une de ses clés a été offerte.`,
      window: (orderId) =>
        `Le délai de remboursement de 7 jours de la commande ${orderId} est écoulé.`,
    },
  },
  activation: {
    intro: (platform) => `Voici comment activer une clé sur ${platform} :`,
  },
  keyValue:
    'Je n’affiche ni n’envoie jamais de clés dans le chat : pour votre sécurité, une clé ne s’affiche que dans vos achats. Ouvrez Tableau de bord › Achats, choisissez la commande et appuyez sur « Révéler la clé ». Attention : la révélation est irréversible et met fin à votre droit à un remboursement immédiat.',
  discount:
    'Je ne peux pas donner de codes de réduction ni de coupons : l’assistance n’en a aucun à offrir. Ce qui fait baisser vos prix, c’est votre niveau de fidélité : dès le niveau 2, vous obtenez 3 % de réduction au paiement, puis 5 %, 7 % et 10 % aux niveaux 3 à 5, automatiquement.',
  instructions:
    'Je ne peux pas dévoiler comment je suis configuré, mais je vous aide volontiers pour vos commandes, vos clés et vos factures, ou pour tout ce que couvrent nos sujets d’aide.',
  guard: {
    keyHidden: '[clé masquée]',
    refundUnconfirmed:
      'Je ne peux pas vous promettre de remboursement. Le remboursement d’une commande dépend de ses clés et du délai de 7 jours ; vous le voyez sur la commande dans vos achats, et je peux le vérifier pour vous si vous m’indiquez de quelle commande il s’agit.',
  },
};
