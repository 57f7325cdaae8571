import type { HelpTopic } from './types';

/** The help widget's five topics in French, in the order the widget lists them. */
export const helpTopics: readonly HelpTopic[] = [
  {
    id: 'redeem-codes',
    title: 'Comment utiliser un code',
    category: 'Activation',
    description:
      'Une clé BigKeys s’active sur la plateforme pour laquelle elle a été achetée : Steam, Xbox, PlayStation, Nintendo, EA App, Battle.net, Ubisoft Connect et d’autres. Vérifiez la plateforme et la région sur la page du produit avant de commencer.',
    steps: [
      {
        icon: 'LayoutDashboard',
        title: 'Ouvrez vos achats',
        description:
          'Connectez-vous, allez dans votre tableau de bord, puis dans vos achats, et ouvrez la commande.',
      },
      {
        icon: 'Eye',
        title: 'Affichez et copiez la clé',
        description:
          'Affichez la clé et copiez-la. L’affichage est définitif et met fin au droit à un remboursement immédiat : ne le faites que lorsque vous êtes prêt à l’activer.',
      },
      {
        icon: 'Gamepad2',
        title: 'Ouvrez la plateforme',
        description:
          'Steam : Jeux › Activer un produit sur Steam. Xbox : Microsoft Store › Utiliser un code. PlayStation : PlayStation Store › Utiliser des codes. Nintendo : Nintendo eShop › Utiliser un code. EA App : Menu › Utiliser un code. Battle.net : Compte › Utiliser un code.',
      },
      {
        icon: 'ClipboardCheck',
        title: 'Collez et confirmez',
        description:
          'Collez la clé et confirmez : le jeu, le DLC ou le crédit est ajouté à votre compte. Les jeux se téléchargent ensuite depuis votre bibliothèque.',
      },
    ],
    supportNote:
      'Si la plateforme refuse la clé, consultez « Problèmes d’activation d’un code » ou discutez avec nous. Notre support répond sous 2 jours ouvrés.',
    isFaq: true,
  },
  {
    id: 'find-codes',
    title: 'Où trouver vos codes',
    category: 'Commandes',
    description:
      'Les codes numériques sont généralement livrés immédiatement après le paiement, au plus tard sous 24 heures. Vous les trouvez sur la page de remerciement, dans votre e-mail et dans votre tableau de bord.',
    steps: [
      {
        icon: 'KeyRound',
        title: 'Juste après le paiement',
        description:
          'La page de remerciement affiche les clés de votre commande dès qu’elles sont prêtes.',
      },
      {
        icon: 'Mail',
        title: 'Dans votre e-mail',
        description:
          'Nous vous envoyons un e-mail lorsque votre commande est livrée. Pensez à vérifier vos spams.',
      },
      {
        icon: 'LayoutDashboard',
        title: 'Dans votre tableau de bord',
        description:
          'Chaque clé reste dans votre tableau de bord, sous vos achats. Les clés restent masquées jusqu’à ce que vous les affichiez.',
      },
      {
        icon: 'Hourglass',
        title: 'Commande en cours de vérification',
        description:
          'Certaines commandes sont vérifiées avant la livraison. Un message l’indique, et nous vous écrivons dès que la commande est approuvée.',
      },
    ],
    supportNote:
      'Toujours pas de clé après 24 heures ? Discutez avec nous en indiquant votre numéro de commande.',
    isFaq: true,
  },
  {
    id: 'invoice',
    title: 'Où obtenir une facture',
    category: 'Facturation',
    description:
      'Chaque commande a une facture que vous pouvez télécharger en PDF à tout moment. Nos prix incluent la TVA.',
    steps: [
      {
        icon: 'LogIn',
        title: 'Connectez-vous',
        description: 'Connectez-vous avec le compte utilisé pour la commande.',
      },
      {
        icon: 'Receipt',
        title: 'Ouvrez la commande',
        description:
          'Allez dans votre tableau de bord, ouvrez vos achats et choisissez la commande.',
      },
      {
        icon: 'FileDown',
        title: 'Téléchargez la facture',
        description:
          'Choisissez « Télécharger la facture » pour enregistrer le PDF. Il indique les produits, la TVA et le moyen de paiement.',
      },
    ],
    supportNote:
      'Facture introuvable ou à corriger ? Discutez avec nous en indiquant votre numéro de commande.',
    isFaq: false,
  },
  {
    id: 'activation-issues',
    title: 'Problèmes d’activation d’un code',
    category: 'Activation',
    description:
      'La plupart des erreurs d’activation viennent d’une plateforme ou d’une région différente, d’une clé mal saisie ou d’une panne de la plateforme. Ces vérifications règlent la plupart des cas.',
    steps: [
      {
        icon: 'Globe',
        title: 'Vérifiez plateforme et région',
        description:
          'Une clé Steam ne fonctionne que sur Steam, un code PlayStation que dans le PlayStation Store de la bonne région. Comparez la page du produit avec votre compte.',
      },
      {
        icon: 'Copy',
        title: 'Copiez à nouveau la clé',
        description:
          'Copiez la clé au lieu de la saisir, sans espace avant ni après. À la main, on confond souvent O et 0, ou I et 1.',
      },
      {
        icon: 'SearchCheck',
        title: 'Regardez votre bibliothèque',
        description:
          '« Déjà utilisée » signifie souvent que la clé a déjà été activée sur votre compte : vérifiez votre bibliothèque Steam, Xbox, PlayStation, Nintendo, EA App ou Battle.net.',
      },
      {
        icon: 'RefreshCw',
        title: 'Réessayez plus tard',
        description:
          'Les plateformes ont des pannes et limitent les tentatives échouées (Steam pendant environ une heure). Consultez la page d’état de la plateforme et réessayez.',
      },
    ],
    supportNote:
      'Toujours bloqué ? Discutez avec nous en envoyant votre numéro de commande et une capture de l’erreur. Nous répondons sous 2 jours ouvrés ; un remboursement accepté prend 5 à 10 jours ouvrés.',
    isFaq: true,
  },
  {
    id: 'identity-verification',
    title: 'Problèmes de vérification d’identité',
    category: 'Compte',
    description:
      'Pour protéger votre compte et vos paiements, nous vous demandons parfois de confirmer votre identité avant de continuer ou avant de livrer une commande.',
    steps: [
      {
        icon: 'ShieldCheck',
        title: 'Pourquoi nous le demandons',
        description:
          'La vérification tient les cartes et comptes volés à l’écart de la boutique. Elle n’est nécessaire qu’une fois ; ensuite, votre compte est vérifié.',
      },
      {
        icon: 'IdCard',
        title: 'Préparez une pièce d’identité valide',
        description:
          'Utilisez un passeport, une carte d’identité ou un permis de conduire en cours de validité. Le nom doit correspondre à celui de votre profil.',
      },
      {
        icon: 'Camera',
        title: 'Prenez des photos nettes',
        description:
          'Travaillez avec une bonne lumière, montrez les quatre coins et évitez reflets et flou. Les photos d’un écran ne sont pas acceptées.',
      },
      {
        icon: 'Hourglass',
        title: 'Attendez le résultat',
        description:
          'Le statut indique « vérification en cours » et se met à jour tout seul. Les commandes en attente sont livrées dès que vous êtes vérifié.',
      },
    ],
    supportNote:
      'Vérification refusée ou toujours en cours après 24 heures ? Discutez avec nous ; notre support répond sous 2 jours ouvrés.',
    isFaq: false,
  },
];
