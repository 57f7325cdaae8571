import type { Language } from '@store/shared/constants';

type CodeText = (code: string, minutes: number) => string;

const TEXTS: Readonly<Record<Language, CodeText>> = {
  en: (code, minutes) =>
    `BigKeys: your code to confirm this number is ${code}. It is valid for ${minutes} minutes. Never share it with anyone.`,
  de: (code, minutes) =>
    `BigKeys: Dein Code zur Bestätigung dieser Nummer lautet ${code}. Er ist ${minutes} Minuten gültig. Gib ihn niemandem weiter.`,
  es: (code, minutes) =>
    `BigKeys: tu código para confirmar este número es ${code}. Es válido durante ${minutes} minutos. No lo compartas con nadie.`,
  fr: (code, minutes) =>
    `BigKeys : votre code pour confirmer ce numéro est ${code}. Il est valable ${minutes} minutes. Ne le communiquez à personne.`,
  it: (code, minutes) =>
    `BigKeys: il tuo codice per confermare questo numero è ${code}. È valido per ${minutes} minuti. Non condividerlo con nessuno.`,
};

/**
 * The text message that carries a confirmation code, in the customer's language. Its last
 * line binds the code to the store's host (the WebOTP format), so a phone's browser can offer
 * to fill it in on the store's page, and on no other site.
 */
export function phoneCodeText(options: {
  code: string;
  minutes: number;
  language: Language;
  publicUrl: string;
}): string {
  const text = TEXTS[options.language](options.code, options.minutes);
  return `${text}\n\n@${new URL(options.publicUrl).hostname} #${options.code}`;
}
