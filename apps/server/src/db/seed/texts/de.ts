import type { LanguagePack } from './language-pack';

export const de: LanguagePack = {
  and: 'und',
  or: 'oder',
  // Dative, as in „eine Laufzeit von 3 Monaten“.
  months: (n) => (n === 1 ? '1 Monat' : `${n} Monaten`),
  // prettier-ignore
  genres: [
    'ein Actionspiel', 'ein Abenteuerspiel', 'ein Rollenspiel', 'ein Shooter-Spiel',
    'ein Strategiespiel', 'ein Simulationsspiel', 'ein Sportspiel', 'ein Rennspiel',
    'ein Puzzlespiel', 'ein Jump ’n’ Run', 'ein Kampfspiel', 'ein Horrorspiel',
    'ein Survival-Spiel', 'ein Open-World-Spiel', 'ein Stealth-Spiel', 'ein Sandbox-Spiel',
    'ein Roguelike', 'ein Online-Rollenspiel', 'ein Rhythmusspiel', 'ein Casual-Spiel',
    'ein Spiel',
  ],
  // prettier-ignore
  regions: {
    EU: 'in Europa', UK: 'in Großbritannien', US: 'in den USA', CH: 'in der Schweiz',
    CA: 'in Kanada', AU: 'in Australien und Neuseeland', JP: 'in Japan', TR: 'in der Türkei',
  },
  gameIntros: [
    (f) =>
      `Mit ${f.title} liefert ${f.developer} ${f.genre}, das Neugier und schnelles Denken belohnt.`,
    (f) =>
      `${f.title} stammt von ${f.developer} und ist ${f.genre} mit einer Welt, in der man sich gern verliert.`,
    (f) => `${f.title} ist ${f.genre} von ${f.developer}, ${f.year} bei ${f.publisher} erschienen.`,
    (f) =>
      `${f.title} (${f.year}) ist ${f.genre} von ${f.developer}, das einen sofort in seinen Bann zieht.`,
  ],
  sequel: (f) =>
    `Es setzt die Reihe „${f.franchise}“ mit neuen Figuren, Schauplätzen und Ideen fort.`,
  preOrder: (f) => `Jetzt vorbestellen: Die Veröffentlichung ist für ${f.year} geplant.`,
  gameFeatures: [
    'Erkunde liebevoll gestaltete Level voller Geheimnisse und Abzweigungen.',
    'Spiele allein oder im Online-Koop mit Freunden.',
    'Ein dynamischer Soundtrack reagiert auf jede deiner Aktionen.',
    'Schalte neue Fähigkeiten frei und finde deinen eigenen Spielstil.',
    'Dutzende Stunden Inhalt mit hohem Wiederspielwert warten auf dich.',
    'Eine beeindruckende Grafik erweckt jeden Schauplatz zum Leben.',
    'Deine Entscheidungen verändern den Verlauf der Geschichte.',
    'Stelle dich höheren Schwierigkeitsgraden und erobere die Bestenlisten.',
    'Passe deinen Charakter, deine Ausrüstung und deine Bewaffnung an.',
    'Im Fotomodus hältst du deine schönsten Momente fest.',
    'Regelmäßige Updates bringen auch nach dem Start neue Herausforderungen.',
    'Die eingängige Steuerung ist schnell gelernt und macht lange Spaß.',
  ],
  gameClosings: [
    (f) => `Erhältlich für ${f.platforms}.`,
    (f) => `Hol dir deinen Key für ${f.platforms} und leg sofort los.`,
    (f) => `Aktiviere das Spiel wenige Minuten nach dem Kauf auf ${f.platforms}.`,
  ],
  dlcIntros: [
    (f) => `${f.name} ist ein Zusatzinhalt für ${f.baseTitle} von ${f.developer}.`,
    (f) => `${f.name} erweitert ${f.baseTitle} um neue Inhalte.`,
    (f) => `Erweitere dein Spielerlebnis in ${f.baseTitle} mit ${f.name}.`,
  ],
  dlcFeatures: [
    'Dich erwarten neue Missionen, Gegenstände und Orte.',
    'Neue Belohnungen und kosmetische Gegenstände warten auf dich.',
    'Die neuen Inhalte fügen sich nahtlos ins Hauptspiel ein.',
    'Fans des Hauptspiels bekommen viele zusätzliche Spielstunden.',
    'Neue Herausforderungen stellen dein Können auf die Probe.',
  ],
  dlcRequirement: (f) => `Erfordert das Hauptspiel ${f.baseTitle} für ${f.platforms}.`,
  giftCard: [
    (f) => `Die ${f.title} lädt Guthaben auf dein Konto bei ${f.platform}.`,
    (f) => `Wähle zwischen ${f.options}.`,
    (f) =>
      `Nutze das Guthaben für Spiele, DLC und In-Game-Inhalte; es gilt für Konten ${f.region}.`,
  ],
  subscription: [
    (f) => `${f.title} schaltet die Mitgliedschaft ${f.brand} auf ${f.platform} frei.`,
    (f) => `Wähle eine Laufzeit von ${f.options}; Codes verlängern eine bestehende Mitgliedschaft.`,
    (f) => `Gültig für Konten ${f.region}.`,
  ],
  cardDelivery: [
    'Dein Code kommt sofort nach der Zahlung.',
    'Der Code wird per E-Mail geliefert und erscheint sofort in deiner Bibliothek.',
  ],
};
