import { MAX_QUANTITY_PER_LINE } from '../constants';
import { MAX_CHECKOUT_LINES } from '../schemas/checkout';
import {
  PRODUCT_MAX_PRICE_LIMIT,
  PRODUCT_SEARCH_MAX_LENGTH,
  PRODUCT_SORTS,
} from '../schemas/products';
import { REVIEW_COMMENT_MAX, REVIEW_COMMENT_MIN } from '../schemas/reviews';
import { SUPPORT_LIMITS } from '../schemas/support';
import type { CustomerMessageTexts } from './customer-messages';

/** The customer messages in French: what the server answers with and the web shows. */
export const CUSTOMER_MESSAGES_FR: CustomerMessageTexts = {
  auth: {
    invalidCredentials: 'L’adresse e-mail ou le mot de passe saisi est incorrect.',
    emailTaken:
      'Un compte existe déjà avec cette adresse e-mail. Essayez de vous connecter ou utilisez une autre adresse.',
    passwordsDoNotMatch: 'Les mots de passe ne correspondent pas.',
    requiredFields: 'Veuillez remplir tous les champs obligatoires',
    weakPassword:
      'Choisissez un mot de passe plus robuste qui respecte les exigences minimales de sécurité.',
    acceptTerms: 'Veuillez accepter les conditions générales pour continuer.',
    generic: 'Un problème est survenu. Veuillez réessayer.',
    loginServerError: 'Échec de la connexion en raison d’une erreur du serveur',
    loginUnexpected: 'Une erreur inattendue s’est produite lors de la connexion',
    registerServerError: 'Échec de l’inscription en raison d’une erreur du serveur',
    registerUnexpected: 'Une erreur inattendue s’est produite lors de l’inscription',
    verifyServerError: 'Échec de la vérification en raison d’une erreur du serveur',
    notAuthenticated: 'Utilisateur non authentifié',
    profileFetchFailed: 'Impossible de charger le profil utilisateur',
    logoutServerError: 'Échec de la déconnexion en raison d’une erreur du serveur',
    passwordUpdateServerError:
      'Échec du changement de mot de passe en raison d’une erreur du serveur',
    passwordUpdateFailed: 'Impossible de changer le mot de passe',
    settingsFailed: 'Impossible d’enregistrer les paramètres du compte',
    settingsServerError:
      'Impossible d’enregistrer les paramètres en raison d’une erreur du serveur',
    socialLoginError: 'Erreur lors de la connexion avec un compte social',
    tooManyAttempts: 'Trop de tentatives. Veuillez patienter un instant et réessayer.',
    verificationCodeInvalid: 'Ce code n’est pas correct. Vérifiez l’e-mail et réessayez.',
    verificationCodeExpired: 'Ce code a expiré. Demandez-en un nouveau.',
    verificationTooManyAttempts: 'Trop de codes erronés. Demandez-en un nouveau.',
    verificationResendTooSoon:
      'Un code vient d’être envoyé. Veuillez patienter une minute avant d’en redemander un.',
    alreadyVerified: 'Votre adresse e-mail est déjà vérifiée.',
    currentPasswordWrong: 'Votre mot de passe actuel n’est pas correct.',
    currentPasswordRequired:
      'Saisissez votre mot de passe actuel pour changer votre adresse e-mail.',
    registrationReceived:
      'Consultez vos e-mails : nous vous avons envoyé un message pour terminer votre inscription.',
    emailChangeRequested:
      'Consultez votre nouvelle adresse e-mail : votre adresse change lorsque vous ouvrez le lien que nous y avons envoyé.',
    accountLinkInvalid: 'Ce lien est invalide, a expiré ou a déjà été utilisé.',
    csrfInvalid: 'Votre session a expiré. Veuillez recharger la page et réessayer.',
    accountLocked: 'Ce compte est bloqué. Veuillez contacter notre support.',
  },
  recovery: {
    linkSent:
      'Si un compte existe pour cette adresse, nous y avons envoyé un lien. Veuillez consulter votre boîte de réception.',
    linkInvalid: 'Ce lien a expiré ou a déjà été utilisé. Veuillez en demander un nouveau.',
    passwordReset:
      'Votre mot de passe a été modifié. Veuillez vous connecter avec votre nouveau mot de passe.',
  },
  form: {
    invalidEmail: 'Saisissez une adresse e-mail valide',
    dateFormat: 'Utilisez le format de date AAAA-MM-JJ',
    invalidDate: 'Saisissez une date réelle',
    chooseCountry: 'Choisissez un pays',
    codeDigits: 'Le code comporte 6 chiffres',
    singleLine: 'Utilisez une seule ligne',
    nulCharacter: 'Ce texte contient un caractère NUL (\\u0000), qui ne peut pas être enregistré.',
    invalidId: 'Doit être un identifiant valide',
    invalidNumericId: 'Doit être un identifiant numérique',
  },
  checkout: {
    tooManyFailures: 'Trop de demandes ont échoué',
    outOfStock: 'En rupture de stock',
    productNotFound: 'Produit introuvable',
    emailNotVerified: 'Veuillez confirmer votre adresse e-mail avant de payer.',
    profileIncomplete: 'Veuillez compléter votre profil avant de payer.',
    idempotencyKeyReused:
      'Ce paiement a déjà été commencé avec d’autres articles. Veuillez recharger la page et réessayer.',
    emptyCart: 'Votre panier est vide.',
    duplicateLine: 'Chaque produit et plateforme n’apparaît qu’une fois dans un paiement.',
    idempotencyKeyRequired: 'L’en-tête Cko-Idempotency-Key est obligatoire.',
    checkoutReplaced:
      'Ce paiement a été remplacé par un autre commencé plus tard. Veuillez recommencer pour payer ici.',
  },
  payment: {
    invalidPaymentIntent: 'Paiement non autorisé ou invalide.',
    stillProcessing: 'Le paiement est toujours en cours de traitement.',
    verificationFailed: 'Impossible de vérifier le paiement.',
    cardDeclined: 'Votre carte a été refusée.',
    insufficientFunds: 'Votre carte n’a pas une provision suffisante.',
    authenticationFailed: 'La vérification 3-D Secure a échoué.',
    cardNumberInvalid: 'Votre numéro de carte est invalide.',
    cardExpired: 'Votre carte a expiré.',
    cvcInvalid: 'Le code de sécurité de votre carte est invalide.',
    holderRequired: 'Veuillez saisir le nom figurant sur la carte.',
    challengeInvalid: 'Cette vérification 3-D Secure n’est pas valable pour ce paiement.',
    paymentNotFound: 'Paiement introuvable.',
  },
  purchase: {
    keyActivationFailed: "La clé n'a pas pu être activée",
    keyNotFound: 'Clé introuvable.',
    keyGifted: 'Cette clé a été offerte et ne peut plus être révélée.',
    keyRefunded: 'Cette clé appartient à une commande remboursée et ne peut plus être révélée.',
    keyNotDelivered: "Cette clé n'a pas encore été livrée.",
    invoiceNotFound: 'Facture introuvable',
    invoiceLookupRequired: 'Indiquez un invoiceId, un invoiceNumber ou un paymentId.',
    orderNotFound: 'Commande introuvable.',
    giftEmailsMismatch: 'Les adresses e-mail ne correspondent pas. Veuillez réessayer.',
    giftEmailInvalid: 'Veuillez saisir une adresse e-mail valide.',
    giftRevealed: 'Une clé révélée ne peut pas être offerte.',
    giftAlreadySent: 'Cette clé a déjà été offerte.',
    giftToSelf: 'Vous ne pouvez pas vous offrir un cadeau à vous-même.',
    giftNotFound: "Ce lien de cadeau n'est pas valide.",
    giftClaimed: 'Ce cadeau a déjà été récupéré.',
    giftOwnClaim: 'Vous ne pouvez pas récupérer un cadeau que vous avez envoyé.',
    giftUnavailable: "Ce cadeau n'est plus disponible.",
    refundRevealed:
      "Cette commande ne peut pas être remboursée car l'une de ses clés a été révélée.",
    refundGifted: "Cette commande ne peut pas être remboursée car l'une de ses clés a été offerte.",
    refundWindow: 'Le délai de remboursement de 7 jours de cette commande est écoulé.',
    refundStatus: 'Cette commande ne peut pas être remboursée.',
    underReview:
      "Votre achat est en cours de vérification pour votre sécurité. Nous vous enverrons un e-mail dès qu'il sera approuvé, généralement sous 24 heures.",
    revealWarning:
      'Révéler une clé est irréversible. Une fois affichée, cette commande ne peut plus être annulée contre un remboursement immédiat.',
  },
  referral: {
    payoutNotFound: 'Versement introuvable.',
    payoutSettled: 'Ce versement a déjà été réglé.',
    payoutBelowMinimum: 'Votre solde disponible est inférieur au versement minimum.',
    payoutCurrency: 'Choisissez une devise dans laquelle vous avez des gains.',
    copyFailed: 'Impossible de copier le lien. Veuillez le copier manuellement.',
  },
  loyalty: {
    questNotFound: 'Quête introuvable.',
    questExpired: 'Cette quête a expiré.',
    questNotComplete: 'Cette quête n’est pas encore terminée.',
    questLocked: 'Terminez d’abord le chapitre précédent de cette histoire.',
    questClaimed: 'Cette quête a déjà été réclamée.',
    prestigeLocked: 'Le prestige se débloque au niveau 5.',
    prestigeMax: 'Vous avez atteint le prestige le plus élevé.',
    prestigeConfirm: 'Confirmez que vous voulez réinitialiser votre niveau.',
  },
  review: {
    rating: 'Choisissez une note de 1 à 5 étoiles.',
    comment: `Votre avis doit comporter entre ${REVIEW_COMMENT_MIN} et ${REVIEW_COMMENT_MAX} caractères.`,
    emailUnverified: 'Veuillez confirmer votre adresse e-mail avant de rédiger un avis.',
  },
  support: {
    ticketNotFound: 'Ticket introuvable.',
    messageRequired: 'Écrivez un message.',
    messageTooLong: `Un message peut contenir au plus ${SUPPORT_LIMITS.messageMaxLength} caractères.`,
    topicRequired: 'Donnez un sujet à votre ticket.',
    topicTooLong: `Un sujet peut contenir au plus ${SUPPORT_LIMITS.topicMaxLength} caractères.`,
    ticketFull: 'Cette conversation est pleine. Veuillez ouvrir un nouveau ticket.',
    tooManyMessages: 'Vous envoyez des messages trop rapidement. Veuillez patienter un instant.',
    tooManyTickets:
      'Vous avez ouvert beaucoup de tickets aujourd’hui. Écrivez plutôt dans un ticket ouvert.',
    orderNotFound: 'Commande introuvable.',
    signInForTickets: 'Connectez-vous pour ouvrir un ticket ou voir vos conversations.',
    clientMessageId: 'Doit être un identifiant de message (un UUID).',
    ticketClosed: 'Ce ticket est fermé.',
    notAssignable: 'Seul un membre actif de l’équipe qui traite les tickets peut être assigné.',
    staffUseInbox: 'L’équipe répond aux clients depuis la boîte de réception du support.',
    unavailable: 'Le chat est indisponible pour le moment. Veuillez réessayer dans un instant.',
  },
  newsletter: {
    invalidEmail: 'Adresse e-mail non valide',
    subscribed: 'Votre abonnement est bien enregistré.',
    duplicate: 'Vous êtes déjà abonné.',
    failed: 'L’abonnement a échoué. Veuillez réessayer plus tard.',
  },
  contact: {
    sent: 'Merci ! Nous vous répondrons sous 2 jours ouvrables.',
  },
  careers: {
    applied: 'Merci pour votre candidature ! Nous reviendrons vers vous.',
    alreadyApplied:
      'Vous avez déjà postulé, merci de patienter jusqu’à ce que nous vous contactions.',
    positionNotFound: "Ce poste n'est plus ouvert.",
  },
  favorites: {
    notAFavorite: 'Ce produit ne fait pas partie de vos favoris.',
    platformNotFound: 'Plateforme introuvable dans les données du produit',
  },
  socialLink: {
    reauthRequired:
      'Pour votre sécurité, reconnectez-vous pour associer un compte\u00a0: l’association nécessite une connexion datant de moins de 10\u00a0minutes.',
    lastSignInMethod:
      'Définissez un mot de passe avant de supprimer votre seul moyen de vous connecter.',
    accountTaken: 'Ce compte est déjà associé à un autre compte BigKeys.',
    alreadyLinked: 'Un compte de ce fournisseur est déjà associé à votre compte BigKeys.',
    notLinked: 'Aucun compte de ce fournisseur n’est associé à votre compte BigKeys.',
    failed: 'L’association du compte n’a pas abouti. Veuillez réessayer plus tard.',
  },
  checkoutInput: {
    quantityNumber: 'La quantité doit être un nombre',
    quantityWhole: 'La quantité doit être un nombre entier',
    quantityMin: 'La quantité doit être d’au moins 1',
    quantityMax: `${MAX_QUANTITY_PER_LINE} produits maximum autorisés`,
    tooManyLines: `${MAX_CHECKOUT_LINES}\u00a0lignes au maximum`,
    idempotencyKeyLength: 'La clé d’idempotence doit comporter de 8 à 128\u00a0caractères',
    idempotencyKeyCharacters:
      'La clé d’idempotence ne peut contenir que des lettres, des chiffres et . _ : -',
  },
  catalogue: {
    sort: `Le tri doit être l’une des valeurs ${PRODUCT_SORTS.join(', ')}`,
    category: 'La catégorie doit être l’une des valeurs pc, xb, ps, nt',
    platform:
      'La plateforme doit être un identifiant de plateforme, une liste d’identifiants ou une catégorie (pc, xb, ps, nt)',
    unknownPlatform: 'Plateforme inconnue',
    genre: 'Le genre doit être un identifiant de genre',
    maxPriceFormat: 'Le prix maximum doit être un montant positif, comme 19.99',
    maxPriceLimit: `Le prix maximum ne peut pas dépasser ${PRODUCT_MAX_PRICE_LIMIT}`,
    searchTooLong: `La recherche ne peut pas dépasser ${PRODUCT_SEARCH_MAX_LENGTH}\u00a0caractères`,
  },
  push: {
    endpointInvalid: 'Le point de terminaison de l’abonnement push n’est pas une adresse valide.',
    endpointNotHttps:
      'Le point de terminaison d’un abonnement push doit être une adresse https://.',
    endpointNotPublic:
      'Le point de terminaison d’un abonnement push doit désigner un service push par son nom d’hôte.',
    keysInvalid: 'Les clés de l’abonnement push ne sont pas valides.',
  },
  phone: {
    invalidNumber: 'Veuillez saisir un numéro de mobile valide.',
    sameNumber: 'Ce numéro est déjà confirmé sur votre compte.',
    tooManyCodes: 'Trop de codes ont été envoyés. Veuillez patienter une heure et réessayer.',
    noCode: 'Demandez d’abord un code pour votre numéro.',
    codeFormat: 'Le code comporte 6\u00a0chiffres.',
    codeInvalid: 'Ce code n’est pas le bon. Vérifiez le SMS et réessayez.',
    codeExpired: 'Ce code a expiré. Demandez-en un nouveau.',
    codeAttempts: 'Trop de codes erronés. Demandez-en un nouveau.',
    sendFailed: 'Nous n’avons pas pu envoyer le SMS. Veuillez réessayer plus tard.',
    phoneRequired: 'Confirmez un numéro de mobile avant d’activer les SMS.',
  },
  identity: {
    notFound: 'Vérification d’identité introuvable',
    checkNotRequired: 'Votre compte n’a pas besoin de vérification d’identité.',
    tooManyStarts:
      'Vous avez commencé trop de vérifications d’identité aujourd’hui. Réessayez demain.',
    invalidSecret: 'Ce lien de vérification n’est pas valide.',
    notAwaitingDocuments: 'Vos documents sont déjà en cours de vérification.',
    providerUnavailable:
      'La vérification d’identité est indisponible pour le moment. Réessayez plus tard.',
    photosRequired: 'Ajoutez une photo de votre document et un selfie.',
    photoTooLarge: 'Chaque photo ne doit pas dépasser 10 Mo.',
    photoNotImage: 'Les photos doivent être des images JPEG, PNG ou WebP.',
    nameRequired: 'Saisissez le nom tel qu’il figure sur votre document.',
    multipartRequired: 'Envoyez les photos en multipart/form-data.',
    notUnderReview: 'Cette vérification d’identité n’attend pas d’examen.',
    identityCheckRequired: 'Veuillez vérifier votre identité avant de payer.',
  },
};
