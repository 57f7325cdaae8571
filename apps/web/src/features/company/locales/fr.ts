import { CUSTOMER_MESSAGES_FR } from '@store/shared/messages/messages-fr';
import type { CompanyTexts } from './en';

export const companyFr: CompanyTexts = {
  form: {
    name: 'Nom',
    email: 'Adresse e-mail',
    message: 'Message',
    characterCount: '{{count}} sur {{max}} caractères',
    singleLine: CUSTOMER_MESSAGES_FR.form.singleLine,
    checkFields: 'Certains champs demandent votre attention. Veuillez les vérifier et réessayer.',
    network: 'Impossible de joindre la boutique. Vérifiez votre connexion et réessayez.',
    offline:
      'Vous êtes hors ligne. Vous pourrez envoyer ce formulaire dès que vous serez de nouveau en ligne.',
  },
  contact: {
    title: 'Nous contacter',
    eyebrow: 'Service client',
    lead: "Une question sur une commande, une clé ou votre compte ? Écrivez-nous et notre équipe d'assistance vous répondra.",
    formTitle: 'Envoyez-nous un message',
    formDescription: "Les champs marqués d'un astérisque sont obligatoires.",
    subject: 'Objet',
    messageHint:
      'Indiquez votre numéro de commande ou de facture si votre question concerne un achat.',
    submit: 'Envoyer le message',
    sentTitle: 'Message envoyé',
    sendAnother: 'Envoyer un autre message',
    sent: CUSTOMER_MESSAGES_FR.contact.sent,
    facts: {
      title: 'Autres moyens de nous joindre',
      emailLabel: 'E-mail',
      responseLabel: 'Délai de réponse',
      response: "L'assistance répond sous 2 jours ouvrables",
      businessLabel: 'Pour les entreprises',
      business:
        'Vous revendez ou vendez en magasin ? Découvrez notre API de vente en gros et nos terminaux de paiement.',
      api: 'API de vente en gros',
      pos: 'Terminaux de paiement',
      careersLabel: 'Emplois',
      careers: 'Vous cherchez un emploi ? Consultez nos postes ouverts.',
      careersLink: 'Carrières',
    },
  },
  careers: {
    title: 'Carrières',
    eyebrow: 'Travailler chez BigKeys',
    lead: "Nous sommes une petite équipe de joueurs et de bâtisseurs qui rend l'achat de jeux, de cartes cadeaux et d'abonnements simple et sûr, en cinq langues et pour toutes les plateformes.",
    seePositions: 'Voir les postes ouverts',
    why: {
      title: 'Pourquoi travailler chez BigKeys',
      items: {
        players: {
          title: 'Créé par des joueurs',
          description:
            "Ici, tout le monde joue. Nous construisons la boutique où nous aimerions nous-mêmes acheter, et nous écoutons directement celles et ceux qui l'utilisent.",
        },
        impact: {
          title: 'Un travail qui compte',
          description:
            "De petites équipes prennent en charge des parcours entiers, du catalogue à l'affichage de la clé, et voient leur travail arriver chez les clients en quelques jours.",
        },
        europe: {
          title: 'Zurich et à distance',
          description:
            "Travaillez depuis notre bureau de Zurich ou à distance partout en Europe, avec des rencontres régulières pour retrouver l'équipe en personne.",
        },
      },
    },
    values: {
      title: 'Nos valeurs',
      items: {
        trust: {
          title: 'Des clés fiables',
          description: "Chaque clé est authentique et chaque paiement sûr, sinon rien n'est livré.",
        },
        clear: {
          title: 'Clairs et équitables',
          description:
            'Des prix TVA comprise, des règles écrites simplement et des remboursements tenus comme promis.',
        },
        players: {
          title: "Les joueurs d'abord",
          description:
            'En cas de doute, nous nous demandons ce qui aide la personne qui attend son jeu.',
        },
        learn: {
          title: 'Apprendre ensemble',
          description:
            'Nous partageons ce que nous savons, nous relisons avec bienveillance et nous mettons les choses par écrit.',
        },
      },
    },
    benefits: {
      title: 'Avantages',
      items: {
        flexible: 'Horaires flexibles et télétravail partout en Europe',
        holidays: '25 jours de vacances plus les jours fériés',
        learning: 'Un budget de formation annuel pour des cours, des livres et des conférences',
        games: 'Un budget jeux mensuel dans notre propre boutique',
        hardware: "L'ordinateur portable et l'équipement de votre choix",
        transport: 'Abonnement demi-tarif ou participation aux transports publics',
      },
    },
    positions: {
      title: 'Postes ouverts',
      intro: 'Choisissez un poste et postulez ci-dessous ; nous répondons à chaque candidature.',
      loading: 'Chargement des postes ouverts…',
      team: 'Équipe',
      location: 'Lieu',
      employmentType: "Type d'emploi",
      apply: 'Postuler',
      applyFor: 'Postuler au poste {{title}}',
      empty: {
        title: 'Aucun poste ouvert',
        description:
          "Il n'y a aucun poste ouvert pour le moment. Revenez bientôt ; les nouveaux postes apparaissent d'abord ici.",
      },
      error: {
        title: 'Impossible de charger les postes ouverts',
        description: 'Vérifiez votre connexion et réessayez.',
      },
      offline: {
        title: 'Les postes ouverts peuvent être chargés lorsque vous êtes en ligne',
        description:
          'Vous êtes actuellement hors ligne. Le reste de cette page fonctionne sans connexion ; les postes et le formulaire de candidature apparaîtront dès que vous serez de nouveau en ligne.',
      },
    },
    types: {
      'full-time': 'Temps plein',
      'part-time': 'Temps partiel',
      contract: 'Contrat à durée déterminée',
      internship: 'Stage',
    },
    form: {
      title: 'Votre candidature',
      description:
        'Dites-nous qui vous êtes et pourquoi ce poste vous correspond. Les champs marqués * sont obligatoires.',
      position: 'Poste',
      choosePosition: 'Choisissez un poste',
      messageHint: 'Quelques mots sur vous et un lien vers votre CV ou votre portfolio.',
      submit: 'Envoyer la candidature',
      appliedTitle: 'Candidature envoyée',
      applyAgain: 'Postuler à un autre poste',
    },
    messages: {
      applied: CUSTOMER_MESSAGES_FR.careers.applied,
      alreadyApplied: CUSTOMER_MESSAGES_FR.careers.alreadyApplied,
      positionNotFound: CUSTOMER_MESSAGES_FR.careers.positionNotFound,
    },
  },
};
