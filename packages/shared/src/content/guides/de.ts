import type { ActivationGuide } from './types';

/** How to activate a key on each platform family, in German. */
export const activationGuide: ActivationGuide = {
  title: 'So aktivierst du ihn',
  pc: {
    step1:
      'Öffne Steam oder den auf der Produktseite genannten Launcher (etwa EA app, Ubisoft Connect oder Battle.net) und melde dich an.',
    step2:
      'Wähle Spiele → Ein Produkt bei Steam aktivieren (in anderen Launchern: Spiel hinzufügen oder Code einlösen).',
    step3: 'Füge den Key ein und bestätige.',
    step4: 'Das Spiel landet in deiner Bibliothek und kann heruntergeladen werden.',
  },
  xbox: {
    step1:
      'Öffne microsoft.com/redeem oder den Microsoft Store auf deiner Xbox oder deinem Windows-PC.',
    step2: 'Melde dich mit deinem Microsoft-Konto an.',
    step3: 'Wähle Einlösen, gib den 25-stelligen Code ein und bestätige.',
    step4: 'Unter Meine Spiele & Apps findest du das Spiel und kannst es installieren.',
  },
  playstation: {
    step1:
      'Öffne den PlayStation Store auf deiner Konsole oder store.playstation.com im Browser und melde dich an.',
    step2: 'Öffne das …-Menü (auf der Website: dein Avatar) und wähle Codes einlösen.',
    step3: 'Gib den Code ein und bestätige.',
    step4: 'Der Inhalt wird deiner Spielebibliothek oder deiner Geldbörse hinzugefügt.',
  },
  nintendo: {
    step1: 'Öffne den Nintendo eShop auf deiner Nintendo Switch und wähle deinen Benutzer.',
    step2: 'Wähle links Code einlösen.',
    step3: 'Gib den 16-stelligen Code ein und bestätige.',
    step4: 'Der Download startet von selbst; das Spiel erscheint im HOME-Menü.',
  },
};
