import type { LanguagePack } from './language-pack';

export const en: LanguagePack = {
  and: 'and',
  or: 'or',
  months: (n) => (n === 1 ? '1 month' : `${n} months`),
  // prettier-ignore
  genres: [
    'an action game', 'an adventure game', 'a role-playing game', 'a shooter',
    'a strategy game', 'a simulation game', 'a sports game', 'a racing game', 'a puzzle game',
    'a platformer', 'a fighting game', 'a horror game', 'a survival game', 'an open-world game',
    'a stealth game', 'a sandbox game', 'a roguelike', 'an online role-playing game',
    'a rhythm game', 'a casual game', 'a game',
  ],
  // prettier-ignore
  regions: {
    EU: 'in Europe', UK: 'in the United Kingdom', US: 'in the United States',
    CH: 'in Switzerland', CA: 'in Canada', AU: 'in Australia and New Zealand', JP: 'in Japan',
    TR: 'in Turkey',
  },
  gameIntros: [
    (f) =>
      `With ${f.title}, ${f.developer} delivers ${f.genre} that rewards curiosity and quick thinking.`,
    (f) =>
      `Created by ${f.developer}, ${f.title} is ${f.genre} with a world worth getting lost in.`,
    (f) =>
      `${f.title} is ${f.genre} from ${f.developer}, published by ${f.publisher} in ${f.year}.`,
    (f) =>
      `${f.title} (${f.year}) is ${f.genre} by ${f.developer} that wastes no time getting you hooked.`,
  ],
  sequel: (f) => `It continues the ${f.franchise} series with new characters, places and ideas.`,
  preOrder: (f) => `Pre-order now: the release is planned for ${f.year}.`,
  gameFeatures: [
    'Explore hand-crafted levels full of secrets and side paths.',
    'Play alone or team up with friends in online co-op.',
    'A dynamic soundtrack reacts to every move you make.',
    'Unlock new abilities and shape your own play style.',
    'Dozens of hours of content await, with plenty of replay value.',
    'Striking visuals bring every location to life.',
    'The choices you make change how the story unfolds.',
    'Test yourself on higher difficulties and climb the leaderboards.',
    'Customise your character, gear and loadout.',
    'A photo mode lets you capture your favourite moments.',
    'Regular updates add new challenges long after launch.',
    'Accessible controls make it easy to pick up and hard to put down.',
  ],
  gameClosings: [
    (f) => `Available for ${f.platforms}.`,
    (f) => `Get your key for ${f.platforms} and start playing right away.`,
    (f) => `Activate it on ${f.platforms} within minutes of purchase.`,
  ],
  dlcIntros: [
    (f) => `${f.name} is additional content for ${f.baseTitle} by ${f.developer}.`,
    (f) => `${f.name} adds new content to ${f.baseTitle}.`,
    (f) => `Expand your ${f.baseTitle} experience with ${f.name}.`,
  ],
  dlcFeatures: [
    'It brings new missions, items and places to discover.',
    'Fresh rewards and cosmetic items await.',
    'The new content fits seamlessly into the main game.',
    'Fans of the base game get hours of extra playtime.',
    'New challenges put your skills to the test.',
  ],
  dlcRequirement: (f) => `Requires the base game ${f.baseTitle} on ${f.platforms}.`,
  giftCard: [
    (f) => `The ${f.title} adds credit to your ${f.platform} account.`,
    (f) => `Choose from ${f.options}.`,
    (f) =>
      `Spend the balance on games, DLC and in-game content; it works for accounts ${f.region}.`,
  ],
  subscription: [
    (f) => `${f.title} unlocks the ${f.brand} membership on ${f.platform}.`,
    (f) => `Choose a duration of ${f.options}; codes stack onto an existing membership.`,
    (f) => `Valid for accounts ${f.region}.`,
  ],
  cardDelivery: [
    'Your code arrives instantly after payment.',
    'The code is delivered by e-mail and appears in your library right away.',
  ],
};
