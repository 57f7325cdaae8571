/** Fictional studios and publishers for the demo catalogue; ids are their 1-based positions. */
// prettier-ignore
export const FICTIONAL_DEVELOPERS: readonly string[] = [
  'Iron Lantern Studios', 'Bluefin Interactive', 'Copperleaf Games', 'Northwind Softworks',
  'Pale Harbor Studio', 'Red Heron Entertainment', 'Glasshouse Games', 'Tidebreak Interactive',
  'Hollow Oak Studios', 'Saltmarsh Games', 'Quiet Comet', 'Foxglove Interactive',
  'Brightforge Studios', 'Moth & Lamp', 'Stonecircle Games', 'Vantage Point Studios',
  'Ninefold Games', 'Cinder Peak Entertainment', 'Lowland Labs', 'Paper Crane Studio',
  'Kestrel Works', 'Amberline Games', 'Blackwater Interactive', 'Halcyon Forge',
  'Little Lighthouse', 'Obsidian Gate Studios', 'Wildmoor Games', 'Silver Spindle',
  'Frostbyte Collective', 'Granite Owl Studios', 'Harbinger Interactive', 'Juniper Jump',
  'Lucky Anvil Games', 'Mirage Mechanics', 'Nightjar Studios', 'Orbit Orchard', 'Pinecone Pixel',
  'Quarry Studios', 'Riverstone Games', 'Skyloft Interactive', 'Thunderclap Games', 'Umbra Works',
  'Velvet Rocket', 'Wavecrest Studios', 'Yellowtail Games', 'Zephyr Lane', 'Anchorpoint Studios',
  'Brassmoon Games', 'Crookback Interactive', 'Driftglass Studio', 'Emberwood Games',
  'Fathom Forge', 'Gildenhall Studios', 'Hearthlight Games', 'Inkwell Interactive',
  'Jadestone Studios', 'Kettle Black Games', 'Longbow Interactive', 'Marrowbone Studios',
  'Nimbus Nine', 'Outpost Games', 'Palisade Studios', 'Quillfeather Games', 'Runeward Interactive',
  'Slowburn Studio', 'Tallgrass Games', 'Undertow Interactive', 'Vesper Studios',
  'Wanderlight Games', 'Bitter Almond', 'Coldharbour Games', 'Dune Sea Studios',
  'Evergreen Engine', 'Fireside Robot', 'Goldcrest Interactive', 'Highwire Games',
  'Icebound Studios', 'Jetstream Softworks', 'Kiln Studios', 'Lodestar Games', 'Mapleworks',
  'Neon Harbor', 'Old Mill Games', 'Polar Night Studios', 'Quantum Kettle', 'Rustbelt Interactive',
  'Starling Studios', 'Thistledown Games', 'Upland Studios', 'Vanguard Lane', 'Whitecap Games',
  'Xenolith Studios', 'Yarrow Interactive', 'Zinc Cat Games', 'Arrowhead Lake', 'Blue Heron Games',
  'Clockwork Finch', 'Deepwell Studios', 'Echo Valley Games', 'Flintlock Interactive',
  'Greywater Studios', 'Hillfort Games', 'Ironbark Interactive', 'Jackdaw Studios',
  'Knotwork Games', 'Lanternfish Studio', 'Moonrise Interactive', 'Nettlefield Games',
  'Oakhurst Studios', 'Pebblebrook Games', 'Quicksilver Bay', 'Rookery Interactive',
  'Sundial Studios', 'Tinderbox Games', 'Uproar Interactive', 'Violet Hour Studio',
  'Wolfsbane Games', 'Axiom Arcade', 'Basalt Studios', 'Cobalt Crown Games', 'Dovetail Forge',
  'Eastgate Interactive', 'Fernhill Games', 'Gravelpit Studios', 'Hushwood Games', 'Inlet Studios',
  'Jubilee Interactive', 'Kingfisher Games', 'Lamplight Labs', 'Mossgiant Studios', 'Nova Thimble',
  'Owlbear Works', 'Prism Tide Games', 'Redshift Studios', 'Sableforge', 'Tumbleweed Interactive',
  'Unseen Hand Games', 'Vortex Garden', 'Windmill Studios', 'Aurora Pike', 'Bramble & Brook',
  'Cragmoor Games', 'Duskfall Studios', 'Eagle Rock Interactive', 'Fogbank Games',
  'Gearwright Studios', 'Hexbloom Games', 'Islewood Interactive', 'Jasper Hollow',
  'Kraken Keep Studios', 'Lightwell Games', 'Midnight Loom', 'Nomad Circuit', 'Onyx Parade',
];

// prettier-ignore
export const FICTIONAL_PUBLISHERS: readonly string[] = [
  'Lighthouse Publishing', 'Meridian Interactive', 'Granite Gate Media', 'Arcwave Entertainment',
  'Bluecastle Publishing', 'Crowned Fox Media', 'Dawnstar Interactive', 'Everfield Entertainment',
  'Foundry Nine', 'Greenbridge Games', 'Harborlight Media', 'Ivory Tower Interactive',
  'Junction Point Publishing', 'Keystone Arcade', 'Longship Entertainment', 'Monolith Bay',
  'Northstar Publishing', 'Oxbow Interactive', 'Pennant Games', 'Quayside Media',
  'Redwood Publishing', 'Silverline Entertainment', 'Tallmast Interactive', 'Unity Bridge Media',
  'Vermilion Games', 'Westbound Entertainment', 'Yardarm Publishing', 'Zenith Harbor',
  'Apex Lantern', 'Beacon Hill Interactive', 'Cascade Publishing', 'Driftwood Media',
  'Eclipse Row', 'Fablehouse Publishing', 'Goldleaf Entertainment', 'Highland Interactive',
  'Inkstone Media', 'Jetty Games', 'Kingsway Entertainment', 'Lionheart Publishing',
  'Mosaic Interactive', 'Nightfall Media', 'Open Road Entertainment', 'Paragon Shelf',
  'Quarter Moon Publishing', 'Ridgeback Interactive', 'Stormfront Media', 'Trident Publishing',
  'Upstream Entertainment', 'Vista Games', 'Whalebone Publishing', 'Atlas Orchard',
  'Brightwater Media', 'Cornerstone Interactive', 'Deepsky Publishing', 'Emerald Isle Games',
  'Glowfly Entertainment', 'Gallant Publishing', 'Horizon Forge Media', 'Indigo Crane',
  'Jewelbox Interactive', 'Kite Tail Publishing', 'Leeward Entertainment', 'Marble Arch Games',
  'Nautilus Media', 'Overland Interactive', 'Pioneer Shelf', 'Redcap Publishing',
  'Sunward Entertainment', 'Twin Peaks Media', 'Ultraviolet Games',
];

/** The platform holder behind each platform's own cards, by platform id; credited as developer and publisher. */
export const PLATFORM_HOLDERS: Readonly<Record<number, string>> = {
  1: 'Ubisoft',
  2: 'Valve',
  3: 'Electronic Arts',
  4: 'Blizzard Entertainment',
  5: 'Epic Games',
  6: 'GOG',
  8: 'Microsoft',
  10: 'Sony Interactive Entertainment',
  12: 'Microsoft',
  13: 'Nintendo',
};

const HOLDER_NAMES = [...new Set(Object.values(PLATFORM_HOLDERS))];

export const DEVELOPER_NAMES: readonly string[] = [...FICTIONAL_DEVELOPERS, ...HOLDER_NAMES];
export const PUBLISHER_NAMES: readonly string[] = [...FICTIONAL_PUBLISHERS, ...HOLDER_NAMES];
