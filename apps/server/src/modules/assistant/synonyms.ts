import type { Language } from '@store/shared/constants';

// Words customers use for what the help content names otherwise ("my code is invalid" for
// "activation errors", "bill" for "invoice"). A document that uses one word of a group is
// also found by the others.

const GROUPS: Readonly<Record<Language, readonly string[]>> = {
  en: [
    'issue problem error invalid fail failed failure wrong refused rejected declined broken',
    'key code serial',
    'invoice receipt bill',
    'refund reimburse money',
    'return back',
    'vat tax taxes',
    'gift present friend',
    'resell sell resale',
    'support help contact reach team',
    'delivery delivered receive arrive instant',
    'reveal show uncover',
    'redeem activate',
    'order purchase buy bought',
  ],
  de: [
    'problem fehler ungültig fehlgeschlagen funktioniert abgelehnt falsch',
    'key code schlüssel',
    'rechnung beleg quittung',
    'erstattung rückerstattung geld',
    'rückgabe zurückgeben zurückschicken',
    'mehrwertsteuer mwst steuer',
    'geschenk verschenken schenken freund',
    'weiterverkaufen verkaufen weiterverkauf',
    'support hilfe kontakt erreichen',
    'lieferung erhalten bekommen ankommen',
    'aufdecken anzeigen zeigen',
    'einlösen aktivieren',
    'bestellung kauf einkauf gekauft',
  ],
  es: [
    'problema error inválido válido fallo fallida rechazado funciona',
    'clave código',
    'factura recibo',
    'reembolso dinero',
    'devolver devolución',
    'iva impuesto impuestos',
    'regalo regalar amigo',
    'revender vender reventa',
    'soporte ayuda contacto contactar',
    'entrega recibir llegar',
    'revelar mostrar',
    'canjear activar',
    'pedido compra comprar',
  ],
  fr: [
    'problème erreur invalide valide échoué échec refusé refusée fonctionne',
    'clé code',
    'facture reçu',
    'remboursement rembourser argent',
    'retour retourner renvoyer',
    'tva taxe taxes',
    'cadeau offrir ami',
    'revendre vendre revente',
    'assistance support aide contacter joindre',
    'livraison recevoir arriver',
    'révéler afficher',
    'utiliser activer',
    'commande achat acheter',
  ],
  it: [
    'problema errore valido accettato rifiutato fallito funziona',
    'chiave codice',
    'fattura ricevuta',
    'rimborso rimborsare denaro soldi',
    'restituire reso',
    'iva imposta tasse',
    'regalo regalare amico',
    'rivendere vendere rivendita',
    'assistenza supporto aiuto contattare',
    'consegna ricevere arrivare',
    'rivelare mostrare',
    'riscattare attivare',
    'ordine acquisto comprare',
  ],
};

/** The synonym groups of a language, each as its words. */
export function synonymGroups(language: Language): string[][] {
  return GROUPS[language].map((group) => group.split(' '));
}
