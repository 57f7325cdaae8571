import { normalizeText } from './text-terms';
import type { AssistantTexts } from './texts/types';

// The last check on every answer before a customer reads it, whichever engine wrote it. A
// model can be talked into anything, so what it must never say is caught here, in code:
// a key's value, its own instructions, a discount code the store does not have, a refund
// nobody checked.

export type GuardName = 'key' | 'instructions' | 'discount' | 'refund';

export type GuardContext = {
  texts: AssistantTexts;
  /** The instructions the model was given, with the canary phrase planted in them. */
  systemPrompt?: { text: string; canary: string };
  /** An eligibility check in this answer found an order of the customer that may be refunded. */
  refundChecked: boolean;
};

export type GuardedReply = { text: string; tripped: GuardName[] };

// Key layouts as platforms print them: groups of letters and digits joined by dashes
// (XXXXX-XXXXX-XXXXX, 8-4-4-4-12), or one long run of capitals and digits.
const GROUPED_KEY =
  /(?<![\p{L}\p{N}_-])[\p{L}\p{N}]{1,12}(?:-[\p{L}\p{N}]{1,12}){2,}(?![\p{L}\p{N}_-])/gu;
const RUN_KEY =
  /(?<![\p{L}\p{N}_-])(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{12,40}(?![\p{L}\p{N}_-])/gu;
/**
 * The store's own references (order, invoice and gift ids) and timestamps, which look alike
 * but are no secret.
 */
const STORE_REFERENCE =
  /\b(?:INV-\d{4}-\d+|(?:ord|inv|gft|key)_[A-Za-z0-9_-]+|\d{4}-\d{2}-\d{2}(?:T[\d:.]+Z?)?)/g;

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

/** Applies `change` to the text between the store's references, leaving those as they are. */
function outsideReferences(text: string, change: (part: string) => string): string {
  let result = '';
  let last = 0;
  for (const match of text.matchAll(STORE_REFERENCE)) {
    result += change(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return result + change(text.slice(last));
}

/** A dash-joined token that is a key rather than a word: long, with digits and letters. */
function looksLikeGroupedKey(token: string): boolean {
  const characters = token.replace(/-/g, '');
  if (token.split('-').length >= 3 && /^[A-Z0-9-]+$/.test(token) && characters.length >= 10) {
    return true;
  }
  return characters.length >= 12 && count(token, /\d/g) >= 2 && count(token, /\p{L}/gu) >= 2;
}

/** The text with every key-like string replaced; how many were replaced. */
export function hideKeyLikeStrings(
  text: string,
  replacement: string,
): { text: string; hidden: number } {
  let hidden = 0;
  const hide = () => {
    hidden++;
    return replacement;
  };
  const result = outsideReferences(text, (part) =>
    part
      .replace(GROUPED_KEY, (token) => (looksLikeGroupedKey(token) ? hide() : token))
      .replace(RUN_KEY, hide),
  );
  return { text: result, hidden };
}

const DISCOUNT_WORDS =
  /\b(code|codes|coupon|voucher|promo|discount|rabatt\w*|gutschein\w*|aktionscode|descuento|cupon|codigo|reduction|remise|sconto|codice|buono)\b/;
/** A code-looking token: capitals with digits (SAVE20, BIGKEYS-10) … */
const CODE_TOKEN =
  /(?<![\p{L}\p{N}_-])(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9][A-Z0-9-]{3,24}(?![\p{L}\p{N}_])/u;
/** … or capitals right after the word code (code WELCOME, Gutscheincode: SOMMER). */
const NAMED_CODE =
  /(?:[Cc]ode|[Cc]oupon|[Vv]oucher|[Gg]utschein|[Cc][oó]digo|[Cc]up[oó]n|[Cc]odice|[Bb]uono)\s*[:«“"']?\s*[«“"']?[A-Z][A-Z0-9-]{3,}(?![\p{Ll}])/u;

/** The answer hands out something that looks like a discount or coupon code. */
export function offersDiscountCode(text: string): boolean {
  const own = text.replace(STORE_REFERENCE, ' ');
  if (!DISCOUNT_WORDS.test(normalizeText(own))) return false;
  return NAMED_CODE.test(own) || CODE_TOKEN.test(own);
}

/** Claims that a refund was or will be made by the assistant or the store: never true here. */
const REFUND_CLAIMS = [
  /\b(i|we)('ve| have)? (already )?(refunded|issued (you )?a refund|processed (your|a|the) refund|initiated (a|the|your) refund|approved (a|the|your) refund)\b/,
  /\brefund (has been|was|is|will be) (issued|processed|approved|initiated|granted|sent|on its way)\b/,
  /\b(i|we)('ll| will) (refund|issue (you )?a refund|process (a|the|your) refund|send you (a|the|your) refund|give you your money back)\b/,
  /\bi (can|could) (refund|give you your money back|issue a refund)\b/,
  /\b(ich|wir) (habe|haben) (dir |ihnen |euch )?(\w+ ){0,2}(erstattet|zuruckerstattet|zuruckuberwiesen|gutgeschrieben)\b/,
  /\b(erstattung|ruckerstattung|gutschrift) (wurde|ist|wird) (veranlasst|genehmigt|bearbeitet|ausgelost|angewiesen|unterwegs)\b/,
  /\b(ich|wir) (werde|werden|kann|konnen) (dir |ihnen |euch )?(\w+ )?(\w+ )?(erstatten|zuruckerstatten|zuruckuberweisen)\b/,
  /\b(he|hemos) (reembolsado|devuelto|procesado (el|tu|un) reembolso|emitido (el|tu|un) reembolso|aprobado (el|tu|un) reembolso)\b/,
  /\b(el|tu|su) reembolso (ha sido|fue|esta|sera) (aprobado|procesado|emitido|enviado|en camino)\b/,
  /\b(te |le )?(reembolsare|reembolsaremos|devolvere|devolveremos)\b/,
  /\b(j'ai|nous avons) (rembourse|effectue (le|un|votre) remboursement|lance (le|un|votre) remboursement|approuve (le|un|votre) remboursement)\b/,
  /\b(le|votre) remboursement (a ete|est|sera) (effectue|approuve|accepte|valide|envoye|en route|en cours)\b/,
  /\b(je vous|nous vous) (rembourse|rembourserai|rembourserons)\b/,
  /\b(ho|abbiamo) (rimborsato|emesso (il|un|tuo) rimborso|elaborato (il|un|tuo) rimborso|approvato (il|un|tuo) rimborso)\b/,
  /\b(il|tuo) rimborso (e stato|e|sara) (approvato|emesso|elaborato|inviato|in arrivo)\b/,
  /\b(ti )?(rimborsero|rimborseremo)\b/,
];
/** Promises that the customer gets a refund: true only where an eligibility check said so. */
const REFUND_PROMISES = [
  /\b(you are|you're|you'd be) (eligible|entitled) (for|to) a (full )?refund\b/,
  /\byou (can|will|'ll|could) (get|have|receive|be given) (a|your) (full )?refund\b/,
  /\b(qualifies|is eligible) for a (full )?refund\b/,
  /\b(du hast|sie haben) (einen )?anspruch auf (eine )?(volle |vollstandige )?(erstattung|ruckerstattung)\b/,
  /\b(du bekommst|du erhaltst|sie bekommen|sie erhalten) (eine |die |dein |ihr )?(volle |vollstandige )?(erstattung|ruckerstattung|geld zuruck)\b/,
  /\b(tienes|tiene) derecho a (un )?reembolso\b/,
  /\b(puedes|podras|vas a) (obtener|recibir|tener) (un|el|tu) reembolso\b/,
  /\brecibiras (un|el|tu) reembolso\b/,
  /\bvous (avez droit|etes eligible|etes admissible) a un remboursement\b/,
  /\bvous (pouvez|pourrez|allez) (obtenir|recevoir|etre rembourse)\b/,
  /\bvous serez rembourse\b/,
  /\b(hai|ha) diritto a (un )?rimborso\b/,
  /\b(puoi|potrai) (ottenere|ricevere) (un|il) rimborso\b/,
  /\b(riceverai|otterrai) (un|il) rimborso\b/,
  /\bsarai rimborsat[oa]\b/,
];

/** The answer says a refund was made or will be made by whoever writes it. */
export function claimsRefund(text: string): boolean {
  const normal = normalizeText(text);
  return REFUND_CLAIMS.some((pattern) => pattern.test(normal));
}

/** The answer tells the customer they get a refund. */
export function promisesRefund(text: string): boolean {
  const normal = normalizeText(text);
  return REFUND_PROMISES.some((pattern) => pattern.test(normal));
}

/** Runs of this many words shared with the instructions count as repeating them. */
const ECHO_WORDS = 8;

function wordRuns(text: string): Set<string> {
  const words = normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const runs = new Set<string>();
  for (let i = 0; i + ECHO_WORDS <= words.length; i++) {
    runs.add(words.slice(i, i + ECHO_WORDS).join(' '));
  }
  return runs;
}

/** The answer repeats the model's instructions: their canary, or a run of their words. */
export function echoesInstructions(
  text: string,
  systemPrompt: { text: string; canary: string },
): boolean {
  const squeezed = (value: string) => normalizeText(value).replace(/[^\p{L}\p{N}]/gu, '');
  if (squeezed(text).includes(squeezed(systemPrompt.canary))) return true;
  const prompt = wordRuns(systemPrompt.text);
  for (const run of wordRuns(text)) if (prompt.has(run)) return true;
  return false;
}

/**
 * The answer as the customer may read it. An answer that leaks the instructions, offers a
 * code or promises an unchecked refund is replaced whole by the honest statement; key-like
 * strings are hidden and the answer then says where keys are revealed.
 */
export function guardReply(text: string, ctx: GuardContext): GuardedReply {
  const { texts } = ctx;
  if (ctx.systemPrompt && echoesInstructions(text, ctx.systemPrompt)) {
    return { text: texts.instructions, tripped: ['instructions'] };
  }
  if (offersDiscountCode(text)) return { text: texts.discount, tripped: ['discount'] };
  if (claimsRefund(text) || (!ctx.refundChecked && promisesRefund(text))) {
    return { text: texts.guard.refundUnconfirmed, tripped: ['refund'] };
  }
  const keys = hideKeyLikeStrings(text, texts.guard.keyHidden);
  if (keys.hidden > 0) {
    return { text: `${keys.text}\n\n${texts.keyValue}`, tripped: ['key'] };
  }
  return { text, tripped: [] };
}
