import { CUSTOMER_MESSAGES_FR } from '@store/shared/messages/messages-fr';
import type { IdentityCheckTexts } from './en';

export const identityCheckFr: IdentityCheckTexts = {
  title: 'Vérifiez votre identité',
  intro:
    'Pour protéger votre compte et vos paiements, nous devons confirmer votre identité avant de continuer. Il vous faut une photo de votre pièce d’identité (passeport, carte d’identité ou permis de conduire) et un selfie.',
  start: 'Commencer la vérification',
  loading: 'Chargement de votre vérification d’identité…',
  loadError: 'Impossible de charger votre vérification d’identité.',
  loadErrorDescription: 'Vérifiez votre connexion et réessayez.',
  retry: 'Réessayer',
  failed: 'Cela n’a pas fonctionné :',
  sandbox: {
    title: 'Mode test',
    intro:
      'Cette boutique vérifie les identités avec son environnement de test intégré. Le nom que vous saisissez comme nom sur le document décide du résultat :',
    verified: 'vérifiée (tout autre nom aussi)',
    rejected: 'refusée, et un ticket d’assistance est ouvert',
    requiresInput: 'un autre document est demandé',
    manualReview: 'une personne examine les documents',
  },
  form: {
    name: 'Nom tel qu’il figure sur le document',
    document: 'Photo de votre pièce d’identité',
    documentHint:
      'La page avec votre photo, les quatre coins visibles. JPEG, PNG ou WebP, 10 Mo au maximum.',
    selfie: 'Selfie',
    selfieHint:
      'Votre visage, bien éclairé, sans lunettes de soleil. JPEG, PNG ou WebP, 10 Mo au maximum.',
    submit: 'Envoyer pour vérification',
    sending: 'Envoi de vos photos…',
    nameRequired: 'Saisissez le nom tel qu’il figure sur votre document.',
    photoRequired: 'Choisissez une photo.',
    tooLarge: 'Cette photo dépasse 10 Mo.',
    notImage: 'Ce fichier n’est pas une image JPEG, PNG ou WebP.',
  },
  provider: {
    text: 'Vous continuez chez notre partenaire de vérification : il vous guide pour photographier votre document et prendre un selfie, puis vous ramène ici.',
    continue: 'Continuer la vérification',
  },
  status: {
    checking: 'Vérification de vos documents…',
    checkingText:
      'Cela prend généralement moins d’une minute. Cette page se met à jour d’elle-même dès qu’il y a un résultat.',
    requiresInput: 'Nous avons besoin d’un autre document',
    requiresInputText: 'Envoyez de nouvelles photos.',
    manualReview: 'Une personne examine vos documents',
    manualReviewText:
      'Cela prend généralement jusqu’à 2 jours ouvrables. La boutique s’ouvre à vous dès que votre identité est confirmée ; vous pouvez fermer cette page en attendant.',
    verified: 'Votre identité est vérifiée. Merci !',
    rejected: 'Nous n’avons pas pu vérifier votre identité',
    rejectedText:
      'Notre équipe d’assistance a ouvert un ticket pour vous et vous répondra sous 2 jours ouvrables. Répondez-y pour éclaircir la situation, ou commencez une nouvelle vérification avec un autre document.',
    openTicket: 'Ouvrir votre ticket d’assistance',
    ticketPending:
      'Votre ticket d’assistance est en cours d’ouverture ; il apparaîtra dans l’historique du widget d’aide.',
    startAgain: 'Commencer une nouvelle vérification',
    live: 'Les mises à jour en direct sont en pause ; cette page vérifie de nouveau toutes les quelques secondes.',
  },
  errors: {
    document_unreadable:
      'La photo de votre document est illisible. Prenez une photo nette du document entier avec une bonne lumière.',
    document_rejected: 'Le document n’a pas pu être accepté.',
    review_rejected:
      'Notre équipe de vérification n’a pas pu confirmer votre identité avec ces documents.',
    verification_canceled: 'La vérification a été annulée avant d’être terminée.',
    document_expired: 'Le document a expiré. Utilisez un document valide.',
    document_unverified_other: 'Le document n’a pas pu être vérifié.',
    selfie_face_mismatch: 'Le selfie ne correspond pas à la photo du document.',
    consent_declined: 'La vérification n’a pas été acceptée, elle n’a donc pas pu continuer.',
    abandoned: 'La vérification a été quittée avant d’être terminée.',
    other: 'Le service de vérification a arrêté le contrôle (motif : {{code}}).',
  },
  messages: {
    ...CUSTOMER_MESSAGES_FR.identity,
    unexpected: 'Une erreur s’est produite. Veuillez réessayer.',
  },
};
