import type { LanguagePack } from './language-pack';

export const fr: LanguagePack = {
  and: 'et',
  or: 'ou',
  months: (n) => `${n} mois`,
  // prettier-ignore
  genres: [
    'un jeu d’action', 'un jeu d’aventure', 'un jeu de rôle', 'un jeu de tir',
    'un jeu de stratégie', 'un jeu de simulation', 'un jeu de sport', 'un jeu de course',
    'un jeu de réflexion', 'un jeu de plateforme', 'un jeu de combat', 'un jeu d’horreur',
    'un jeu de survie', 'un jeu en monde ouvert', 'un jeu d’infiltration', 'un jeu bac à sable',
    'un roguelike', 'un jeu de rôle en ligne', 'un jeu de rythme', 'un jeu grand public',
    'un jeu',
  ],
  // prettier-ignore
  regions: {
    EU: 'en Europe', UK: 'au Royaume-Uni', US: 'aux États-Unis', CH: 'en Suisse',
    CA: 'au Canada', AU: 'en Australie et en Nouvelle-Zélande', JP: 'au Japon', TR: 'en Turquie',
  },
  gameIntros: [
    (f) =>
      `Avec ${f.title}, ${f.developer} propose ${f.genre} qui récompense la curiosité et les réflexes.`,
    (f) => `Créé par ${f.developer}, ${f.title} est ${f.genre} dont l’univers invite à se perdre.`,
    (f) => `${f.title} est ${f.genre} signé ${f.developer}, édité par ${f.publisher} en ${f.year}.`,
    (f) =>
      `${f.title} (${f.year}) est ${f.genre} de ${f.developer} qui vous captive dès la première minute.`,
  ],
  sequel: (f) =>
    `Il prolonge la série ${f.franchise} avec de nouveaux personnages, lieux et idées.`,
  preOrder: (f) => `Précommandez-le dès maintenant : la sortie est prévue pour ${f.year}.`,
  gameFeatures: [
    'Explorez des niveaux soignés, remplis de secrets et de chemins détournés.',
    'Jouez seul ou en coopération en ligne avec vos amis.',
    'Une bande-son dynamique réagit à chacun de vos gestes.',
    'Débloquez de nouvelles capacités et façonnez votre propre style de jeu.',
    'Des dizaines d’heures de contenu vous attendent, avec une excellente rejouabilité.',
    'Des graphismes saisissants donnent vie à chaque décor.',
    'Vos choix modifient le déroulement de l’histoire.',
    'Affrontez les modes de difficulté supérieurs et grimpez dans les classements.',
    'Personnalisez votre personnage, votre équipement et votre arsenal.',
    'Le mode photo vous permet d’immortaliser vos moments préférés.',
    'Des mises à jour régulières ajoutent de nouveaux défis après la sortie.',
    'Une prise en main accessible : facile à commencer, difficile à lâcher.',
  ],
  gameClosings: [
    (f) => `Disponible sur ${f.platforms}.`,
    (f) => `Obtenez votre clé pour ${f.platforms} et commencez à jouer immédiatement.`,
    (f) => `Activez-le sur ${f.platforms} quelques minutes après l’achat.`,
  ],
  dlcIntros: [
    (f) => `${f.name} est un contenu additionnel pour ${f.baseTitle} de ${f.developer}.`,
    (f) => `${f.name} ajoute du nouveau contenu à ${f.baseTitle}.`,
    (f) => `Prolongez l’aventure ${f.baseTitle} avec ${f.name}.`,
  ],
  dlcFeatures: [
    'Il apporte de nouvelles missions, de nouveaux objets et des lieux à découvrir.',
    'De nouvelles récompenses et des objets cosmétiques vous attendent.',
    'Le nouveau contenu s’intègre parfaitement au jeu principal.',
    'Les fans du jeu de base profitent de nombreuses heures de jeu supplémentaires.',
    'De nouveaux défis mettent vos compétences à l’épreuve.',
  ],
  dlcRequirement: (f) => `Nécessite le jeu de base ${f.baseTitle} sur ${f.platforms}.`,
  giftCard: [
    (f) => `${f.title} crédite votre compte ${f.platform}.`,
    (f) => `Choisissez parmi ${f.options}.`,
    (f) =>
      `Utilisez le solde pour des jeux, des DLC et du contenu en jeu ; valable pour les comptes enregistrés ${f.region}.`,
  ],
  subscription: [
    (f) => `${f.title} active l’abonnement ${f.brand} sur ${f.platform}.`,
    (f) => `Choisissez une durée de ${f.options} ; les codes prolongent un abonnement existant.`,
    (f) => `Valable pour les comptes enregistrés ${f.region}.`,
  ],
  cardDelivery: [
    'Votre code vous est livré immédiatement après le paiement.',
    'Le code est envoyé par e-mail et apparaît aussitôt dans votre bibliothèque.',
  ],
};
