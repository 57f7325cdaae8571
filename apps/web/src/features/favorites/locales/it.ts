import type { FavoritesTexts } from './en';

export const favoritesIt: FavoritesTexts = {
  button: {
    label: 'Preferito: {{title}}',
    add: 'Aggiungi ai preferiti',
    remove: 'Rimuovi dai preferiti',
  },
  added: '{{title}} è stato aggiunto ai tuoi preferiti.',
  removed: '{{title}} è stato rimosso dai tuoi preferiti.',
  signInToSave: 'Accedi per salvare i tuoi preferiti.',
  failed: 'Non è stato possibile aggiornare i preferiti. Riprova.',
  page: {
    title: 'Preferiti',
    intro:
      'I prodotti che hai salvato, con il prezzo e la disponibilità di oggi. Attiva un avviso via e-mail per sapere quando un prezzo scende o le chiavi tornano disponibili.',
    count_one: '{{count}} prodotto salvato',
    count_other: '{{count}} prodotti salvati',
  },
  loading: 'Caricamento dei preferiti…',
  loadError: {
    title: 'Non siamo riusciti a caricare i tuoi preferiti',
    description: 'Controlla la connessione e riprova.',
  },
  empty: {
    title: 'Ancora nessun preferito',
    description: 'Tocca il cuore nella pagina di un prodotto per salvarlo qui.',
    action: 'Scopri i prodotti',
  },
  item: {
    inStock: 'Disponibile',
    outOfStock: 'Esaurito',
    addToCart: 'Aggiungi al carrello',
    addToCartLabel: 'Aggiungi al carrello: {{title}}',
    remove: 'Rimuovi',
    removeLabel: 'Rimuovi {{title}} dai preferiti',
    max: 'Massimo {{max}} prodotti consentiti',
  },
  alerts: {
    title: 'Avvisi via e-mail',
    notifyPriceDrop: {
      label: 'Calo di prezzo',
      hint: 'Avvisami via e-mail quando il prezzo scende.',
    },
    notifyBackInStock: {
      label: 'Di nuovo disponibile',
      hint: 'Avvisami via e-mail quando le chiavi tornano disponibili.',
    },
    failed: "Non è stato possibile modificare l'avviso. Riprova.",
  },
};
