import type { PlatformFamily } from '@store/shared/schemas/purchases';
import { normalizeText } from './text-terms';

// What a message asks for, read with word lists in the store's five languages. The customer
// may write in another language than the widget's, so every list is tried on every message.
// Patterns run on normalised text: lower case, no accents, straight apostrophes.

export type Intent =
  | 'instructions'
  | 'discount'
  | 'key_value'
  | 'billing_dispute'
  | 'identity_problem'
  | 'asked_for_person'
  | 'refund'
  | 'invoice'
  | 'order_status'
  | 'activation'
  | 'greeting';

const any = (patterns: readonly RegExp[]) => (text: string) => patterns.some((p) => p.test(text));

/**
 * Asking for the assistant's own instructions, or to set them aside. "Your instructions"
 * alone is not enough ("I followed your instructions but…"): it takes a request to see them.
 */
const asksForInstructions = any([
  /\bprompt\b/,
  /\b(jailbreak|developer mode|dan mode|do anything now|canary|confidential marker)\b/,
  /\b(system|initial|original|hidden|secret|internal)\s+(instructions?|rules|guidelines|configuration|message)\b/,
  /\b(show|tell|print|repeat|reveal|give|list|output|share|what('s| is| are))\b.{0,40}\byour\s+(instructions|configuration|guidelines)\b/,
  /\b(ignore|forget|disregard|override)\b.{0,30}\b(previous|prior|above|earlier|all|your)\b.{0,20}\b(instructions?|rules|messages?)\b/,
  /\b(systemanweisung\w*|systemnachricht|systemvorgabe\w*)\b/,
  /\b(system|interne\w*|geheime\w*|versteckte\w*)\s*(anweisungen|instruktionen|regeln|vorgaben|konfiguration)\b/,
  /\b(zeig|nenn|gib|wiederhol|verrat|sag|was sind)\w*\b.{0,40}\b(deine|ihre)\s+(anweisungen|instruktionen|vorgaben|konfiguration)\b/,
  /\b(ignorier|vergiss)\w*\b.{0,40}\b(anweisungen|regeln|vorgaben)\b/,
  /\b(instrucciones|reglas|mensaje|indicaciones) (del|de) sistema\b/,
  /\b(muestra|muestrame|dime|dame|repite|revela|cuales son)\b.{0,40}\b(tus|sus)\s+(instrucciones|indicaciones|directrices|configuracion)\b/,
  /\b(ignora|olvida)\w*\b.{0,40}\b(instrucciones|reglas|indicaciones)\b/,
  /\b(instructions|consignes|message) (du )?systeme\b/,
  /\b(montre|donne|dis|affiche|repete|revele|quel(le)?s? (est|sont))\w*\b.{0,40}\b(tes|vos)\s+(instructions|consignes|directives|configuration)\b/,
  /\b(ignore|oublie)\w*\b.{0,40}\b(instructions|consignes|regles)\b/,
  /\b(istruzioni|regole|messaggio) di sistema\b/,
  /\b(mostra|mostrami|dimmi|dammi|ripeti|rivela|quali sono)\b.{0,40}\b(tue|sue|vostre)\s+(istruzioni|regole|direttive|configurazione)\b/,
  /\b(ignora|dimentica)\w*\b.{0,40}\b(istruzioni|regole|direttive)\b/,
]);

/** Asking for a discount, coupon or promotion code. */
const asksForDiscount = any([
  /\b(discount|coupon|promo|promotion(al)?|voucher|rebate)s?\b/,
  /\b(rabatt|gutschein|aktionscode|preisnachlass)\w*/,
  /\b(descuento|cupon|cupones|promocion\w*|vale de)\b/,
  /\b(reduction|remise|code promo|bon de reduction|coupon)s?\b/,
  /\b(sconto|sconti|codice promozionale|buono sconto|coupon|promozione)\b/,
]);

/** Questions of how to do something with a key, which the help answers. */
const asksHowTo = any([
  /\b(how|where)\b/,
  /\b(wie|wo)\b/,
  /\b(como|donde)\b/,
  /\b(comment|ou)\b/,
  /\b(come|dove)\b/,
]);

/** Asking to be shown or sent a key's value. */
const asksForKeyValue = any([
  /\b(show|give|send|tell|read|paste|type|display|print|write|copy)\b(\s+me)?(\s+(my|the|all|your|his|her|their|this|that|these|those))?(\s+\w+)?\s+(keys?|codes?|serials?|serial numbers?)\b/,
  /\bwhat('s| is| are)\s+(my|the)\s+(\w+\s+)?(keys?|codes?)\b/,
  /\b(zeig|gib|schick|sende|nenn|sag|schreib)\w*\b.{0,40}\b(key|keys|schlussel|code|codes|produktschlussel)\b/,
  /\bwie lautet\b.{0,30}\b(key|schlussel|code)\b/,
  /\b(muestra|muestrame|dame|envia|enviame|dime|manda|mandame|escribe|escribeme)\b.{0,40}\b(clave|claves|codigo|codigos|key)\b/,
  /\bcual(es)? (es|son) (mi|mis|la|el|las|los)\s+(clave|codigo|key)s?\b/,
  /\b(montre|donne|envoie|dis|affiche|ecris)[sz]?(-moi)?\b.{0,40}\b(cle|cles|code|codes|key)\b/,
  /\bquel(le)?s? (est|sont) (ma|mon|mes|la|le|les)\s+(cle|code|key)s?\b/,
  /\b(mostra|mostrami|dammi|dimmi|manda|mandami|invia|inviami|scrivi|scrivimi)\b.{0,40}\b(chiave|chiavi|codice|codici|key)\b/,
  /\bqual(e|i) (e|sono) (la mia|il mio|le mie|i miei)\s+(chiav|codic|key)\w*\b/,
]);

/** A key as a present: sending one to a friend is a gift, not a request for its value. */
const mentionsGift = any([
  /\b(gift\w*|present|friend)\b/,
  /\b(geschenk\w*|verschenk\w*|freund\w*)\b/,
  /\b(regal\w*|amig[oa]s?)\b/,
  /\b(cadeau\w*|offrir|ami|amie)\b/,
  /\b(regal\w*|amic[oaie])\b/,
]);

/** A charge the customer disputes: twice, unauthorised, a chargeback. */
const disputesBilling = any([
  /\b(chargeback|charge ?back|dispute|disputing|unauthori[sz]ed (charge|payment)|fraudulent charge|wrong amount)\b/,
  /\b(charged|billed|paid|debited)\b.{0,20}\b(twice|two times|double|2 times)\b/,
  /\bdouble (charge|charged|billing|payment)\b/,
  /\b(ruckbuchung|ruckforderung|widerspruch|unberechtigte (abbuchung|belastung))\b/,
  /\b(doppelt|zweimal|2 ?mal)\b.{0,20}\b(abgebucht|belastet|berechnet|bezahlt|abgezogen)\b/,
  /\b(contracargo|disputa|cargo no autorizado|cobro (doble|duplicado))\b/,
  /\b(cobrado|cobraron|cobro|pague)\b.{0,20}\b(dos veces|doble)\b/,
  /\b(retrofacturation|rejet de paiement|litige|contestation|prelevement non autorise)\b/,
  /\b(debite|preleve|facture|paye)e?s?\b.{0,20}\b(deux fois|en double)\b/,
  /\b(storno|contestazione|addebito non autorizzato|doppio addebito)\b/,
  /\b(addebitat|pagat)\w*\b.{0,20}\b(due volte|doppio)\b/,
]);

const IDENTITY_WORDS =
  /\b(identity|identification|verification|verify|kyc|id check|ausweis\w*|identitat\w*|verifizierung|verifikation|identitatsprufung|identidad|verificacion|identite|verification|identita|verifica)\b/;
const PROBLEM_WORDS =
  /\b(fail\w*|reject\w*|declin\w*|denied|stuck|not working|doesn't work|does not work|won't|problem|issue|error|locked|blocked|fehl\w*|abgelehnt|hangt|funktioniert nicht|klappt nicht|problem\w*|gesperrt|fall(o|ida|ido|ado|a)|rechazad\w*|atascad\w*|no funciona|problema\w*|bloquead\w*|echou\w*|echec|refuse\w*|rejete\w*|bloque\w*|ne marche pas|ne fonctionne pas|probleme\w*|erreur|fallit\w*|rifiutat\w*|bloccat\w*|non funziona|problem\w*|errore|respint\w*)\b/;
const LOCKED_ACCOUNT =
  /\b(account|konto|cuenta|compte|profilo)\b.{0,30}\b(locked|blocked|suspended|restricted|gesperrt|blockiert|bloquead\w*|suspendid\w*|bloque\w*|suspendu\w*|bloccat\w*|sospes\w*)\b/;

/** A failed or stuck identity check, or an account held for one. */
const identityProblem = (text: string) =>
  (IDENTITY_WORDS.test(text) && PROBLEM_WORDS.test(text)) || LOCKED_ACCOUNT.test(text);

/** Asking for a person of the support team. */
const asksForPerson = any([
  /\b(human|real person|a person|someone|somebody|an agent|live agent|representative|operator|staff|support team|customer service|customer support)\b/,
  /\b(talk|speak|chat) (to|with) (a |an |the |your )?(person|human|agent|someone|support|team|manager)\b/,
  /\b(mensch\w*|mitarbeiter\w*|echte\w* person|support-team|supportteam|kundendienst|kundenservice|berater\w*)\b/,
  /\b(sprechen|reden|schreiben) mit\b/,
  /\b(persona real|humano|agente|operador|representante|servicio al cliente|atencion al cliente|equipo de soporte)\b/,
  /\bhablar con\b/,
  /\b(une personne|un humain|humain|conseill\w*|un agent|operateur|service client|equipe (de )?support)\b/,
  /\bparler (a|avec)\b/,
  /\b(persona reale|una persona|umano|operatore|assistenza clienti|servizio clienti|un agente)\b/,
  /\bparlare con\b/,
]);

const REFUND_WORDS =
  /\b(refund\w*|money back|cancel\w*|return (my|the|this)|erstatt\w*|ruckerstatt\w*|geld zuruck|stornier\w*|zuruckgeben|ruckgabe|widerruf\w*|reembols\w*|devoluci\w*|devolver|cancelar|anular|rembours\w*|annul\w*|rimbors\w*|annullar\w*|restituire|reso)\b/;
const OWN_ORDER =
  /\b(my|mine|this order|i want|can i|could i|am i|eligible|mein\w*|kann ich|mochte|will ich|ich will|bestellung|mi|mis|puedo|quiero|pedido|ma|mon|mes|puis|je veux|je voudrais|commande|mio|mia|miei|mie|posso|voglio|vorrei|ordine)\b/;
/** Asking whether one's own order can be refunded (how refunds work in general is help). */
const asksForRefund = (text: string) => REFUND_WORDS.test(text) && OWN_ORDER.test(text);

/** Asking for an invoice or receipt. */
const asksForInvoice = any([
  /\b(invoice|invoices|receipt|receipts|bill)\b/,
  /\b(rechnung\w*|quittung\w*|beleg\w*)\b/,
  /\b(factura|facturas|recibo|recibos)\b/,
  /\b(facture|factures|recu|recus)\b/,
  /\b(fattura|fatture|ricevuta|ricevute)\b/,
]);

/** Asking where an order or its key is, or what became of it. */
const asksForOrderStatus = any([
  /\b(my|the) (orders?|purchases?)\b/,
  /\b(where|status|when)\b.{0,30}\b(order|purchase|key|code|game)\b/,
  /\b(not|never|still not|haven't|have not|didn't|did not) (yet )?(received|got|gotten|arrived|get)\b/,
  /\bstill waiting\b/,
  /\b(meine|die) (bestellung|bestellungen|kaufe|einkauf\w*)\b/,
  /\b(wo|status|wann)\b.{0,30}\b(bestellung|kauf|key|code|schlussel|spiel)\b/,
  /\b(nicht|noch nicht|nie)\b.{0,20}\b(erhalten|bekommen|angekommen)\b/,
  /\b(mis|mi) (pedidos?|compras?)\b/,
  /\b(donde|estado|cuando)\b.{0,30}\b(pedido|compra|clave|codigo|juego)\b/,
  /\bno (he )?(recibido|recibi|llego|ha llegado)\b/,
  /\b(mes|ma) (commandes?|achats?)\b/,
  /\b(ou|statut|etat|quand)\b.{0,30}\b(commande|achat|cle|code|jeu)\b/,
  /\b(pas|jamais|toujours pas)\b.{0,20}\b(recu|arrive|obtenu)\b/,
  /\b(miei|mio|i miei) (ordin\w*|acquist\w*)\b/,
  /\b(dove|stato|quando)\b.{0,30}\b(ordine|acquisto|chiave|codice|gioco)\b/,
  /\bnon (ho )?(ricevuto|arrivat\w*)\b/,
]);

const ACTIVATION_WORDS =
  /\b(activat\w*|activ\w*|redeem\w*|install\w*|aktivier\w*|einlos\w*|einzulosen|canje\w*|activar\w*|utiliser|activer|riscatt\w*|attiva\w*|usare)\b/;

const PLATFORM_WORDS: readonly [PlatformFamily, RegExp][] = [
  ['xbox', /\b(xbox|microsoft store|game pass)\b/],
  ['playstation', /\b(playstation|ps[345]|psn|ps plus)\b/],
  ['nintendo', /\b(nintendo|switch|eshop)\b/],
  ['pc', /\b(pc|steam|epic|ea app|origin|ubisoft|uplay|battle\.?net|gog|windows)\b/],
];

/** The platform family a message names, if it names one. */
export function platformIn(text: string): PlatformFamily | null {
  const normal = normalizeText(text);
  return PLATFORM_WORDS.find(([, pattern]) => pattern.test(normal))?.[0] ?? null;
}

/** Asking how to activate a key on a platform. */
const asksForActivation = (text: string) => ACTIVATION_WORDS.test(text);

const GREETING_WORDS =
  /\b(hi|hello|hey|good (morning|afternoon|evening)|thanks?|thank you|hallo|servus|moin|guten (morgen|tag|abend)|danke|hola|buenos dias|buenas|gracias|bonjour|bonsoir|salut|merci|ciao|salve|buongiorno|buonasera|grazie)\b/;
const ALL_GREETING_WORDS = new RegExp(GREETING_WORDS.source, 'g');

/** Only a greeting or a thank-you, with at most a name or two beside it. */
const onlyGreets = (text: string) => {
  if (!GREETING_WORDS.test(text)) return false;
  const rest = text
    .replace(ALL_GREETING_WORDS, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return rest.split(' ').filter(Boolean).length <= 2;
};

/**
 * The intent of a message, the first that applies in this order: requests the assistant must
 * refuse come first, then those a person must handle, then what the customer's own orders
 * answer; null when the help content should answer.
 */
export function detectIntent(message: string): Intent | null {
  const text = normalizeText(message);
  if (asksForInstructions(text)) return 'instructions';
  if (asksForDiscount(text)) return 'discount';
  if (asksForKeyValue(text) && !mentionsGift(text) && !(asksHowTo(text) && asksForActivation(text)))
    return 'key_value';
  if (disputesBilling(text)) return 'billing_dispute';
  if (identityProblem(text)) return 'identity_problem';
  if (asksForPerson(text)) return 'asked_for_person';
  if (asksForRefund(text)) return 'refund';
  if (asksForInvoice(text)) return 'invoice';
  if (asksForOrderStatus(text)) return 'order_status';
  if (asksForActivation(text)) return 'activation';
  if (onlyGreets(text)) return 'greeting';
  return null;
}

const ORDER_ID = /\bord_[A-Za-z0-9_-]{6,64}/g;

/** The order ids a message quotes, as the store writes them (`ord_…`). */
export function orderIdsIn(message: string): string[] {
  return [...new Set(message.match(ORDER_ID) ?? [])];
}
