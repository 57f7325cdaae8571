import type { ActivationGuide } from './types';

/** How to activate a key on each platform family, in French. */
export const activationGuide: ActivationGuide = {
  title: "Comment l'activer",
  pc: {
    step1:
      'Ouvrez Steam, ou le launcher indiqué sur la page du produit (par exemple EA app, Ubisoft Connect ou Battle.net), et connectez-vous.',
    step2:
      'Choisissez Jeux → Activer un produit sur Steam (dans les autres launchers : Ajouter un jeu ou Utiliser un code).',
    step3: 'Collez la clé et confirmez.',
    step4: 'Le jeu est ajouté à votre bibliothèque, prêt à être téléchargé.',
  },
  xbox: {
    step1:
      'Rendez-vous sur microsoft.com/redeem, ou ouvrez le Microsoft Store sur votre Xbox ou votre PC Windows.',
    step2: 'Connectez-vous avec votre compte Microsoft.',
    step3: 'Choisissez Utiliser un code, saisissez le code de 25 caractères et confirmez.',
    step4: 'Retrouvez le jeu dans Mes jeux et applications et installez-le.',
  },
  playstation: {
    step1:
      'Ouvrez le PlayStation Store sur votre console, ou store.playstation.com dans votre navigateur, et connectez-vous.',
    step2: 'Ouvrez le menu … (sur le site : votre avatar) et choisissez Utiliser des codes.',
    step3: 'Saisissez le code et confirmez.',
    step4: 'Le contenu est ajouté à votre bibliothèque de jeux ou à votre porte-monnaie.',
  },
  nintendo: {
    step1: 'Ouvrez le Nintendo eShop sur votre Nintendo Switch et choisissez votre utilisateur.',
    step2: 'Sélectionnez Utiliser un code à gauche.',
    step3: 'Saisissez le code de 16 caractères et confirmez.',
    step4: 'Le téléchargement démarre tout seul ; le jeu apparaît dans le menu HOME.',
  },
};
