/** Word lists for fictional game titles. Franchise names combine them; sequels reuse them. */

// prettier-ignore
export const ADJECTIVES: readonly string[] = [
  'Neon', 'Silent', 'Iron', 'Crimson', 'Hollow', 'Broken', 'Endless', 'Frozen', 'Golden',
  'Shattered', 'Savage', 'Forgotten', 'Hidden', 'Burning', 'Electric', 'Eternal', 'Fallen',
  'Wild', 'Lost', 'Sunken', 'Ancient', 'Velvet', 'Scarlet', 'Obsidian', 'Distant', 'Restless',
  'Radiant', 'Grim', 'Rogue', 'Stellar', 'Twisted', 'Quiet', 'Last', 'First', 'Infinite',
  'Cursed', 'Phantom', 'Atomic', 'Midnight', 'Emerald', 'Cobalt', 'Rusted', 'Sacred', 'Feral',
  'Hyper', 'Mystic', 'Outer', 'Primal', 'Royal', 'Solar', 'Lunar', 'Arcane', 'Brave', 'Dark',
  'Bright', 'Silver', 'Steel', 'Toxic', 'Turbo', 'Ghost', 'Chrome', 'Storm', 'Ember', 'Hex',
  'Tiny', 'Mighty', 'Wicked', 'Frontier', 'Deep', 'High',
];

// prettier-ignore
export const NOUNS: readonly string[] = [
  'Drift', 'Harbor', 'Tide', 'Crown', 'Protocol', 'Circuit', 'Frontier', 'Empire', 'Legion',
  'Horizon', 'Requiem', 'Vanguard', 'Odyssey', 'Covenant', 'Dominion', 'Echo', 'Rift',
  'Citadel', 'Outpost', 'Kingdom', 'Signal', 'Pulse', 'Saga', 'Reckoning', 'Wasteland',
  'Garden', 'Forge', 'Labyrinth', 'Station', 'Colony', 'Armada', 'Tempest', 'Spire', 'Hunt',
  'Run', 'Rally', 'League', 'Arena', 'Siege', 'Heist', 'Voyage', 'Expedition', 'Descent',
  'Ascent', 'Shift', 'Nexus', 'Vector', 'Paradox', 'Relic', 'Oath', 'Blade', 'Shadow',
  'Sentinel', 'Wanderer', 'Pilgrim', 'Knight', 'Ranger', 'Outlaw', 'Drifter', 'Courier',
  'Machine', 'Engine', 'Orbit', 'Nebula', 'Comet', 'Galaxy', 'Valley', 'Islands', 'Depths',
  'Skies', 'Lanes', 'Streets', 'Racers', 'Tactics', 'Chronicle', 'Frontline', 'Bastion',
  'Hollow', 'Mirage', 'Inferno', 'Glacier', 'Canyon', 'Jungle', 'Tundra', 'Reef', 'Haven',
  'Beacon', 'Lantern', 'Compass', 'Anchor',
];

/** Plural nouns for "<Plural> of <Place>" franchise names. */
// prettier-ignore
export const PLURALS: readonly string[] = [
  'Echoes', 'Shadows', 'Tales', 'Legends', 'Ashes', 'Ruins', 'Songs', 'Wings', 'Heirs',
  'Knights', 'Lords', 'Secrets', 'Gates', 'Tides', 'Storms', 'Chronicles', 'Wardens',
  'Embers', 'Sons', 'Daughters', 'Masters', 'Spirits', 'Bones', 'Crowns', 'Blades', 'Towers',
  'Rivers', 'Roads', 'Scars', 'Whispers', 'Dreams', 'Stars', 'Thieves', 'Hunters', 'Ghosts',
  'Keepers', 'Mysteries', 'Champions', 'Wolves', 'Giants',
];

// prettier-ignore
export const PLACES: readonly string[] = [
  'Eldermoor', 'Varkoth', 'Ashfall', 'Kaldera', 'Mirewood', 'Thornhollow', 'Ysmere',
  'Brackenridge', 'Caldris', 'Duskmere', 'Everholt', 'Fernwild', 'Greyhaven Vale', 'Halvard',
  'Ironreach', 'Jorvik Deep', 'Karthas', 'Lorne', 'Mistral Coast', 'Norhaven', 'Oldcastle',
  'Pyrelands', 'Qadira', 'Ravenscar Fen', 'Saltspire', 'Tarrow', 'Umbermoor', 'Valoria',
  'Westmere', 'Xandria', 'Yorvale', 'Zenthar', 'the Deep', 'the North', 'the Void',
  'the Sunken City', 'the Old Gods', 'the Wastes', 'the Fallen Sky', 'the Iron Sea',
];

/** Halves of invented one-word names such as "Starfall" or "Ironveil". */
// prettier-ignore
export const PREFIXES: readonly string[] = [
  'Star', 'Iron', 'Storm', 'Frost', 'Sun', 'Moon', 'Shadow', 'Ember', 'Thunder', 'Dawn',
  'Dusk', 'Sky', 'Stone', 'Blood', 'Bright', 'Wild', 'Dread', 'Night', 'Void', 'Ash',
  'Gloom', 'Fire', 'Rune', 'Hex', 'Tide', 'Wind', 'Soul', 'Steel', 'Glass', 'Bone',
];
// prettier-ignore
export const SUFFIXES: readonly string[] = [
  'fall', 'veil', 'born', 'forge', 'mark', 'reach', 'hold', 'spire', 'crest', 'wake',
  'shard', 'bound', 'rise', 'light', 'break', 'heart', 'fire', 'song', 'watch', 'helm',
  'strike', 'runner', 'keeper', 'walker', 'hunter', 'ward', 'vale', 'scape', 'lands', 'shore',
];

/** Subtitles for sequels and spin-offs: "<Franchise>: <Subtitle>". */
// prettier-ignore
export const SUBTITLES: readonly string[] = [
  'Origins', 'Reborn', 'Legacy', 'Redemption', 'Uprising', 'Frontiers', 'Ascension',
  'Revelations', 'Awakening', 'Resurgence', 'Dark Horizons', 'The Lost Crown',
  'Ashes of the Fallen', 'Rise of the Forge', 'Beyond the Veil', 'Endgame', 'Zero Hour',
  'Blood Moon', 'Iron Will', 'The Long Night', 'Badlands', 'Deep Space', 'Homecoming',
  'Exodus', 'Vendetta', 'Eclipse', 'Crossroads', 'Last Light', 'Nightfall', 'Genesis',
  'Judgement', 'Ragnarok', 'Inheritance', 'The Silent War', 'First Contact', 'Broken Chains',
  'Tactics', 'Arena', 'Chronicles', 'Underworld', 'Skybound', 'Open Road', 'Overdrive',
  'Outbreak', 'Aftermath', 'Sanctuary', 'Northern Lights', 'Red Dawn', 'Sea of Glass',
  'The Crimson Pact', 'Shadow Protocol', 'Undying', 'Heart of Winter', 'Lost Signal',
  'World Tour', 'Dynasty', 'Exiles', 'Fractured Realms', 'New Blood', 'Requiem',
];

/** Words that follow a franchise name for a remaster or spin-off: "<Franchise> Remastered". */
export const SUFFIX_WORDS: readonly string[] = [
  'Remastered',
  'Reloaded',
  'Zero',
  'Legends',
  'Unleashed',
  'Online',
  'Anthology',
  'Rivals',
];

/** DLC names: "<Base Game> – <DLC name>". */
// prettier-ignore
export const DLC_NAMES: readonly string[] = [
  'Season Pass', 'Original Soundtrack', 'Digital Artbook', 'Expansion Pass', 'Year 1 Pass',
  'Year 2 Pass', 'Starter Pack', 'Deluxe Upgrade', 'Cosmetic Bundle', 'Weapon Pack',
  'The Frozen North', 'Shadows of the Past', 'The Sunken Kingdom', 'Salt and Iron',
  'Tides of War', 'The Lost Islands', 'Ghosts of the Old World', 'Operation Nightfall',
  'The Iron Pact', 'Heart of the Storm', 'Beyond the Wall', 'Legends Pack',
  'Champions Bundle', 'Survival Kit', 'Mission Pack', 'Story Chapter 1', 'Story Chapter 2',
  'Story Chapter 3', 'Villains Pack', 'Heroes Pack', 'Retro Skins Pack', 'Vehicle Pack',
  'Track Pack', 'Map Pack', 'Character Pass', 'Fighter Pass', 'Booster Pack',
  'Time Saver Pack', 'Founders Pack', 'Collector’s Pack', 'The Hidden Temple',
  'Curse of the Deep', 'Wrath of the Titans', 'The Red Desert', 'Echoes of Eternity',
  'Winter Festival Pack', 'Halloween Pack', 'Summer Games Pack', 'Photo Mode Plus',
  'Nightmare Difficulty Pack', 'New Game Plus Bundle', 'Ultimate Upgrade', 'Costume Pack',
  'Pet Companion Pack', 'Soundtrack Remix', 'Director’s Cut Upgrade', 'Raid Pack',
  'Dungeon Pack', 'Mech Pack', 'Arena Pack',
];

/** Combinations that happen to be real games' names; the generator skips them. */
export const TAKEN_TITLES: ReadonlySet<string> = new Set([
  'Hollow Knight',
  'Crimson Skies',
  'Shadow Tactics',
  'Lost Odyssey',
  'Silent Hunter',
  'Wild Hunt',
  'Brave Frontier',
  'Sacred Citadel',
  'Ironforge',
  'Stormforge',
  'Dawnbreak',
]);
