import type { Language } from '@store/shared/constants';
import { SUPPORT_LIMITS } from '@store/shared/schemas/support';

// What the chat itself says, beside the assistant: when the assistant could not answer, and
// when a conversation goes to a person of the support team, with the day to expect them.

type ChatTexts = {
  /** The assistant failed: the message is kept and a person takes over. */
  unavailable: string;
  /** The assistant failed in a guest's chat, which no person can take over. */
  guestUnavailable: string;
  handedOff: (days: number, answerBy: string) => string;
};

const TEXTS: Readonly<Record<Language, ChatTexts>> = {
  en: {
    unavailable:
      'Sorry, I can’t answer right now. Your message is saved, and I’m handing this conversation to our support team.',
    guestUnavailable:
      'Sorry, I can’t answer right now. Please try again in a moment, or sign in to ask our support team.',
    handedOff: (days, answerBy) =>
      `A person from our support team will take over this conversation and answer here within ${days} business days, by ${answerBy} at the latest. If you are not online then, we’ll also send the answer by e-mail.`,
  },
  de: {
    unavailable:
      'Entschuldige, ich kann gerade nicht antworten. Deine Nachricht ist gespeichert, und ich gebe dieses Gespräch an unser Support-Team weiter.',
    guestUnavailable:
      'Entschuldige, ich kann gerade nicht antworten. Versuch es gleich noch einmal, oder melde dich an, um unser Support-Team zu fragen.',
    handedOff: (days, answerBy) =>
      `Eine Person aus unserem Support-Team übernimmt dieses Gespräch und antwortet hier innerhalb von ${days} Werktagen, spätestens am ${answerBy}. Bist du dann nicht online, schicken wir dir die Antwort auch per E-Mail.`,
  },
  es: {
    unavailable:
      'Lo siento, ahora mismo no puedo responder. Tu mensaje está guardado y paso esta conversación a nuestro equipo de soporte.',
    guestUnavailable:
      'Lo siento, ahora mismo no puedo responder. Inténtalo de nuevo en un momento o inicia sesión para preguntar a nuestro equipo de soporte.',
    handedOff: (days, answerBy) =>
      `Una persona de nuestro equipo de soporte se hará cargo de esta conversación y responderá aquí en un plazo de ${days} días hábiles, como muy tarde el ${answerBy}. Si entonces no estás conectado, también te enviaremos la respuesta por correo electrónico.`,
  },
  fr: {
    unavailable:
      'Désolé, je ne peux pas répondre pour le moment. Votre message est enregistré et je transmets cette conversation à notre équipe d’assistance.',
    guestUnavailable:
      'Désolé, je ne peux pas répondre pour le moment. Réessayez dans un instant, ou connectez-vous pour poser votre question à notre équipe d’assistance.',
    handedOff: (days, answerBy) =>
      `Une personne de notre équipe d’assistance va reprendre cette conversation et vous répondra ici sous ${days}\u00a0jours ouvrés, au plus tard le ${answerBy}. Si vous n’êtes pas en ligne à ce moment-là, nous vous enverrons aussi la réponse par e-mail.`,
  },
  it: {
    unavailable:
      'Mi dispiace, in questo momento non riesco a rispondere. Il tuo messaggio è salvato e passo questa conversazione al nostro team di assistenza.',
    guestUnavailable:
      'Mi dispiace, in questo momento non riesco a rispondere. Riprova tra poco, oppure accedi per chiedere al nostro team di assistenza.',
    handedOff: (days, answerBy) =>
      `Una persona del nostro team di assistenza prenderà in carico questa conversazione e risponderà qui entro ${days} giorni lavorativi, al più tardi il ${answerBy}. Se in quel momento non sei online, ti invieremo la risposta anche via e-mail.`,
  },
};

/** The polite answer when the assistant failed; the conversation then goes to a person. */
export const assistantUnavailableText = (language: Language): string => TEXTS[language].unavailable;

/** The polite answer when the assistant failed in a guest's chat. */
export const guestUnavailableText = (language: Language): string =>
  TEXTS[language].guestUnavailable;

/** The notice that a person takes over, naming the day (in UTC, the store's zone). */
export function handedOffText(language: Language, answerBy: Date): string {
  const day = new Intl.DateTimeFormat(language, {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(answerBy);
  return TEXTS[language].handedOff(SUPPORT_LIMITS.replyBusinessDays, day);
}
