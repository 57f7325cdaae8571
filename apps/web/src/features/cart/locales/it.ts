import type { CartTexts } from './en';

export const cartIt: CartTexts = {
  title: 'Carrello',
  intro: 'Controlla prodotti e quantità, poi procedi al pagamento.',
  itemCount_one: '{{count}} articolo nel carrello',
  itemCount_other: '{{count}} articoli nel carrello',
  linesLabel: 'Prodotti nel carrello',
  continueShopping: 'Continua lo shopping',
  viewCart: 'Vedi il carrello',
  empty: {
    title: 'Il tuo carrello è vuoto',
    description: 'Trova il tuo prossimo gioco, carta regalo o abbonamento nel catalogo.',
    browse: 'Scopri i prodotti',
  },
  line: {
    loading: 'Caricamento del prodotto...',
    notFound: 'Errore o prodotto non trovato',
    platformNotFound: 'Piattaforma non trovata nei dati del prodotto',
    unknownPlatform: 'Piattaforma sconosciuta',
    outOfStock: 'Esaurito',
    salePrice: 'Prezzo scontato',
    originalPrice: 'Prezzo originale',
    each: '{{price}} cad.',
    lineTotal: 'Totale per questo prodotto',
    retry: 'Riprova',
    quantity: 'Quantità di {{title}}',
    quantityUnknown: 'Quantità di questo prodotto',
    decrease: 'Diminuisci la quantità di {{title}}',
    increase: 'Aumenta la quantità di {{title}}',
    remove: 'Rimuovi {{title}} dal carrello',
    removeUnknown: 'Rimuovi questo prodotto dal carrello',
    maxQuantity: 'Massimo {{max}} prodotti consentiti',
  },
  summary: {
    title: 'Riepilogo dell’ordine',
    subtotal: 'Subtotale',
    discount: 'Sconto',
    total: 'Totale',
    calculating: 'Calcolo del totale…',
    vat: 'Prezzi IVA inclusa',
    unavailableNote:
      'I prodotti che non è stato possibile caricare non sono inclusi. Rimuovili per procedere al pagamento.',
    outOfStockNote: 'Rimuovi i prodotti esauriti per procedere al pagamento.',
    bothNote:
      'I prodotti che non è stato possibile caricare non sono inclusi. Rimuovili insieme ai prodotti esauriti per procedere al pagamento.',
  },
  checkout: {
    pay: 'Vai al pagamento',
    loginToPay: 'Accedi per pagare',
    loginHint: 'Dopo l’accesso tornerai direttamente al tuo carrello.',
    checkingAccount: 'Verifica del tuo account…',
  },
};
