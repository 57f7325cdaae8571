/** Reviewer names, review comments and screenshot captions for the demo catalogue. */

// prettier-ignore
export const FIRST_NAMES: readonly string[] = [
  'Anna', 'Lukas', 'Sofia', 'Marco', 'Julia', 'Jonas', 'Emma', 'Luca', 'Chloé', 'Mateo',
  'Lea', 'Noah', 'Giulia', 'Hugo', 'Mia', 'Elias', 'Lucía', 'Tom', 'Sara', 'Finn',
  'Camille', 'Pablo', 'Nina', 'Leon', 'Alice', 'Diego', 'Lina', 'Paul', 'Martina', 'Oscar',
];

// prettier-ignore
export const HANDLE_PARTS: readonly string[] = [
  'Pixel', 'Shadow', 'Nova', 'Turbo', 'Frost', 'Lucky', 'Rogue', 'Captain', 'Silent', 'Neon',
  'Wolf', 'Fox', 'Raven', 'Byte', 'Ninja', 'Knight', 'Gamer', 'Hunter', 'Drift', 'Storm',
];

/** Comments by star rating (index 0 holds one-star comments). */
export const GAME_COMMENTS: readonly (readonly string[])[] = [
  [
    'Crashes constantly on my machine. Refunded.',
    'Not what the trailer promised.',
    'Far too short for the price.',
    'Performance is a mess right now.',
  ],
  [
    'Some good ideas, but the controls feel clunky.',
    'Gets repetitive after a few hours.',
    'Wait for a sale.',
    'The story never really goes anywhere.',
  ],
  [
    'Decent, but nothing special.',
    'Fun in short sessions, a bit rough around the edges.',
    'Solid game, a few bugs here and there.',
    'Good with friends, average alone.',
  ],
  [
    'Really enjoyed it, a few pacing issues aside.',
    'Great atmosphere and a satisfying gameplay loop.',
    'Much better than I expected.',
    'Polished and fun, would recommend.',
    'Key worked instantly, game is great.',
  ],
  [
    'Absolute masterpiece. Could not stop playing.',
    'One of the best games I have played this year.',
    'Beautiful world, brilliant soundtrack, loved every minute.',
    'Instant delivery and a fantastic game. Ten out of ten.',
    'Bought it on sale and already put 80 hours in.',
    'My kids and I play this every weekend.',
  ],
];

export const CARD_COMMENTS: readonly (readonly string[])[] = [
  ['Code was already used. Support sorted it out, but it took days.'],
  ['Worked, but the code took a while to arrive.'],
  ['Fine, does what it says.', 'Works, slightly pricier than in the store.'],
  ['Code arrived within a minute and worked.', 'Quick and easy top-up.'],
  [
    'Instant delivery, redeemed without problems.',
    'Perfect gift for my brother.',
    'Always buy my cards here, never had an issue.',
  ],
];

export const GAME_CAPTIONS: readonly string[] = [
  'Exploring the open world at dawn',
  'A tense moment in combat',
  'The main hub area',
  'Character customisation',
  'A boss fight in the final act',
  'Co-op with friends',
  'The skill tree',
  'Night falls over the city',
  'A hidden area off the beaten path',
  'Photo mode in action',
  'Crafting and inventory',
  'The world map',
  'A cutscene from the story',
  'Racing through the canyon',
  'Building the first base',
  'Stealth approach to the outpost',
];

export const CARD_CAPTIONS: readonly string[] = [
  'Front of the card',
  'Where to enter the code',
  'The balance in your account',
  'Redeeming on the console',
  'What you can buy with it',
  'Code delivery by e-mail',
];
