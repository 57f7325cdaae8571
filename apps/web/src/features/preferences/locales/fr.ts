import { CUSTOMER_MESSAGES_FR } from '@store/shared/messages/messages-fr';
import type { PreferencesTexts } from './en';

export const preferencesFr: PreferencesTexts = {
  selector: {
    label: 'Région et devise',
    button: 'Région et devise : {{region}}, {{currency}}',
  },
  dialog: {
    title: 'Région et devise',
    description:
      'Les prix sont affichés dans la devise de votre choix. Votre région détermine où vos clés peuvent être activées.',
    close: 'Fermer',
    region: 'Région',
    search: 'Rechercher des pays et des régions',
    searchPlaceholder: 'Pays, région ou devise',
    regions: 'Régions',
    countries: 'Pays',
    noMatch: 'Aucun pays ni aucune région ne correspond à « {{query}} ».',
    currency: 'Devise',
    currencyHint:
      'Choisir un pays sélectionne sa devise ; vous pouvez toujours en choisir une autre.',
    cartNote: 'Changer de devise ou de région vide votre panier, car tous les prix changent.',
    save: 'Enregistrer',
    cancel: 'Annuler',
    loading: 'Chargement des régions et des devises…',
    loadError: 'Impossible de charger les régions et les devises.',
    retry: 'Réessayer',
    yourRegion: 'Votre région',
    supportNote:
      'Votre région est liée à votre compte et seule notre équipe d’assistance peut la modifier.',
    contactSupport: 'Contacter l’assistance',
  },
  regionNames: {
    GLOBAL: 'Monde',
    EU: 'Europe',
    UK: 'Royaume-Uni',
    US: 'États-Unis',
    CH: 'Suisse',
    CA: 'Canada',
    LATAM: 'Amérique latine',
    AU: 'Australie et Nouvelle-Zélande',
    JP: 'Japon',
    ASIA: 'Asie',
    MEA: 'Moyen-Orient et Afrique',
    TR: 'Turquie',
    CIS: 'CEI',
  },
  newsletter: {
    title: 'Newsletter',
    description:
      'Nouveautés, promotions et idées cadeaux, environ deux fois par mois. Désinscription à tout moment.',
    email: 'Votre e-mail pour la newsletter',
    placeholder: 'vous@exemple.fr',
    submit: 'S’abonner',
    invalidEmail: CUSTOMER_MESSAGES_FR.newsletter.invalidEmail,
    subscribed: CUSTOMER_MESSAGES_FR.newsletter.subscribed,
    duplicate: CUSTOMER_MESSAGES_FR.newsletter.duplicate,
    failed: CUSTOMER_MESSAGES_FR.newsletter.failed,
  },
  payments: {
    title: 'Paiement sécurisé',
  },
  social: {
    title: 'Suivez-nous',
    link: 'BigKeys sur {{network}} (s’ouvre dans un nouvel onglet)',
  },
};
