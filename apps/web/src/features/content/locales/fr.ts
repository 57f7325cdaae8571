import { faqItems } from '@store/shared/content/faq/fr';
import type { ContentTexts } from './en';

export const contentFr: ContentTexts = {
  onThisPage: 'Sur cette page',
  about: {
    title: 'À propos',
    eyebrow: 'À propos de BigKeys',
    heading: 'Jeux, cartes cadeaux et abonnements, livrés en un instant',
    lead: 'BigKeys est une boutique en ligne de clés de jeux numériques, DLC, cartes cadeaux et cartes d’abonnement pour PC, Xbox, PlayStation et Nintendo. Des prix clairs, des clés sûres et de l’aide toujours à portée de main.',
    primaryCta: 'Voir les produits',
    secondaryCta: 'Nous contacter',
    stats: {
      products: { value: '10 000+', label: 'produits au catalogue' },
      platforms: { value: '4', label: 'familles de plateformes' },
      delivery: { value: 'Immédiate', label: 'livraison, 24 heures au plus' },
      levels: { value: '5', label: 'niveaux de fidélité' },
    },
    sections: {
      products: 'Produits',
      highlights: 'Points forts',
      loyalty: 'Fidélité',
      pricing: 'Tarifs',
      faqs: 'FAQ',
    },
    products: {
      eyebrow: 'Produits',
      title: 'Tout ce à quoi vous jouez, dans une seule boutique',
      intro:
        'Plus de 10 000 produits numériques, des dernières sorties aux cartes qui rechargent votre solde ou prolongent votre abonnement.',
      platformsLabel: 'Acheter par plateforme',
      items: {
        games: {
          title: 'Jeux',
          text: 'Nouveautés, classiques et pépites indépendantes en clés officielles pour toutes les plateformes.',
          link: 'Voir les jeux',
        },
        dlc: {
          title: 'DLC',
          text: 'Extensions, season pass et contenus additionnels pour les jeux que vous possédez déjà.',
          link: 'Voir les DLC',
        },
        giftCards: {
          title: 'Cartes cadeaux',
          text: 'Du crédit pour Steam, Xbox, PlayStation, Nintendo et plus encore : le cadeau idéal.',
          link: 'Voir les cartes cadeaux',
        },
        subscriptions: {
          title: 'Cartes d’abonnement',
          text: 'Game Pass, PlayStation Plus, Nintendo Switch Online et d’autres abonnements.',
          link: 'Voir les cartes d’abonnement',
        },
      },
    },
    highlights: {
      eyebrow: 'Points forts',
      title: 'Pourquoi les joueurs achètent chez BigKeys',
      intro:
        'Rapide, sûr et avantageux, avec une équipe prête à vous aider quand vous en avez besoin.',
      items: {
        delivery: {
          title: 'Livraison immédiate',
          text: 'La plupart des clés arrivent quelques secondes après le paiement ; chaque commande est livrée en 24 heures au plus tard.',
        },
        safeKeys: {
          title: 'Clés sûres',
          text: 'Des clés officielles issues de sources fiables. Chaque clé reste masquée jusqu’à ce que vous décidiez de la révéler.',
        },
        loyalty: {
          title: 'Niveaux de fidélité',
          text: 'Gravissez cinq niveaux, de New Challenger à Legendary Vault Guardian, et économisez jusqu’à 10 % sur chaque commande.',
        },
        helpCentre: {
          title: 'Centre d’aide 24 h/24, 7 j/7',
          text: 'Des guides et le Biggie AI Assistant à toute heure, de jour comme de nuit. Notre équipe d’assistance répond sous 2 jours ouvrés.',
        },
        vat: {
          title: 'Des prix clairs',
          text: 'Tous les prix incluent la TVA et s’affichent dans votre devise, sans surprise au moment de payer.',
        },
        gifting: {
          title: 'Offrir une clé',
          text: 'Envoyez un jeu ou une carte cadeau directement à un ami par e-mail.',
        },
      },
    },
    loyalty: {
      eyebrow: 'Niveaux de fidélité',
      title: 'Jouez plus, économisez jusqu’à 10 %',
      intro:
        'Chaque commande livrée rapporte des points d’expérience (XP) et vous fait grimper cinq niveaux. Dès le niveau 2, votre remise est déduite automatiquement de chaque commande.',
      level: 'Niveau {{level}}',
      from: 'À partir de {{xp}} XP',
      discount: '{{percent}} % de remise sur chaque commande',
      noDiscount: 'Le point de départ de chaque joueur',
      earn: {
        title: 'Comment gagner des XP',
        items: {
          orders: '{{xp}} XP pour chaque euro d’une commande livrée.',
          achievements:
            'Des XP en plus pour les succès, comme votre cinquième commande ou une semaine de connexions.',
          quests:
            'Des récompenses pour les quêtes quotidiennes, hebdomadaires, de saison, d’événement et d’histoire, une fois réclamées.',
          community:
            'Un bonus pour chaque participant quand le raid communautaire atteint son objectif.',
          refunds:
            'Une commande remboursée reprend ses points, ainsi que les succès qu’elle avait permis d’obtenir.',
        },
      },
      prestige: {
        title: 'Prestige',
        text: 'Au niveau {{name}}, vous pouvez passer prestige jusqu’à {{max}} fois : votre niveau repart de {{first}} et vous gardez pour toujours un badge de prestige.',
      },
    },
    pricing: {
      eyebrow: 'Tarifs',
      title: 'Formules de l’API de vente en gros pour les entreprises',
      intro:
        'Reliez votre propre boutique à notre catalogue. Chaque formule comprend tous les produits ; choisissez celle qui correspond à votre volume.',
      learnMore: 'Fonctionnement de l’API',
    },
    faqs: {
      eyebrow: 'FAQ',
      title: 'Questions fréquentes',
      intro: 'Des réponses rapides sur la livraison, les retours et votre compte.',
      items: faqItems,
    },
    cta: {
      title: 'Vous avez encore une question ?',
      text: 'Écrivez-nous : notre équipe vous répondra sous 2 jours ouvrés.',
      action: 'Nous contacter',
    },
  },
  plans: {
    perMonth: 'requêtes par mois',
    unlimited: 'Illimitées',
    featured: 'La plus populaire',
    priceOnRequest: 'Prix sur demande',
    everythingIn: 'Tout ce qu’offre {{plan}}, plus :',
    cta: 'Demander la formule {{plan}}',
    items: {
      basic: { name: 'Basic', summary: 'Pour essayer l’API et pour les petites boutiques.' },
      pro: { name: 'Pro', summary: 'Pour les boutiques en croissance aux ventes régulières.' },
      enterprise: {
        name: 'Enterprise',
        summary: 'Pour les places de marché et les grands revendeurs.',
      },
    },
    features: {
      catalogue: 'Le catalogue complet de plus de 10 000 produits',
      stock: 'Stocks et prix en temps réel',
      ordering: 'Commande de clés par API',
      support: 'Réponse de l’assistance sous 2 jours ouvrés',
      uptime: '99,9 % de disponibilité',
      prioritySupport: 'Assistance prioritaire',
      reports: 'Rapports d’utilisation mensuels',
      manager: 'Un gestionnaire de compte dédié',
      contract: 'Des conditions contractuelles adaptées à votre entreprise',
    },
  },
  pos: {
    title: 'Terminaux de point de vente',
    eyebrow: 'Pour les commerces',
    heading: 'Vendez cartes et clés de jeux à votre comptoir',
    lead: 'Avec un terminal de point de vente BigKeys, votre commerce propose des milliers de jeux, de cartes cadeaux et de cartes d’abonnement sans aucune carte en rayon. Votre client paie en caisse et repart avec un code imprimé sur le ticket.',
    primaryCta: 'Parler à notre équipe',
    secondaryCta: 'API de vente en gros',
    audienceLabel: 'Conçu pour',
    audience: {
      kiosks: 'Kiosques et marchands de journaux',
      electronics: 'Magasins d’électronique et de jeux vidéo',
      petrol: 'Stations-service',
      supermarkets: 'Supermarchés',
    },
    terminal: {
      product: 'Carte cadeau PlayStation Store',
      status: 'Payé – code imprimé',
    },
    how: {
      eyebrow: 'Fonctionnement',
      title: 'Quatre étapes au comptoir',
      intro:
        'Le terminal trouve sa place à côté de votre caisse et s’utilise en quelques secondes.',
      steps: {
        choose: {
          title: 'Choisir le produit',
          text: 'Recherchez ou parcourez plateformes et cartes sur l’écran tactile du terminal.',
        },
        pay: {
          title: 'Encaisser',
          text: 'Votre client paie à votre caisse, en espèces ou par carte, comme pour tout autre article.',
        },
        print: {
          title: 'Imprimer le code',
          text: 'Le terminal imprime un ticket avec le code et un court guide d’activation.',
        },
        redeem: {
          title: 'Jouer à la maison',
          text: 'Votre client utilise le code sur sa console ou son PC et commence à jouer.',
        },
      },
    },
    benefits: {
      eyebrow: 'Avantages',
      title: 'Pourquoi les commerces choisissent les terminaux BigKeys',
      items: {
        noStock: {
          title: 'Aucun stock en rayon',
          text: 'Les codes sont créés au moment de la vente : aucune carte à stocker, compter ou perdre.',
        },
        catalogue: {
          title: 'Un choix immense',
          text: 'Plus de 10 000 produits pour PC, Xbox, PlayStation et Nintendo, dans l’espace d’une caisse.',
        },
        instant: {
          title: 'Des codes en quelques secondes',
          text: 'Le code est imprimé dès que le paiement est confirmé ; personne n’attend.',
        },
        reports: {
          title: 'Un décompte clair',
          text: 'Chaque vente est listée avec sa date, son produit et son prix, prête pour votre comptabilité.',
        },
        languages: {
          title: 'Cinq langues',
          text: 'Écrans et tickets en anglais, allemand, français, italien et espagnol.',
        },
        support: {
          title: 'Une assistance pour votre équipe',
          text: 'Nous installons le terminal avec vous et répondons à chaque demande sous 2 jours ouvrés.',
        },
      },
    },
    cta: {
      title: 'Proposez des clés de jeux à votre comptoir',
      text: 'Parlez-nous de votre commerce et nous reviendrons vers vous avec une offre sous 2 jours ouvrés.',
      action: 'Nous contacter',
    },
  },
  api: {
    title: 'API de vente en gros',
    eyebrow: 'Pour les entreprises',
    heading: 'L’API de vente en gros de BigKeys',
    lead: 'Intégrez notre catalogue de plus de 10 000 jeux, DLC, cartes cadeaux et cartes d’abonnement à votre propre boutique. Vérifiez les stocks, commandez des clés et remettez-les à vos clients, le tout automatiquement.',
    primaryCta: 'Demander un accès à l’API',
    secondaryCta: 'Comparer les formules',
    stats: {
      products: { value: '10 000+', label: 'produits' },
      uptime: { value: '99,9 %', label: 'de disponibilité' },
      plans: { value: '3', label: 'formules pour grandir' },
    },
    features: {
      eyebrow: 'Ce qu’elle offre',
      title: 'Tout ce qu’il faut pour vendre des clés',
      items: {
        catalogue: {
          title: 'Catalogue',
          text: 'Produits, éditions, plateformes et prix avec images, en cinq langues.',
        },
        stock: {
          title: 'Stocks',
          text: 'La disponibilité de chaque produit en temps réel, pour ne vendre que ce qui peut être livré.',
        },
        ordering: {
          title: 'Commandes',
          text: 'Commandez des clés en une seule requête ; elles figurent dans la réponse dès que la commande est confirmée.',
        },
        uptime: {
          title: '99,9 % de disponibilité',
          text: 'Un service fiable sur lequel votre boutique peut compter, jour et nuit.',
        },
      },
    },
    auth: {
      eyebrow: 'Authentification',
      title: 'Une clé d’API pour votre entreprise',
      text: 'Chaque requête porte la clé d’API de votre entreprise. Nous la créons au début de votre contrat.',
      points: {
        header: 'Envoyez la clé dans l’en-tête X-Api-Key de chaque requête.',
        secret:
          'Gardez-la sur votre serveur ; ne la placez jamais dans un navigateur ou une application.',
        rotate:
          'Demandez-nous une nouvelle clé à tout moment ; l’ancienne cesse aussitôt de fonctionner.',
      },
      exampleLabel: 'Exemple : commander deux clés',
      request: 'Requête',
      response: 'Réponse',
    },
    plans: {
      eyebrow: 'Formules',
      title: 'Choisissez la formule adaptée à votre volume',
      intro:
        'Chaque formule comprend le catalogue complet. Les requêtes sont comptées par mois civil.',
    },
    resale: {
      eyebrow: 'Règles de revente',
      title: 'Des clés pour vos propres clients',
      text: 'L’API de vente en gros est le seul moyen de revendre nos clés. Elle s’accompagne d’un contrat qui précise ce que votre entreprise peut faire.',
      points: {
        own: 'Les clés commandées via l’API sont destinées aux propres clients de votre entreprise, dans le cadre de votre contrat.',
        noResellers:
          'Il est interdit de céder des clés à d’autres revendeurs, places de marché ou boutiques de clés.',
        consumers:
          'Les clés achetées dans notre boutique avec un compte client sont réservées à un usage personnel ; la revente est interdite.',
      },
    },
    cta: {
      title: 'Prêt à connecter votre boutique ?',
      text: 'Parlez-nous de votre entreprise et du volume attendu ; nous répondons sous 2 jours ouvrés.',
      action: 'Demander un accès à l’API',
    },
  },
};
