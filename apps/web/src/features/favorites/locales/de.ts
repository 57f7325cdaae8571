import type { FavoritesTexts } from './en';

export const favoritesDe: FavoritesTexts = {
  button: {
    label: 'Favorit: {{title}}',
    add: 'Zu den Favoriten hinzufügen',
    remove: 'Aus den Favoriten entfernen',
  },
  added: '{{title}} wurde zu deinen Favoriten hinzugefügt.',
  removed: '{{title}} wurde aus deinen Favoriten entfernt.',
  signInToSave: 'Melde dich an, um Favoriten zu speichern.',
  failed: 'Deine Favoriten konnten nicht geändert werden. Bitte versuche es erneut.',
  page: {
    title: 'Favoriten',
    intro:
      'Die Produkte, die du dir gemerkt hast, mit dem heutigen Preis und Lagerbestand. Schalte eine E-Mail-Benachrichtigung ein, um zu erfahren, wenn ein Preis fällt oder Keys wieder vorrätig sind.',
    count_one: '{{count}} gemerktes Produkt',
    count_other: '{{count}} gemerkte Produkte',
  },
  loading: 'Deine Favoriten werden geladen…',
  loadError: {
    title: 'Wir konnten deine Favoriten nicht laden',
    description: 'Bitte prüfe deine Verbindung und versuche es erneut.',
  },
  empty: {
    title: 'Noch keine Favoriten',
    description:
      'Tippe auf einer Produktseite auf das Herz, um das Produkt hier für später zu speichern.',
    action: 'Produkte ansehen',
  },
  item: {
    inStock: 'Auf Lager',
    outOfStock: 'Nicht vorrätig',
    addToCart: 'In den Warenkorb',
    addToCartLabel: 'In den Warenkorb: {{title}}',
    remove: 'Entfernen',
    removeLabel: 'Entfernen: {{title}} aus den Favoriten',
    max: 'Maximal {{max}} Produkte erlaubt',
  },
  alerts: {
    title: 'E-Mail-Benachrichtigungen',
    notifyPriceDrop: {
      label: 'Preissenkung',
      hint: 'Schick mir eine E-Mail, wenn der Preis fällt.',
    },
    notifyBackInStock: {
      label: 'Wieder vorrätig',
      hint: 'Schick mir eine E-Mail, wenn wieder Keys verfügbar sind.',
    },
    failed: 'Die Benachrichtigung konnte nicht geändert werden. Bitte versuche es erneut.',
  },
};
