import type { Language } from './constants';
import { LOYALTY_LEVELS, type AchievementId, type LoyaltyLevel } from './rules/loyalty';

/**
 * The loyalty system's English texts for API clients; the web shows its own translation of
 * each id and key. Descriptions state the exact threshold so a title never has to.
 */

type AchievementText = {
  title: string;
  description: string;
  completionText: string;
  ctaText: string;
};

const BROWSE = 'Browse the catalogue';

export const ACHIEVEMENT_TEXTS: Readonly<Record<AchievementId, AchievementText>> = {
  'orders-5': {
    title: 'Rookie Raider',
    description: 'Complete 5 orders.',
    completionText: 'You completed 5 orders.',
    ctaText: BROWSE,
  },
  'orders-10': {
    title: 'Seasoned Raider',
    description: 'Complete 10 orders.',
    completionText: 'You completed 10 orders.',
    ctaText: BROWSE,
  },
  'orders-12': {
    title: 'Dozen Dungeon',
    description: 'Complete 12 orders.',
    completionText: 'You completed 12 orders.',
    ctaText: BROWSE,
  },
  'orders-18': {
    title: 'Raid Veteran',
    description: 'Complete 18 orders.',
    completionText: 'You completed 18 orders.',
    ctaText: BROWSE,
  },
  'items-20': {
    title: 'Collector',
    description: 'Buy 20 items in total.',
    completionText: 'You bought 20 items.',
    ctaText: BROWSE,
  },
  'three-in-60-days': {
    title: 'Combo Streak',
    description: 'Complete 3 orders within 60 days.',
    completionText: 'You completed 3 orders within 60 days.',
    ctaText: BROWSE,
  },
  'single-100': {
    title: 'Big Loot',
    description: 'Complete a single order of at least €100.',
    completionText: 'You completed a single order of at least €100.',
    ctaText: BROWSE,
  },
  'spend-250': {
    title: 'Treasure Seeker',
    description: 'Spend €250 in total.',
    completionText: 'You spent €250 in total.',
    ctaText: BROWSE,
  },
  'spend-500': {
    title: 'Gold Hoarder',
    description: 'Spend €500 in total.',
    completionText: 'You spent €500 in total.',
    ctaText: BROWSE,
  },
  'spend-1000': {
    title: 'Dragon’s Hoard',
    description: 'Spend €1,000 in total.',
    completionText: 'You spent €1,000 in total.',
    ctaText: BROWSE,
  },
  'bulk-2': {
    title: 'Double Drop',
    description: 'Buy 2 items in one order.',
    completionText: 'You bought 2 items in one order.',
    ctaText: BROWSE,
  },
  'bulk-3': {
    title: 'Triple Drop',
    description: 'Buy 3 items in one order.',
    completionText: 'You bought 3 items in one order.',
    ctaText: BROWSE,
  },
  'bulk-4': {
    title: 'Full Party',
    description: 'Buy 4 items in one order.',
    completionText: 'You bought 4 items in one order.',
    ctaText: BROWSE,
  },
  'bulk-5': {
    title: 'Loot Bundle',
    description: 'Buy 5 items in one order.',
    completionText: 'You bought 5 items in one order.',
    ctaText: BROWSE,
  },
  'bulk-10': {
    title: 'Loot Avalanche',
    description: 'Buy 10 items in one order.',
    completionText: 'You bought 10 items in one order.',
    ctaText: BROWSE,
  },
  'reviews-3': {
    title: 'Critic’s Voice',
    description: 'Write 3 reviews.',
    completionText: 'You wrote 3 reviews.',
    ctaText: 'Review a game you own',
  },
  'sign-in-streak-7': {
    title: 'Daily Grinder',
    description: 'Sign in on 7 days in a row.',
    completionText: 'You signed in on 7 days in a row.',
    ctaText: 'Come back tomorrow',
  },
  'subscription-3-months': {
    title: 'Season Pass',
    description: 'Buy a subscription card of at least 3 months.',
    completionText: 'You bought a subscription card of at least 3 months.',
    ctaText: 'Browse subscription cards',
  },
  'launch-day': {
    title: 'Day One',
    description: 'Buy a game within 24 hours of its release.',
    completionText: 'You bought a game within 24 hours of its release.',
    ctaText: 'See the new releases',
  },
};

export const QUEST_TEXTS: Readonly<Record<string, { title: string; description: string }>> = {
  'daily-sign-in': { title: 'Daily Check-in', description: 'Sign in today.' },
  'daily-purchase': { title: 'Daily Drop', description: 'Complete an order today.' },
  'weekly-orders': { title: 'Weekly Double', description: 'Complete 2 orders this week.' },
  'weekly-review': { title: 'Weekly Critic', description: 'Write 1 review this week.' },
  'seasonal-spend': { title: 'Season’s Haul', description: 'Spend €100 this season.' },
  'seasonal-orders': { title: 'Season Campaign', description: 'Complete 5 orders this season.' },
  'event-winter-sale': {
    title: 'Winter Sale Raid',
    description: 'Complete 2 orders during the winter sale (20 November to 7 January).',
  },
  'event-spring-festival': {
    title: 'Spring Festival',
    description: 'Buy 5 items during the spring festival (15 March to 15 April).',
  },
  'story-first-purchase': {
    title: 'Chapter 1: First Loot',
    description: 'Complete your first order.',
  },
  'story-first-review': {
    title: 'Chapter 2: Speak Up',
    description: 'Write your first review.',
  },
  'story-sign-in-days': {
    title: 'Chapter 3: Regular',
    description: 'Sign in on 3 different days.',
  },
  'story-collector': {
    title: 'Chapter 4: Collector',
    description: 'Buy 10 items in total.',
  },
};

/** 'New Challenger' … 'Legendary Vault Guardian', from the level table itself. */
export const LEVEL_NAMES: Readonly<Record<LoyaltyLevel, string>> = Object.fromEntries(
  LOYALTY_LEVELS.map(({ level, name }) => [level, name]),
) as Record<LoyaltyLevel, string>;

export const COMMUNITY_GOAL_TEXTS = {
  title: 'Community Raid',
  description:
    'Every delivered purchase by any player counts toward the shared target. When the community reaches it, every player who contributed earns bonus experience points.',
} as const;

const BROWSE_DE = 'Zum Katalog';

const ACHIEVEMENT_TEXTS_DE: Readonly<Record<AchievementId, AchievementText>> = {
  'orders-5': {
    title: 'Neuling im Raid',
    description: 'Schließe 5 Bestellungen ab.',
    completionText: 'Du hast 5 Bestellungen abgeschlossen.',
    ctaText: BROWSE_DE,
  },
  'orders-10': {
    title: 'Erfahrener Raider',
    description: 'Schließe 10 Bestellungen ab.',
    completionText: 'Du hast 10 Bestellungen abgeschlossen.',
    ctaText: BROWSE_DE,
  },
  'orders-12': {
    title: 'Dutzend-Dungeon',
    description: 'Schließe 12 Bestellungen ab.',
    completionText: 'Du hast 12 Bestellungen abgeschlossen.',
    ctaText: BROWSE_DE,
  },
  'orders-18': {
    title: 'Raid-Veteran',
    description: 'Schließe 18 Bestellungen ab.',
    completionText: 'Du hast 18 Bestellungen abgeschlossen.',
    ctaText: BROWSE_DE,
  },
  'items-20': {
    title: 'Sammler',
    description: 'Kaufe insgesamt 20 Artikel.',
    completionText: 'Du hast 20 Artikel gekauft.',
    ctaText: BROWSE_DE,
  },
  'three-in-60-days': {
    title: 'Combo-Serie',
    description: 'Schließe 3 Bestellungen innerhalb von 60 Tagen ab.',
    completionText: 'Du hast 3 Bestellungen innerhalb von 60 Tagen abgeschlossen.',
    ctaText: BROWSE_DE,
  },
  'single-100': {
    title: 'Große Beute',
    description: 'Schließe eine einzelne Bestellung über mindestens 100 € ab.',
    completionText: 'Du hast eine einzelne Bestellung über mindestens 100 € abgeschlossen.',
    ctaText: BROWSE_DE,
  },
  'spend-250': {
    title: 'Schatzsucher',
    description: 'Gib insgesamt 250 € aus.',
    completionText: 'Du hast insgesamt 250 € ausgegeben.',
    ctaText: BROWSE_DE,
  },
  'spend-500': {
    title: 'Goldhorter',
    description: 'Gib insgesamt 500 € aus.',
    completionText: 'Du hast insgesamt 500 € ausgegeben.',
    ctaText: BROWSE_DE,
  },
  'spend-1000': {
    title: 'Drachenhort',
    description: 'Gib insgesamt 1.000 € aus.',
    completionText: 'Du hast insgesamt 1.000 € ausgegeben.',
    ctaText: BROWSE_DE,
  },
  'bulk-2': {
    title: 'Doppel-Drop',
    description: 'Kaufe 2 Artikel in einer Bestellung.',
    completionText: 'Du hast 2 Artikel in einer Bestellung gekauft.',
    ctaText: BROWSE_DE,
  },
  'bulk-3': {
    title: 'Dreifach-Drop',
    description: 'Kaufe 3 Artikel in einer Bestellung.',
    completionText: 'Du hast 3 Artikel in einer Bestellung gekauft.',
    ctaText: BROWSE_DE,
  },
  'bulk-4': {
    title: 'Volle Gruppe',
    description: 'Kaufe 4 Artikel in einer Bestellung.',
    completionText: 'Du hast 4 Artikel in einer Bestellung gekauft.',
    ctaText: BROWSE_DE,
  },
  'bulk-5': {
    title: 'Beutebündel',
    description: 'Kaufe 5 Artikel in einer Bestellung.',
    completionText: 'Du hast 5 Artikel in einer Bestellung gekauft.',
    ctaText: BROWSE_DE,
  },
  'bulk-10': {
    title: 'Beutelawine',
    description: 'Kaufe 10 Artikel in einer Bestellung.',
    completionText: 'Du hast 10 Artikel in einer Bestellung gekauft.',
    ctaText: BROWSE_DE,
  },
  'reviews-3': {
    title: 'Stimme der Kritik',
    description: 'Schreibe 3 Bewertungen.',
    completionText: 'Du hast 3 Bewertungen geschrieben.',
    ctaText: 'Ein Spiel bewerten, das du besitzt',
  },
  'sign-in-streak-7': {
    title: 'Täglicher Grinder',
    description: 'Melde dich an 7 Tagen in Folge an.',
    completionText: 'Du hast dich an 7 Tagen in Folge angemeldet.',
    ctaText: 'Komm morgen wieder',
  },
  'subscription-3-months': {
    title: 'Saisonpass',
    description: 'Kaufe eine Abo-Karte über mindestens 3 Monate.',
    completionText: 'Du hast eine Abo-Karte über mindestens 3 Monate gekauft.',
    ctaText: 'Abo-Karten ansehen',
  },
  'launch-day': {
    title: 'Day One',
    description: 'Kaufe ein Spiel innerhalb von 24 Stunden nach seinem Erscheinen.',
    completionText: 'Du hast ein Spiel innerhalb von 24 Stunden nach seinem Erscheinen gekauft.',
    ctaText: 'Neuerscheinungen ansehen',
  },
};
const BROWSE_ES = 'Ver el catálogo';

const ACHIEVEMENT_TEXTS_ES: Readonly<Record<AchievementId, AchievementText>> = {
  'orders-5': {
    title: 'Asaltante novato',
    description: 'Completa 5 pedidos.',
    completionText: 'Has completado 5 pedidos.',
    ctaText: BROWSE_ES,
  },
  'orders-10': {
    title: 'Asaltante curtido',
    description: 'Completa 10 pedidos.',
    completionText: 'Has completado 10 pedidos.',
    ctaText: BROWSE_ES,
  },
  'orders-12': {
    title: 'Mazmorra de la docena',
    description: 'Completa 12 pedidos.',
    completionText: 'Has completado 12 pedidos.',
    ctaText: BROWSE_ES,
  },
  'orders-18': {
    title: 'Veterano de incursiones',
    description: 'Completa 18 pedidos.',
    completionText: 'Has completado 18 pedidos.',
    ctaText: BROWSE_ES,
  },
  'items-20': {
    title: 'Coleccionista',
    description: 'Compra 20 artículos en total.',
    completionText: 'Has comprado 20 artículos.',
    ctaText: BROWSE_ES,
  },
  'three-in-60-days': {
    title: 'Racha combo',
    description: 'Completa 3 pedidos en 60 días.',
    completionText: 'Has completado 3 pedidos en 60 días.',
    ctaText: BROWSE_ES,
  },
  'single-100': {
    title: 'Gran botín',
    description: 'Completa un solo pedido de al menos 100 €.',
    completionText: 'Has completado un solo pedido de al menos 100 €.',
    ctaText: BROWSE_ES,
  },
  'spend-250': {
    title: 'Buscador de tesoros',
    description: 'Gasta 250 € en total.',
    completionText: 'Has gastado 250 € en total.',
    ctaText: BROWSE_ES,
  },
  'spend-500': {
    title: 'Acaparador de oro',
    description: 'Gasta 500 € en total.',
    completionText: 'Has gastado 500 € en total.',
    ctaText: BROWSE_ES,
  },
  'spend-1000': {
    title: 'Tesoro del dragón',
    description: 'Gasta 1000 € en total.',
    completionText: 'Has gastado 1000 € en total.',
    ctaText: BROWSE_ES,
  },
  'bulk-2': {
    title: 'Botín doble',
    description: 'Compra 2 artículos en un pedido.',
    completionText: 'Has comprado 2 artículos en un pedido.',
    ctaText: BROWSE_ES,
  },
  'bulk-3': {
    title: 'Botín triple',
    description: 'Compra 3 artículos en un pedido.',
    completionText: 'Has comprado 3 artículos en un pedido.',
    ctaText: BROWSE_ES,
  },
  'bulk-4': {
    title: 'Grupo completo',
    description: 'Compra 4 artículos en un pedido.',
    completionText: 'Has comprado 4 artículos en un pedido.',
    ctaText: BROWSE_ES,
  },
  'bulk-5': {
    title: 'Lote de botín',
    description: 'Compra 5 artículos en un pedido.',
    completionText: 'Has comprado 5 artículos en un pedido.',
    ctaText: BROWSE_ES,
  },
  'bulk-10': {
    title: 'Avalancha de botín',
    description: 'Compra 10 artículos en un pedido.',
    completionText: 'Has comprado 10 artículos en un pedido.',
    ctaText: BROWSE_ES,
  },
  'reviews-3': {
    title: 'Voz crítica',
    description: 'Escribe 3 reseñas.',
    completionText: 'Has escrito 3 reseñas.',
    ctaText: 'Reseña un juego que tengas',
  },
  'sign-in-streak-7': {
    title: 'Constancia diaria',
    description: 'Inicia sesión 7 días seguidos.',
    completionText: 'Has iniciado sesión 7 días seguidos.',
    ctaText: 'Vuelve mañana',
  },
  'subscription-3-months': {
    title: 'Pase de temporada',
    description: 'Compra una tarjeta de suscripción de al menos 3 meses.',
    completionText: 'Has comprado una tarjeta de suscripción de al menos 3 meses.',
    ctaText: 'Ver tarjetas de suscripción',
  },
  'launch-day': {
    title: 'Día uno',
    description: 'Compra un juego en las 24 horas siguientes a su lanzamiento.',
    completionText: 'Has comprado un juego en las 24 horas siguientes a su lanzamiento.',
    ctaText: 'Ver las novedades',
  },
};
const BROWSE_FR = 'Parcourir le catalogue';

const ACHIEVEMENT_TEXTS_FR: Readonly<Record<AchievementId, AchievementText>> = {
  'orders-5': {
    title: 'Pillard débutant',
    description: 'Passez 5 commandes.',
    completionText: 'Vous avez passé 5 commandes.',
    ctaText: BROWSE_FR,
  },
  'orders-10': {
    title: 'Pillard aguerri',
    description: 'Passez 10 commandes.',
    completionText: 'Vous avez passé 10 commandes.',
    ctaText: BROWSE_FR,
  },
  'orders-12': {
    title: 'Donjon de la douzaine',
    description: 'Passez 12 commandes.',
    completionText: 'Vous avez passé 12 commandes.',
    ctaText: BROWSE_FR,
  },
  'orders-18': {
    title: 'Vétéran des raids',
    description: 'Passez 18 commandes.',
    completionText: 'Vous avez passé 18 commandes.',
    ctaText: BROWSE_FR,
  },
  'items-20': {
    title: 'Collectionneur',
    description: 'Achetez 20 articles au total.',
    completionText: 'Vous avez acheté 20 articles.',
    ctaText: BROWSE_FR,
  },
  'three-in-60-days': {
    title: 'Série combo',
    description: 'Passez 3 commandes en 60 jours.',
    completionText: 'Vous avez passé 3 commandes en 60 jours.',
    ctaText: BROWSE_FR,
  },
  'single-100': {
    title: 'Gros butin',
    description: 'Passez une seule commande d’au moins 100 €.',
    completionText: 'Vous avez passé une seule commande d’au moins 100 €.',
    ctaText: BROWSE_FR,
  },
  'spend-250': {
    title: 'Chasseur de trésors',
    description: 'Dépensez 250 € au total.',
    completionText: 'Vous avez dépensé 250 € au total.',
    ctaText: BROWSE_FR,
  },
  'spend-500': {
    title: 'Amasseur d’or',
    description: 'Dépensez 500 € au total.',
    completionText: 'Vous avez dépensé 500 € au total.',
    ctaText: BROWSE_FR,
  },
  'spend-1000': {
    title: 'Trésor du dragon',
    description: 'Dépensez 1 000 € au total.',
    completionText: 'Vous avez dépensé 1 000 € au total.',
    ctaText: BROWSE_FR,
  },
  'bulk-2': {
    title: 'Double butin',
    description: 'Achetez 2 articles en une commande.',
    completionText: 'Vous avez acheté 2 articles en une commande.',
    ctaText: BROWSE_FR,
  },
  'bulk-3': {
    title: 'Triple butin',
    description: 'Achetez 3 articles en une commande.',
    completionText: 'Vous avez acheté 3 articles en une commande.',
    ctaText: BROWSE_FR,
  },
  'bulk-4': {
    title: 'Groupe complet',
    description: 'Achetez 4 articles en une commande.',
    completionText: 'Vous avez acheté 4 articles en une commande.',
    ctaText: BROWSE_FR,
  },
  'bulk-5': {
    title: 'Lot de butin',
    description: 'Achetez 5 articles en une commande.',
    completionText: 'Vous avez acheté 5 articles en une commande.',
    ctaText: BROWSE_FR,
  },
  'bulk-10': {
    title: 'Avalanche de butin',
    description: 'Achetez 10 articles en une commande.',
    completionText: 'Vous avez acheté 10 articles en une commande.',
    ctaText: BROWSE_FR,
  },
  'reviews-3': {
    title: 'Voix critique',
    description: 'Rédigez 3 avis.',
    completionText: 'Vous avez rédigé 3 avis.',
    ctaText: 'Donner votre avis sur un jeu',
  },
  'sign-in-streak-7': {
    title: 'Assidu du quotidien',
    description: 'Connectez-vous 7 jours d’affilée.',
    completionText: 'Vous vous êtes connecté 7 jours d’affilée.',
    ctaText: 'Revenez demain',
  },
  'subscription-3-months': {
    title: 'Passe de saison',
    description: 'Achetez une carte d’abonnement d’au moins 3 mois.',
    completionText: 'Vous avez acheté une carte d’abonnement d’au moins 3 mois.',
    ctaText: 'Voir les cartes d’abonnement',
  },
  'launch-day': {
    title: 'Day One',
    description: 'Achetez un jeu dans les 24 heures suivant sa sortie.',
    completionText: 'Vous avez acheté un jeu dans les 24 heures suivant sa sortie.',
    ctaText: 'Voir les nouveautés',
  },
};
const BROWSE_IT = 'Sfoglia il catalogo';

const ACHIEVEMENT_TEXTS_IT: Readonly<Record<AchievementId, AchievementText>> = {
  'orders-5': {
    title: 'Predone alle prime armi',
    description: 'Completa 5 ordini.',
    completionText: 'Hai completato 5 ordini.',
    ctaText: BROWSE_IT,
  },
  'orders-10': {
    title: 'Predone esperto',
    description: 'Completa 10 ordini.',
    completionText: 'Hai completato 10 ordini.',
    ctaText: BROWSE_IT,
  },
  'orders-12': {
    title: 'Dungeon della dozzina',
    description: 'Completa 12 ordini.',
    completionText: 'Hai completato 12 ordini.',
    ctaText: BROWSE_IT,
  },
  'orders-18': {
    title: 'Veterano dei raid',
    description: 'Completa 18 ordini.',
    completionText: 'Hai completato 18 ordini.',
    ctaText: BROWSE_IT,
  },
  'items-20': {
    title: 'Collezionista',
    description: 'Acquista 20 articoli in totale.',
    completionText: 'Hai acquistato 20 articoli.',
    ctaText: BROWSE_IT,
  },
  'three-in-60-days': {
    title: 'Serie combo',
    description: 'Completa 3 ordini in 60 giorni.',
    completionText: 'Hai completato 3 ordini in 60 giorni.',
    ctaText: BROWSE_IT,
  },
  'single-100': {
    title: 'Grande bottino',
    description: 'Completa un singolo ordine di almeno 100 €.',
    completionText: 'Hai completato un singolo ordine di almeno 100 €.',
    ctaText: BROWSE_IT,
  },
  'spend-250': {
    title: 'Cacciatore di tesori',
    description: 'Spendi 250 € in totale.',
    completionText: 'Hai speso 250 € in totale.',
    ctaText: BROWSE_IT,
  },
  'spend-500': {
    title: 'Accumulatore d’oro',
    description: 'Spendi 500 € in totale.',
    completionText: 'Hai speso 500 € in totale.',
    ctaText: BROWSE_IT,
  },
  'spend-1000': {
    title: 'Tesoro del drago',
    description: 'Spendi 1.000 € in totale.',
    completionText: 'Hai speso 1.000 € in totale.',
    ctaText: BROWSE_IT,
  },
  'bulk-2': {
    title: 'Doppio bottino',
    description: 'Acquista 2 articoli in un solo ordine.',
    completionText: 'Hai acquistato 2 articoli in un solo ordine.',
    ctaText: BROWSE_IT,
  },
  'bulk-3': {
    title: 'Triplo bottino',
    description: 'Acquista 3 articoli in un solo ordine.',
    completionText: 'Hai acquistato 3 articoli in un solo ordine.',
    ctaText: BROWSE_IT,
  },
  'bulk-4': {
    title: 'Party al completo',
    description: 'Acquista 4 articoli in un solo ordine.',
    completionText: 'Hai acquistato 4 articoli in un solo ordine.',
    ctaText: BROWSE_IT,
  },
  'bulk-5': {
    title: 'Pacchetto bottino',
    description: 'Acquista 5 articoli in un solo ordine.',
    completionText: 'Hai acquistato 5 articoli in un solo ordine.',
    ctaText: BROWSE_IT,
  },
  'bulk-10': {
    title: 'Valanga di bottino',
    description: 'Acquista 10 articoli in un solo ordine.',
    completionText: 'Hai acquistato 10 articoli in un solo ordine.',
    ctaText: BROWSE_IT,
  },
  'reviews-3': {
    title: 'Voce critica',
    description: 'Scrivi 3 recensioni.',
    completionText: 'Hai scritto 3 recensioni.',
    ctaText: 'Recensisci un gioco che possiedi',
  },
  'sign-in-streak-7': {
    title: 'Costanza quotidiana',
    description: 'Accedi per 7 giorni di fila.',
    completionText: 'Hai effettuato l’accesso per 7 giorni di fila.',
    ctaText: 'Torna domani',
  },
  'subscription-3-months': {
    title: 'Pass stagionale',
    description: 'Acquista una carta di abbonamento di almeno 3 mesi.',
    completionText: 'Hai acquistato una carta di abbonamento di almeno 3 mesi.',
    ctaText: 'Sfoglia le carte di abbonamento',
  },
  'launch-day': {
    title: 'Day One',
    description: 'Acquista un gioco entro 24 ore dalla sua uscita.',
    completionText: 'Hai acquistato un gioco entro 24 ore dalla sua uscita.',
    ctaText: 'Scopri le novità',
  },
};

/** The achievements' texts in each language, for what the server writes to a customer and the pages alike. */
export const ACHIEVEMENT_TEXTS_IN: Readonly<
  Record<Language, Readonly<Record<AchievementId, AchievementText>>>
> = {
  de: ACHIEVEMENT_TEXTS_DE,
  en: ACHIEVEMENT_TEXTS,
  es: ACHIEVEMENT_TEXTS_ES,
  fr: ACHIEVEMENT_TEXTS_FR,
  it: ACHIEVEMENT_TEXTS_IT,
};
