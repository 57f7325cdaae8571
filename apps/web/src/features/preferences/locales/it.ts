import { CUSTOMER_MESSAGES_IT } from '@store/shared/messages/messages-it';
import type { PreferencesTexts } from './en';

export const preferencesIt: PreferencesTexts = {
  selector: {
    label: 'Regione e valuta',
    button: 'Regione e valuta: {{region}}, {{currency}}',
  },
  dialog: {
    title: 'Regione e valuta',
    description:
      'I prezzi sono mostrati nella valuta che scegli. La tua regione determina dove possono essere attivate le tue chiavi.',
    close: 'Chiudi',
    region: 'Regione',
    search: 'Cerca paesi e regioni',
    searchPlaceholder: 'Paese, regione o valuta',
    regions: 'Regioni',
    countries: 'Paesi',
    noMatch: 'Nessun paese o regione corrisponde a «{{query}}».',
    currency: 'Valuta',
    currencyHint:
      'Scegliendo un paese si seleziona la sua valuta; puoi comunque sceglierne un’altra.',
    cartNote: 'Cambiare valuta o regione svuota il carrello, perché cambiano tutti i prezzi.',
    save: 'Salva',
    cancel: 'Annulla',
    loading: 'Caricamento di regioni e valute…',
    loadError: 'Impossibile caricare regioni e valute.',
    retry: 'Riprova',
    yourRegion: 'La tua regione',
    supportNote:
      'La tua regione è legata al tuo account e può essere cambiata solo dal nostro team di assistenza.',
    contactSupport: 'Contatta l’assistenza',
  },
  regionNames: {
    GLOBAL: 'Globale',
    EU: 'Europa',
    UK: 'Regno Unito',
    US: 'Stati Uniti',
    CH: 'Svizzera',
    CA: 'Canada',
    LATAM: 'America Latina',
    AU: 'Australia e Nuova Zelanda',
    JP: 'Giappone',
    ASIA: 'Asia',
    MEA: 'Medio Oriente e Africa',
    TR: 'Turchia',
    CIS: 'CSI',
  },
  newsletter: {
    title: 'Newsletter',
    description:
      'Novità, offerte e idee regalo, circa due volte al mese. Puoi annullare l’iscrizione quando vuoi.',
    email: 'La tua e-mail per la newsletter',
    placeholder: 'tu@esempio.it',
    submit: 'Iscriviti',
    invalidEmail: CUSTOMER_MESSAGES_IT.newsletter.invalidEmail,
    subscribed: CUSTOMER_MESSAGES_IT.newsletter.subscribed,
    duplicate: CUSTOMER_MESSAGES_IT.newsletter.duplicate,
    failed: CUSTOMER_MESSAGES_IT.newsletter.failed,
  },
  payments: {
    title: 'Pagamento sicuro',
  },
  social: {
    title: 'Seguici',
    link: 'BigKeys su {{network}} (si apre in una nuova scheda)',
  },
};
