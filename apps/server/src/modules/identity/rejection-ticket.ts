import { createHash } from 'node:crypto';
import type { Language } from '@store/shared/constants';

/**
 * The client message id of the ticket a rejected verification opens: derived from the
 * verification, so opening it again (a retried event) finds the same ticket, and the page can
 * link to it. A UUID (version 8: custom) of the SHA-256 of the verification's id.
 */
export function rejectionTicketKey(verificationId: string): string {
  const hex = createHash('sha256').update(`identity-rejection:${verificationId}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `8${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

/**
 * The ticket's topic and first message, in the customer's language. The store writes it on
 * the customer's behalf and says so; the reason's code is for the support team.
 */
export const REJECTION_TICKET_TEXTS: Readonly<
  Record<Language, { topic: string; message: (reason: string) => string }>
> = {
  de: {
    topic: 'Identitätsprüfung abgelehnt',
    message: (reason) =>
      `Automatische Nachricht: Die Identitätsprüfung dieses Kontos wurde abgelehnt (Grund: ${reason}). Unser Support-Team meldet sich hier innerhalb von 2 Werktagen; du kannst hier auch selbst schreiben und neue Unterlagen anbieten.`,
  },
  en: {
    topic: 'Identity verification rejected',
    message: (reason) =>
      `Automatic message: the identity verification of this account was rejected (reason: ${reason}). Our support team will get back to you here within 2 business days; you can also write here yourself and offer other documents.`,
  },
  es: {
    topic: 'Verificación de identidad rechazada',
    message: (reason) =>
      `Mensaje automático: la verificación de identidad de esta cuenta ha sido rechazada (motivo: ${reason}). Nuestro equipo de soporte te responderá aquí en un plazo de 2 días hábiles; también puedes escribir aquí y ofrecer otros documentos.`,
  },
  fr: {
    topic: 'Vérification d’identité refusée',
    message: (reason) =>
      `Message automatique : la vérification d’identité de ce compte a été refusée (motif : ${reason}). Notre équipe d’assistance vous répondra ici sous 2 jours ouvrables ; vous pouvez aussi écrire ici et proposer d’autres documents.`,
  },
  it: {
    topic: 'Verifica dell’identità respinta',
    message: (reason) =>
      `Messaggio automatico: la verifica dell’identità di questo account è stata respinta (motivo: ${reason}). Il nostro team di assistenza ti risponderà qui entro 2 giorni lavorativi; puoi anche scrivere qui e proporre altri documenti.`,
  },
};
