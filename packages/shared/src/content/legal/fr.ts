import type { LegalDocument, LegalPrices } from './types';

/** The prices clause of the terms in French. */
export const prices: LegalPrices = {
  chf: 'Tous les prix sont indiqués en francs suisses (CHF) et comprennent la taxe sur la valeur ajoutée suisse (TVA) au taux en vigueur.',
  other: (currency) =>
    `Les prix sont affichés dans la devise que vous avez choisie, actuellement ${currency}, et comprennent la taxe sur la valeur ajoutée (TVA) de votre pays. Pour la clientèle en Suisse, le prix qui fait foi est le prix en francs suisses (CHF), TVA suisse comprise.`,
};

/** The terms and conditions (`/terms`) in French. */
export const terms: LegalDocument = {
  title: 'Conditions générales',
  intro:
    'Les présentes conditions générales régissent tous les achats effectués dans la boutique en ligne BigKeys et l’utilisation de votre compte client. Veuillez les lire attentivement avant de commander. La manière dont nous traitons vos données personnelles est expliquée dans notre [politique de confidentialité](/privacy).',
  highlights: [
    {
      icon: 'returns',
      title: 'Retours sous 7 jours',
      text: 'Demandez un retour dans les 7 jours suivant la livraison, tant que la clé n’a pas été révélée.',
    },
    {
      icon: 'refund',
      title: 'Remboursement en 5–10 jours ouvrables',
      text: 'Les remboursements acceptés sont versés sur votre moyen de paiement d’origine.',
    },
    {
      icon: 'delivery',
      title: 'Livraison sous 24 heures',
      text: 'Les clés numériques arrivent en général immédiatement, au plus tard sous 24 heures.',
    },
    {
      icon: 'support',
      title: 'Assistance sous 2 jours ouvrables',
      text: 'Notre équipe d’assistance répond à chaque demande dans un délai de 2 jours ouvrables.',
    },
  ],
  sections: [
    {
      id: 'scope',
      title: 'Champ d’application et prestataire',
      blocks: [
        {
          type: 'paragraph',
          text: 'La boutique en ligne BigKeys (« BigKeys », « nous ») est exploitée par BigKeys, Zurich, Suisse. Nous vendons des clés de jeux numériques, des contenus téléchargeables (DLC), des cartes cadeaux et des cartes d’abonnement pour PC, Xbox, PlayStation et Nintendo ainsi que, lorsqu’ils sont proposés, des biens physiques.',
        },
        {
          type: 'paragraph',
          text: 'Les présentes conditions s’appliquent à tous les contrats conclus entre BigKeys et ses clients (« vous ») par l’intermédiaire de notre site web. Les conditions divergentes des clients ne s’appliquent que si nous les avons expressément acceptées par écrit. Les règles impératives de protection des consommateurs du pays dans lequel vous vivez ne sont pas affectées.',
        },
        {
          type: 'paragraph',
          text: 'Notre API de vente en gros et nos terminaux de point de vente destinés aux entreprises sont régis par des contrats distincts. Les présentes conditions ne s’y appliquent que dans la mesure où ces contrats y renvoient.',
        },
        {
          type: 'paragraph',
          text: 'Nous publions les présentes conditions en anglais, en allemand, en espagnol, en français et en italien. Toutes les versions ont le même sens ; en cas de divergence, la version dans la langue de votre commande prévaut.',
        },
      ],
    },
    {
      id: 'account',
      title: 'Compte client',
      blocks: [
        {
          type: 'paragraph',
          text: 'Vous pouvez parcourir le catalogue et remplir votre panier en tant qu’invité. Pour payer, recevoir et gérer des clés, vous avez besoin d’un compte client. Vous devez avoir au moins 18 ans pour ouvrir un compte, ou disposer du consentement d’un parent ou de votre représentant légal.',
        },
        {
          type: 'list',
          items: [
            'Un compte appartient à une seule personne physique. Les comptes ne peuvent être ni partagés, ni transférés, ni vendus, et vous ne pouvez pas détenir plus d’un compte.',
            'Les informations de votre profil (prénom et nom, date de naissance, adresse, ville, code postal et pays) doivent être exactes et complètes, et vous devez les tenir à jour. Votre adresse e-mail doit être confirmée avant que vous puissiez acheter.',
            'Gardez votre mot de passe secret et prévenez-nous immédiatement si vous soupçonnez qu’une autre personne utilise votre compte. Vous pouvez à tout moment vous déconnecter de vos autres appareils sous Tableau de bord › Sécurité.',
            'Pour prévenir la fraude et remplir nos obligations légales, nous pouvons vous demander de confirmer votre identité avant de livrer une commande ou d’accepter de nouvelles commandes. Tant que la vérification d’identité n’est pas terminée, nous pouvons retenir des commandes et restreindre le compte.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Nous pouvons suspendre ou fermer un compte utilisé en violation des présentes conditions, notamment en cas de fraude, de rétrofacturations abusives ou de revente de clés. Les clés que vous avez déjà reçues et payées restent utilisables, sauf si elles ont été obtenues frauduleusement.',
        },
      ],
    },
    {
      id: 'products',
      title: 'Produits, plateformes et régions',
      blocks: [
        {
          type: 'paragraph',
          text: 'Chaque page produit indique la plateforme (par exemple Steam, Xbox, PlayStation ou Nintendo), l’édition et, le cas échéant, la région dans laquelle une clé peut être activée. Veuillez vérifier ces informations et la configuration requise avant l’achat ; une clé achetée pour une mauvaise plateforme ou une mauvaise région ne constitue pas un défaut.',
        },
        {
          type: 'paragraph',
          text: 'Les clés, cartes cadeaux et cartes d’abonnement s’activent sur le service de l’opérateur de la plateforme concernée. L’utilisation du jeu ou du crédit est régie par les conditions de cet opérateur, que vous acceptez lors de l’activation de la clé. Nous n’avons aucune influence sur les services, la disponibilité ou les décisions de l’opérateur concernant les comptes.',
        },
        {
          type: 'paragraph',
          text: 'Une région est attribuée à votre compte ; elle détermine les produits, les prix et la devise qui vous sont proposés. Seule notre équipe d’assistance peut modifier la région d’un compte ; écrivez-nous à support@bigkeys.example en indiquant le motif (par exemple un déménagement dans un autre pays).',
        },
      ],
    },
    {
      id: 'prices',
      title: 'Prix et paiement',
      blocks: [
        { type: 'prices' },
        {
          type: 'paragraph',
          text: 'Le prix applicable est celui affiché dans votre panier au moment où vous passez commande. Les prix soldés sont affichés à côté du prix d’origine barré. Toute remise de fidélité est déduite dans le panier avant le paiement.',
        },
        {
          type: 'paragraph',
          text: 'Vous pouvez payer par carte de crédit ou de débit (Visa, MasterCard), Apple Pay, Google Pay, Klarna ou PayPal. Les paiements sont traités par notre prestataire de paiement via une connexion chiffrée ; nous ne voyons ni n’enregistrons jamais le numéro complet de votre carte. Klarna et PayPal peuvent appliquer leurs propres conditions.',
        },
        {
          type: 'paragraph',
          text: 'Si un prix est manifestement erroné en raison d’une erreur technique ou de saisie, nous ne sommes pas liés par celui-ci. Dans ce cas, nous vous en informons avant la livraison et vous pouvez soit accepter le prix correct, soit annuler la commande contre un remboursement intégral.',
        },
      ],
    },
    {
      id: 'ordering',
      title: 'Commande et conclusion du contrat',
      blocks: [
        {
          type: 'paragraph',
          text: 'Les produits présentés dans notre boutique constituent une invitation à faire une offre. Vous pouvez placer jusqu’à 3 unités du même produit pour la même plateforme dans une ligne du panier. En finalisant le paiement, vous faites une offre ferme d’achat des produits de votre panier.',
        },
        {
          type: 'paragraph',
          text: 'Le contrat est conclu lorsque nous confirmons votre commande par e-mail ou livrons les produits, selon ce qui intervient en premier. La confirmation de commande, votre facture et vos clés sont disponibles dans votre compte sous Tableau de bord › Achats, où vous pouvez également télécharger la facture.',
        },
        {
          type: 'paragraph',
          text: 'Nous pouvons refuser une commande, notamment si un produit est en rupture de stock, si le paiement échoue ou en cas d’indices de fraude. Tout montant déjà débité est alors intégralement remboursé.',
        },
      ],
    },
    {
      id: 'delivery',
      title: 'Livraison',
      blocks: [],
      subsections: [
        {
          id: 'digital-delivery',
          title: 'Produits numériques',
          blocks: [
            {
              type: 'paragraph',
              text: 'Les produits numériques sont livrés dans votre compte. La livraison est en général immédiate après le paiement et prend au maximum 24 heures. Vos clés apparaissent ensuite dans votre compte sous Tableau de bord › Achats.',
            },
          ],
        },
        {
          id: 'fraud-review',
          title: 'Contrôle antifraude',
          blocks: [
            {
              type: 'paragraph',
              text: 'Pour protéger notre clientèle et nous-mêmes, un achat peut être retenu pour un contrôle antifraude. Pendant le contrôle, votre achat affiche un message indiquant qu’il est en cours de vérification. Nous vous envoyons un e-mail dès que l’achat est approuvé ; si nous ne pouvons pas l’approuver, nous annulons la commande et remboursons l’intégralité du montant.',
            },
          ],
        },
        {
          id: 'physical-delivery',
          title: 'Biens physiques',
          blocks: [
            {
              type: 'paragraph',
              text: 'Lorsque nous vendons des biens physiques, la livraison prend 3–5 jours ouvrables en Suisse et 7–14 jours ouvrables ou plus pour les envois internationaux. En dehors de la Suisse, les autorités du pays de destination peuvent percevoir des droits de douane et des taxes à l’importation.',
            },
          ],
        },
      ],
    },
    {
      id: 'key-reveal',
      title: 'Révélation, utilisation et don de clés',
      blocks: [
        {
          type: 'paragraph',
          text: 'Pour votre protection, chaque clé reste masquée dans votre compte jusqu’à ce que vous la révéliez. Avant d’afficher la clé, nous affichons un avertissement et vous devez confirmer que vous souhaitez la révéler.',
        },
        {
          type: 'notice',
          text: 'La révélation d’une clé est irréversible. Dès qu’une clé a été révélée, elle est considérée comme livrée et utilisée, et le droit à un remboursement immédiat prend fin.',
        },
        {
          type: 'paragraph',
          text: 'Gardez les clés révélées confidentielles. Nous ne pouvons pas remplacer une clé qu’une autre personne a activée après que vous l’avez révélée ou transmise. Notre centre d’aide explique comment activer une clé sur chaque plateforme.',
        },
        {
          type: 'paragraph',
          text: 'Vous pouvez offrir une clé non révélée à un ami. Pour cela, saisissez deux fois son adresse e-mail ; nous lui envoyons alors un e-mail avec les instructions. Lorsque votre ami récupère le cadeau, la clé est transférée sur son compte et n’est plus disponible sur le vôtre. Un cadeau récupéré ne peut pas être repris.',
        },
      ],
    },
    {
      id: 'cancellation',
      title: 'Annulation',
      blocks: [
        {
          type: 'paragraph',
          text: 'Vous ne pouvez annuler une commande contre un remboursement intégral qu’avant qu’un code numérique vous ait été affiché ou envoyé et, pour les biens physiques, avant leur expédition. Les précommandes peuvent être annulées à tout moment jusqu’à leur livraison.',
        },
        {
          type: 'paragraph',
          text: 'Si vous vivez dans l’Union européenne, vous disposez d’un droit légal de rétractation pour les contrats portant sur des contenus numériques. En nous demandant de livrer votre clé immédiatement et en la révélant, vous acceptez expressément que la livraison commence avant la fin du délai de rétractation et vous reconnaissez perdre ainsi votre droit de rétractation.',
        },
        {
          type: 'paragraph',
          text: 'Pour annuler une commande, contactez notre équipe d’assistance à support@bigkeys.example en indiquant votre numéro de commande.',
        },
      ],
    },
    {
      id: 'returns',
      title: 'Retours et remboursements',
      blocks: [
        {
          type: 'paragraph',
          text: 'Vous pouvez demander un retour dans les 7 jours suivant la livraison. Un produit numérique ne peut être retourné que si sa clé n’a été ni révélée ni offerte. Les biens physiques doivent être retournés inutilisés, complets et dans leur emballage d’origine.',
        },
        {
          type: 'paragraph',
          text: 'Une fois un retour ou une annulation accepté, le remboursement est versé sur votre moyen de paiement d’origine dans un délai de 5–10 jours ouvrables. Le moment où le montant apparaît sur votre compte dépend aussi de votre banque ou de votre prestataire de paiement.',
        },
        {
          type: 'paragraph',
          text: 'Une clé qui ne fonctionne pas n’est pas soumise au délai de 7 jours : elle est couverte par la garantie décrite ci-dessous.',
        },
      ],
    },
    {
      id: 'warranty',
      title: 'Garantie',
      blocks: [
        {
          type: 'paragraph',
          text: 'Nous garantissons que les produits livrés sont exempts de défauts, par exemple qu’une clé est valide et peut être activée sur la plateforme et dans la région indiquées sur la page produit. Vous pouvez faire valoir la garantie dans un délai de 1 an à compter de la livraison.',
        },
        {
          type: 'paragraph',
          text: 'Pour cela, contactez notre équipe d’assistance et décrivez le problème, de préférence avec une capture d’écran du message d’erreur de la plateforme. Nous vérifions d’abord la clé auprès de l’émetteur. Si la réclamation est fondée, nous livrons une clé de remplacement qui fonctionne ou, si ce n’est pas possible, nous remboursons le prix payé.',
        },
        {
          type: 'paragraph',
          text: 'La garantie ne couvre pas les clés activées, partagées ou transmises par vous ou par d’autres après leur révélation, ni les problèmes causés par l’opérateur de la plateforme, comme une panne ou une décision concernant votre compte sur la plateforme. Les droits de garantie légaux impératifs ne sont pas affectés.',
        },
      ],
    },
    {
      id: 'loyalty',
      title: 'Niveaux de fidélité et programme de parrainage',
      blocks: [],
      subsections: [
        {
          id: 'loyalty-levels',
          title: 'Niveaux de fidélité',
          blocks: [
            {
              type: 'paragraph',
              text: 'Vos achats, succès et quêtes font progresser votre compte à travers cinq niveaux. À partir du niveau 2, vous bénéficiez d’une remise sur les achats éligibles, déduite automatiquement dans votre panier :',
            },
            {
              type: 'definitions',
              items: [
                { term: 'Niveau 1 · New Challenger', description: 'aucune remise' },
                { term: 'Niveau 2 · Loot Hunter', description: '3 % de remise' },
                { term: 'Niveau 3 · Elite Raider', description: '5 % de remise' },
                { term: 'Niveau 4 · Mythic Champion', description: '7 % de remise' },
                {
                  term: 'Niveau 5 · Legendary Vault Guardian',
                  description: '10 % de remise',
                },
              ],
            },
            {
              type: 'paragraph',
              text: 'Au dernier niveau, vous pouvez débloquer le prestige, qui réinitialise votre niveau pour que vous puissiez progresser à nouveau. Les remises et les récompenses de quêtes n’ont aucune valeur monétaire, ne sont pas transférables et ne peuvent pas être cumulées avec d’autres remises, sauf mention contraire de l’offre.',
            },
          ],
        },
        {
          id: 'referral-programme',
          title: 'Programme de parrainage',
          blocks: [
            {
              type: 'paragraph',
              text: 'Avec votre lien de parrainage personnel, vous pouvez recommander BigKeys à d’autres personnes. Lorsque quelqu’un ouvre votre lien, nous mémorisons le parrainage pendant 60 jours. Si cette personne s’inscrit pendant cette période, vous recevez la part indiquée dans votre tableau de bord du montant net (hors TVA) de chaque commande qu’elle passe dans les 12 mois suivant son inscription, créditée dans la devise de l’achat. Un crédit devient disponible 7 jours après le paiement, lorsque la commande ne peut plus être remboursée, et est versé sur demande à partir de 10 € (ou du même montant dans la devise du crédit).',
            },
            {
              type: 'paragraph',
              text: 'Il est interdit de se parrainer soi-même, de créer des comptes à cette fin, d’envoyer du spam et de faire de la publicité trompeuse. Les crédits obtenus en violation de ces règles, ou issus de commandes annulées ou remboursées, sont perdus. Nous pouvons modifier ou arrêter le programme pour l’avenir ; les crédits déjà acquis restent valables.',
            },
          ],
        },
      ],
    },
    {
      id: 'fair-use',
      title: 'Utilisation loyale et revente',
      blocks: [
        {
          type: 'paragraph',
          text: 'Les produits achetés dans notre boutique sont destinés à votre usage personnel ou à être offerts. Il est interdit :',
        },
        {
          type: 'list',
          items: [
            'de revendre des clés, des cartes cadeaux ou des cartes d’abonnement, ou de les proposer sur des places de marché ;',
            'd’acheter avec des moyens de paiement volés ou appartenant à autrui, ou d’utiliser des rétrofacturations pour obtenir des clés sans payer ;',
            'd’accéder à la boutique de manière automatisée (bots, scraping) ou de tenter de contourner les limites et les mesures de sécurité.',
          ],
        },
        {
          type: 'paragraph',
          text: 'En cas de violation, nous pouvons annuler les commandes concernées, bloquer les clés non encore révélées et fermer le compte. Nous nous réservons le droit de réclamer des dommages-intérêts.',
        },
      ],
    },
    {
      id: 'support',
      title: 'Assistance et contact',
      blocks: [
        {
          type: 'paragraph',
          text: 'Vous pouvez nous joindre via le centre d’aide présent sur chaque page, par chat, par ticket d’assistance ou par e-mail à support@bigkeys.example. Notre équipe d’assistance répond dans un délai de 2 jours ouvrables.',
        },
        {
          type: 'paragraph',
          text: 'Dans le chat, Biggie AI Assistant peut répondre immédiatement aux questions générales. Ses réponses sont générées automatiquement et peuvent être incomplètes ; elles ne constituent pas des déclarations contraignantes de BigKeys. Les décisions relatives aux retours, aux remboursements et à la garantie sont toujours prises par notre équipe d’assistance.',
        },
      ],
    },
    {
      id: 'liability',
      title: 'Responsabilité',
      blocks: [
        {
          type: 'paragraph',
          text: 'Nous répondons sans limitation des dommages causés intentionnellement ou par négligence grave ainsi que des atteintes à la vie, à l’intégrité corporelle ou à la santé. En cas de négligence légère, nous ne répondons que de la violation d’obligations contractuelles essentielles et uniquement des dommages typiques et prévisibles, à concurrence du prix de la commande concernée.',
        },
        {
          type: 'paragraph',
          text: 'Nous ne répondons pas des services des opérateurs de plateformes, des interruptions de ces services ni des pertes causées par la divulgation, de votre fait, d’une clé révélée. La responsabilité découlant du droit impératif, notamment de la législation sur la responsabilité du fait des produits, n’est pas affectée.',
        },
      ],
    },
    {
      id: 'changes',
      title: 'Modification des présentes conditions',
      blocks: [
        {
          type: 'paragraph',
          text: 'Nous pouvons modifier les présentes conditions pour l’avenir, par exemple lorsque la loi ou nos services évoluent. Nous annonçons les modifications sur cette page et en informons les clients inscrits par e-mail suffisamment tôt avant leur entrée en vigueur. Chaque commande est régie par les conditions en vigueur au moment où elle a été passée.',
        },
      ],
    },
    {
      id: 'law',
      title: 'Droit applicable et litiges',
      blocks: [
        {
          type: 'paragraph',
          text: 'Les présentes conditions et tous les contrats conclus en vertu de celles-ci sont régis par le droit suisse, à l’exclusion de la Convention des Nations unies sur les contrats de vente internationale de marchandises (CVIM). Si vous êtes un consommateur, vous conservez la protection des dispositions impératives du droit du pays de votre résidence habituelle.',
        },
        {
          type: 'paragraph',
          text: 'Le for juridique est Zurich, Suisse. Les consommateurs peuvent également agir devant le tribunal de leur domicile et ne peuvent être poursuivis que devant celui-ci. Avant de saisir la justice, veuillez contacter notre équipe d’assistance : la plupart des problèmes se règlent rapidement et directement.',
        },
        {
          type: 'paragraph',
          text: 'Si une disposition des présentes conditions devait être invalide, les autres dispositions resteraient en vigueur.',
        },
      ],
    },
  ],
};

/** The privacy policy (`/privacy`) in French. */
export const privacy: LegalDocument = {
  title: 'Politique de confidentialité',
  intro:
    'La présente politique de confidentialité explique quelles données personnelles BigKeys traite lorsque vous visitez notre boutique, créez un compte, effectuez un achat ou nous contactez, pourquoi nous le faisons et quels sont vos droits. Elle se fonde sur la loi fédérale suisse sur la protection des données (LPD) et, lorsqu’il s’applique, sur le règlement général sur la protection des données de l’UE (RGPD). Vos achats sont régis par nos [conditions générales](/terms).',
  highlights: [
    {
      icon: 'card',
      title: 'Aucun numéro de carte complet',
      text: 'Les paiements par carte sont traités par notre prestataire de paiement ; nous ne voyons jamais le numéro complet de votre carte.',
    },
    {
      icon: 'lock',
      title: 'Clés chiffrées, mots de passe hachés',
      text: 'Les clés sont stockées chiffrées et les mots de passe uniquement sous forme de hachages argon2.',
    },
    {
      icon: 'consent',
      title: 'Mesure d’audience avec consentement',
      text: 'Les cookies de statistiques et de publicité ne sont utilisés qu’après votre choix dans la fenêtre de consentement.',
    },
    {
      icon: 'rights',
      title: 'Vos données, vos droits',
      text: 'Demandez à tout moment l’accès, la rectification, l’effacement ou une copie de vos données.',
    },
  ],
  sections: [
    {
      id: 'controller',
      title: 'Responsable du traitement et contact',
      blocks: [
        {
          type: 'paragraph',
          text: 'Le responsable du traitement de vos données personnelles est BigKeys, Zurich, Suisse.',
        },
        {
          type: 'paragraph',
          text: 'Pour toute question relative à la protection des données et pour exercer vos droits, écrivez à privacy@bigkeys.example. Pour les questions concernant les commandes, les clés ou votre compte, notre équipe d’assistance est joignable à support@bigkeys.example.',
        },
      ],
    },
    {
      id: 'data',
      title: 'Données que nous traitons',
      blocks: [
        {
          type: 'paragraph',
          text: 'Nous ne traitons que les données dont nous avons besoin pour les finalités décrites dans la présente politique. Selon la manière dont vous utilisez la boutique, il s’agit des données suivantes :',
        },
      ],
      subsections: [
        {
          id: 'data-account',
          title: 'Compte et profil',
          blocks: [
            {
              type: 'paragraph',
              text: 'Adresse e-mail, mot de passe (stocké uniquement sous forme de hachage), prénom et nom, date de naissance, adresse, ville, code postal, pays, région, langue, paramètres de notification et date à laquelle vous avez accepté nos conditions. Si vous vous connectez avec un compte de réseau social, le fournisseur nous transmet votre nom, votre adresse e-mail et un identifiant de ce compte.',
            },
          ],
        },
        {
          id: 'data-orders',
          title: 'Commandes, clés et fidélité',
          blocks: [
            {
              type: 'paragraph',
              text: 'Produits commandés, prix, devise, factures, clés livrées et le fait qu’elles aient été révélées ou non, cadeaux (y compris l’adresse e-mail de votre ami), annulations et retours, favoris, avis, succès, niveau de fidélité, quêtes et données de parrainage (votre code de parrainage, les clients parrainés et les crédits).',
            },
          ],
        },
        {
          id: 'data-payment',
          title: 'Paiement',
          blocks: [
            {
              type: 'paragraph',
              text: 'Les paiements sont traités par notre prestataire de paiement. Vous saisissez les données de votre carte directement auprès du prestataire ; nous ne voyons ni n’enregistrons jamais le numéro complet de votre carte. Nous recevons uniquement le statut du paiement, le moyen de paiement et, pour les cartes, la marque, les quatre derniers chiffres et la date d’expiration.',
            },
          ],
        },
        {
          id: 'data-identity',
          title: 'Vérification d’identité',
          blocks: [
            {
              type: 'paragraph',
              text: 'Nous pouvons vous demander de vérifier votre identité après une commande importante, un paiement avec une carte d’un autre pays que celui de votre compte ou des paiements refusés à répétition, ou lorsque notre équipe le demande. Vous envoyez alors une photo de votre pièce d’identité et un selfie, qu’un prestataire de vérification contrôle pour notre compte. Les photos sont stockées chiffrées (AES-256), ne sont jamais montrées à nouveau à personne, ni à vous ni à notre équipe, et sont supprimées dès que la décision est définitive (vérifiée ou refusée). Nous conservons le résultat de la vérification et, si elle s’est arrêtée, son motif.',
            },
          ],
        },
        {
          id: 'data-support',
          title: 'Tickets d’assistance et chat',
          blocks: [
            {
              type: 'paragraph',
              text: 'Vos tickets d’assistance et vos messages de chat, avec la catégorie, le sujet, l’heure et les réponses que vous recevez. Les messages que vous adressez à Biggie AI Assistant sont traités automatiquement pour générer une réponse et sont enregistrés avec la conversation afin que notre équipe d’assistance puisse prendre le relais. Veuillez ne pas saisir de mots de passe, de numéros de carte complets ni de clés dans le chat.',
            },
          ],
        },
        {
          id: 'data-newsletter',
          title: 'Newsletter et notifications',
          blocks: [
            {
              type: 'paragraph',
              text: 'Votre adresse e-mail et la date d’inscription si vous vous abonnez à notre newsletter ; vos choix concernant les notifications du navigateur, par e-mail et par SMS et, si vous les activez, l’abonnement push du navigateur et votre numéro de mobile. Les messages que vous envoyez via nos formulaires de contact ou de candidature sont enregistrés avec l’adresse e-mail que vous indiquez.',
            },
          ],
        },
        {
          id: 'data-device',
          title: 'Appareil, session et adresse IP',
          blocks: [
            {
              type: 'paragraph',
              text: 'À chaque utilisation de la boutique, votre navigateur transmet des données techniques : adresse IP, date et heure, page demandée, navigateur et système d’exploitation (user agent) ainsi que la langue. Nous utilisons votre adresse IP pour vous proposer votre région et votre devise et pour détecter la fraude. Pour chaque session connectée, nous enregistrons l’appareil, l’adresse IP, l’heure de connexion et la dernière activité ; vous pouvez consulter et fermer ces sessions sous Tableau de bord › Sécurité.',
            },
          ],
        },
      ],
    },
    {
      id: 'purposes',
      title: 'Finalités et bases juridiques',
      blocks: [
        {
          type: 'paragraph',
          text: 'Nous traitons les données personnelles conformément aux principes de la LPD : de manière licite, de bonne foi, proportionnée, pour des finalités reconnaissables et avec exactitude. Lorsque le RGPD s’applique, nous nous fondons sur les bases juridiques suivantes :',
        },
        {
          type: 'definitions',
          items: [
            {
              term: 'Exécution d’un contrat (art. 6, par. 1, let. b RGPD)',
              description:
                'pour gérer votre compte, traiter les commandes et les paiements, livrer les clés, traiter les annulations, les retours et les demandes de garantie, gérer les programmes de fidélité et de parrainage et répondre à vos demandes d’assistance.',
            },
            {
              term: 'Obligation légale (art. 6, par. 1, let. c RGPD)',
              description:
                'pour conserver les documents comptables et les factures, remplir nos obligations fiscales et en matière de TVA et répondre aux demandes légitimes des autorités.',
            },
            {
              term: 'Intérêts légitimes (art. 6, par. 1, let. f RGPD)',
              description:
                'pour assurer la sécurité de la boutique, prévenir la fraude et les abus (y compris le contrôle antifraude et les vérifications d’identité), vous proposer votre région et votre devise et améliorer nos services.',
            },
            {
              term: 'Consentement (art. 6, par. 1, let. a RGPD)',
              description:
                'pour la newsletter, les notifications du navigateur et par SMS ainsi que les cookies de mesure d’audience et de publicité. Vous pouvez retirer votre consentement à tout moment pour l’avenir.',
            },
          ],
        },
        {
          type: 'paragraph',
          text: 'Au regard de la LPD, notre traitement est justifié par le contrat conclu avec vous, par nos obligations légales, par nos intérêts prépondérants ou par votre consentement (art. 31 LPD). Nous ne vendons pas vos données personnelles.',
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies et stockage local',
      blocks: [
        {
          type: 'paragraph',
          text: 'Les cookies sont de petits fichiers texte que la boutique enregistre dans votre navigateur. Le stockage local est un espace similaire de votre navigateur qui n’est jamais envoyé de lui-même à notre serveur.',
        },
      ],
      subsections: [
        {
          id: 'essential-cookies',
          title: 'Cookies essentiels',
          blocks: [
            {
              type: 'paragraph',
              text: 'Ces cookies sont nécessaires au fonctionnement de la boutique et sont toujours actifs :',
            },
            {
              type: 'definitions',
              items: [
                {
                  term: 'sid',
                  description:
                    'vous maintient connecté. Il expire après 7 jours sans activité et au plus tard après 30 jours, ou lorsque vous vous déconnectez.',
                },
                {
                  term: 'XSRF-TOKEN',
                  description:
                    'protège votre compte contre la falsification de requêtes intersites (CSRF) ; il est renvoyé à chaque modification que vous effectuez.',
                },
                {
                  term: 'currency',
                  description: 'mémorise la devise dans laquelle les prix sont affichés.',
                },
                { term: 'region', description: 'mémorise votre région.' },
                {
                  term: 'bs_referral',
                  description:
                    'mémorise le lien de parrainage par lequel vous êtes arrivé, afin que le parrainage puisse être crédité ; il est supprimé après 60 jours.',
                },
                {
                  term: 'social_flow',
                  description:
                    'uniquement pendant une connexion avec un compte de réseau social ; il protège la connexion et est supprimé après 10 minutes.',
                },
              ],
            },
          ],
        },
        {
          id: 'local-storage',
          title: 'Stockage local',
          blocks: [
            {
              type: 'paragraph',
              text: 'La boutique enregistre les éléments suivants dans le stockage local de votre navigateur afin que vos choix soient conservés lors d’un rechargement :',
            },
            {
              type: 'list',
              items: [
                '`userLanguage` : la langue que vous avez choisie ;',
                'votre thème (clair, sombre ou automatique) ;',
                'votre panier, ainsi que la devise et la région sélectionnées ;',
                'votre choix dans la fenêtre de consentement.',
              ],
            },
            {
              type: 'paragraph',
              text: 'La boutique enregistre également ses fichiers d’application dans votre navigateur afin que les pages juridiques et les pages d’information fonctionnent hors ligne.',
            },
          ],
        },
        {
          id: 'analytics-consent',
          title: 'Mesure d’audience et consentement',
          blocks: [
            {
              type: 'paragraph',
              text: 'Lors de votre première visite, la fenêtre de consentement vous demande votre choix. Tant que vous n’avez pas choisi, aucun cookie de mesure d’audience ni de publicité n’est utilisé.',
            },
            {
              type: 'definitions',
              items: [
                {
                  term: 'Essentiels uniquement',
                  description:
                    'uniquement les cookies essentiels mentionnés ci-dessus et des statistiques de visite anonymes. Le stockage publicitaire, la publicité personnalisée et le partage de données à des fins publicitaires restent désactivés.',
                },
                {
                  term: 'Tout accepter',
                  description:
                    'les cookies publicitaires et la publicité personnalisée sont en outre autorisés.',
                },
              ],
            },
            {
              type: 'paragraph',
              text: 'Pour modifier votre choix, supprimez les données de site de notre boutique dans les paramètres de votre navigateur ; la fenêtre de consentement vous interrogera de nouveau lors de votre prochaine visite.',
            },
          ],
        },
      ],
    },
    {
      id: 'retention',
      title: 'Durée de conservation',
      blocks: [
        {
          type: 'paragraph',
          text: 'Nous ne conservons les données personnelles que le temps nécessaire à la finalité pour laquelle elles ont été collectées, ou aussi longtemps que la loi l’exige :',
        },
        {
          type: 'list',
          items: [
            'Données du compte : tant que votre compte existe. Après la fermeture de votre compte, nous les supprimons ou les anonymisons dans un délai de 30 jours, à l’exception des données que la loi nous oblige à conserver.',
            'Commandes et factures : 10 ans, comme l’exige le droit comptable suisse.',
            'Tickets d’assistance et chats : 2 ans après la clôture de la conversation.',
            'Vérifications d’identité : le résultat, tant que votre compte existe ; les photos de votre document et votre selfie sont supprimés dès que la décision est définitive.',
            'Sessions : jusqu’à leur fin ; les enregistrements des sessions terminées sont supprimés après 90 jours.',
            'Newsletter : jusqu’à votre désinscription.',
          ],
        },
      ],
    },
    {
      id: 'recipients',
      title: 'Destinataires',
      blocks: [
        {
          type: 'paragraph',
          text: 'Nous ne communiquons des données personnelles que lorsque cela est nécessaire aux finalités ci-dessus. Nos prestataires traitent les données pour notre compte, sur la base d’un contrat de sous-traitance et uniquement selon nos instructions :',
        },
        {
          type: 'list',
          items: [
            'les prestataires de paiement (paiements par carte, Apple Pay, Google Pay, Klarna, PayPal) pour le traitement des paiements et la prévention de la fraude ;',
            'le prestataire de vérification pour les vérifications d’identité ;',
            'les prestataires d’e-mail et de SMS pour l’envoi des confirmations de commande, des notifications et de la newsletter ;',
            'les hébergeurs et prestataires d’infrastructure qui exploitent nos serveurs, bases de données et sauvegardes ;',
            'le fournisseur du modèle de langage sur lequel repose Biggie AI Assistant, pour les messages que vous écrivez dans le chat ;',
            'les fournisseurs de connexion via les réseaux sociaux, uniquement si vous choisissez de vous connecter avec eux.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Nous communiquons en outre des données aux autorités, aux tribunaux ou à nos conseillers lorsque la loi l’exige ou lorsque cela est nécessaire pour constater, exercer ou défendre des droits en justice.',
        },
      ],
    },
    {
      id: 'transfers',
      title: 'Transferts internationaux',
      blocks: [
        {
          type: 'paragraph',
          text: 'Nous traitons les données principalement en Suisse et dans l’Espace économique européen. Certains prestataires peuvent traiter des données dans d’autres pays. Nous ne transférons des données à l’étranger que vers des pays dont le niveau de protection des données est reconnu comme adéquat par le Conseil fédéral suisse ou la Commission européenne, sur la base des clauses contractuelles types de la Commission européenne reconnues en Suisse, ou lorsqu’une autre exception légale s’applique. Vous pouvez nous demander une copie des garanties utilisées.',
        },
      ],
    },
    {
      id: 'rights',
      title: 'Vos droits',
      blocks: [
        {
          type: 'paragraph',
          text: 'En vertu du droit de la protection des données applicable, vous avez le droit :',
        },
        {
          type: 'list',
          items: [
            'd’accéder aux données personnelles que nous détenons à votre sujet ;',
            'de faire rectifier les données inexactes ;',
            'de faire effacer vos données, sauf si la loi nous oblige à les conserver ;',
            'de faire limiter le traitement ;',
            'de recevoir les données que vous nous avez fournies dans un format courant et lisible par machine (portabilité) ;',
            'de vous opposer au traitement fondé sur nos intérêts légitimes et, à tout moment, à la prospection directe ;',
            'de retirer votre consentement à tout moment pour l’avenir ;',
            'd’introduire une réclamation auprès d’une autorité de contrôle : en Suisse, le Préposé fédéral à la protection des données et à la transparence (PFPDT) ; dans l’UE, l’autorité de votre pays de résidence.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Pour exercer vos droits, écrivez à privacy@bigkeys.example. Vous pouvez également corriger vous-même la plupart des informations de votre profil sous Tableau de bord › Paramètres du compte. Nous répondons dans un délai de 30 jours et pouvons vous demander de confirmer d’abord votre identité.',
        },
      ],
    },
    {
      id: 'security',
      title: 'Sécurité',
      blocks: [
        {
          type: 'paragraph',
          text: 'Nous protégeons vos données par des mesures techniques et organisationnelles adaptées au risque :',
        },
        {
          type: 'list',
          items: [
            'toutes les connexions à la boutique sont chiffrées (HTTPS) ;',
            'les clés sont stockées chiffrées et ne sont déchiffrées que lorsque vous les révélez ;',
            'les mots de passe ne sont jamais stockés en clair, uniquement sous forme de hachages argon2 ;',
            'les sessions expirent automatiquement et peuvent être fermées à tout moment sur tous vos autres appareils ; chaque modification est protégée contre la falsification de requêtes intersites ;',
            'seuls les collaborateurs qui en ont besoin pour leur travail ont accès aux données.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Aucun système n’est totalement sûr. Si nous avons connaissance d’une violation de la sécurité des données qui vous expose à un risque, nous vous en informons, ainsi que l’autorité compétente, conformément à la loi.',
        },
      ],
    },
    {
      id: 'automated-decisions',
      title: 'Décisions automatisées',
      blocks: [
        {
          type: 'paragraph',
          text: 'Notre contrôle antifraude examine automatiquement les achats à la recherche d’indices de fraude et peut retenir un achat jusqu’à ce qu’il ait été vérifié. Un achat n’est jamais refusé définitivement par une machine seule : un membre de notre équipe prend la décision. Vous pouvez à tout moment faire valoir votre point de vue et demander qu’une personne réexamine la décision.',
        },
      ],
    },
    {
      id: 'children',
      title: 'Enfants',
      blocks: [
        {
          type: 'paragraph',
          text: 'Notre boutique ne s’adresse pas aux enfants de moins de 16 ans. Les jeunes de moins de 18 ans ne peuvent utiliser la boutique qu’avec le consentement d’un parent ou de leur représentant légal. Si nous apprenons que nous avons collecté des données d’un enfant de moins de 16 ans sans ce consentement, nous les supprimons.',
        },
      ],
    },
    {
      id: 'changes',
      title: 'Modification de la présente politique',
      blocks: [
        {
          type: 'paragraph',
          text: 'Nous mettons à jour la présente politique de confidentialité lorsque nos services ou la loi évoluent. La version publiée sur cette page fait foi. Nous informons les clients inscrits par e-mail de toute modification importante.',
        },
      ],
    },
  ],
};
