import type { LegalDocument, LegalPrices } from './types';

/** The prices clause of the terms in German. */
export const prices: LegalPrices = {
  chf: 'Alle Preise verstehen sich in Schweizer Franken (CHF) und enthalten die schweizerische Mehrwertsteuer (MWST) zum jeweils geltenden Satz.',
  other: (currency) =>
    `Die Preise werden in der von dir gewählten Währung angezeigt, derzeit ${currency}, und enthalten die Mehrwertsteuer deines Landes. Für Kundinnen und Kunden in der Schweiz ist der Preis in Schweizer Franken (CHF) inklusive schweizerischer MWST verbindlich.`,
};

/** The terms and conditions (`/terms`) in German. */
export const terms: LegalDocument = {
  title: 'Allgemeine Geschäftsbedingungen',
  intro:
    'Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für jeden Kauf im BigKeys-Onlineshop und für die Nutzung deines Kundenkontos. Bitte lies sie sorgfältig, bevor du bestellst. Wie wir mit deinen personenbezogenen Daten umgehen, erklärt unsere [Datenschutzerklärung](/privacy).',
  highlights: [
    {
      icon: 'returns',
      title: '7 Tage Rückgabe',
      text: 'Beantrage eine Rückgabe innerhalb von 7 Tagen nach der Lieferung, solange der Key nicht aufgedeckt wurde.',
    },
    {
      icon: 'refund',
      title: 'Erstattung in 5–10 Werktagen',
      text: 'Genehmigte Erstattungen gehen auf dein ursprüngliches Zahlungsmittel zurück.',
    },
    {
      icon: 'delivery',
      title: 'Lieferung innerhalb von 24 Stunden',
      text: 'Digitale Keys kommen in der Regel sofort, spätestens innerhalb von 24 Stunden.',
    },
    {
      icon: 'support',
      title: 'Support innerhalb von 2 Werktagen',
      text: 'Unser Support-Team beantwortet jede Anfrage innerhalb von 2 Werktagen.',
    },
  ],
  sections: [
    {
      id: 'scope',
      title: 'Geltungsbereich und Anbieter',
      blocks: [
        {
          type: 'paragraph',
          text: 'Der BigKeys-Onlineshop („BigKeys“, „wir“, „uns“) wird von BigKeys, Zürich, Schweiz, betrieben. Wir verkaufen digitale Spiele-Keys, Zusatzinhalte (DLC), Geschenkkarten und Abo-Karten für PC, Xbox, PlayStation und Nintendo sowie, soweit angeboten, physische Waren.',
        },
        {
          type: 'paragraph',
          text: 'Diese AGB gelten für alle Verträge, die zwischen BigKeys und seinen Kundinnen und Kunden („du“) über unsere Website geschlossen werden. Abweichende Bedingungen von Kundinnen und Kunden gelten nur, wenn wir ihnen ausdrücklich schriftlich zugestimmt haben. Zwingende Verbraucherschutzvorschriften des Landes, in dem du lebst, bleiben unberührt.',
        },
        {
          type: 'paragraph',
          text: 'Für unsere Großhandels-API und unsere Kassenterminals für Unternehmen gelten gesonderte Verträge. Diese AGB gelten dafür nur, soweit jene Verträge auf sie verweisen.',
        },
        {
          type: 'paragraph',
          text: 'Wir veröffentlichen diese AGB auf Englisch, Deutsch, Spanisch, Französisch und Italienisch. Alle Fassungen haben denselben Inhalt; sollten sie einmal voneinander abweichen, gilt die Fassung in der Sprache, in der du bestellt hast.',
        },
      ],
    },
    {
      id: 'account',
      title: 'Kundenkonto',
      blocks: [
        {
          type: 'paragraph',
          text: 'Den Katalog ansehen und den Warenkorb füllen kannst du auch als Gast. Um zu bezahlen und Keys zu erhalten und zu verwalten, brauchst du ein Kundenkonto. Ein Konto darfst du ab 18 Jahren eröffnen oder mit Zustimmung eines Elternteils oder deines gesetzlichen Vertreters.',
        },
        {
          type: 'list',
          items: [
            'Ein Konto gehört einer einzigen natürlichen Person. Konten dürfen nicht geteilt, übertragen oder verkauft werden, und du darfst nicht mehr als ein Konto besitzen.',
            'Die Angaben in deinem Profil (Vor- und Nachname, Geburtsdatum, Adresse, Ort, Postleitzahl und Land) müssen richtig und vollständig sein, und du musst sie aktuell halten. Deine E-Mail-Adresse muss bestätigt sein, bevor du einkaufen kannst.',
            'Halte dein Passwort geheim und sag uns sofort Bescheid, wenn du vermutest, dass jemand anderes dein Konto nutzt. Unter Dashboard › Sicherheit kannst du dich jederzeit auf anderen Geräten abmelden.',
            'Um Betrug zu verhindern und gesetzliche Pflichten zu erfüllen, können wir dich bitten, deine Identität zu bestätigen, bevor eine Bestellung geliefert wird oder weitere Bestellungen angenommen werden. Bis die Identitätsprüfung abgeschlossen ist, können wir Bestellungen zurückhalten und das Konto einschränken.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Wir können ein Konto sperren oder schließen, das entgegen diesen AGB genutzt wird, insbesondere bei Betrug, missbräuchlichen Rückbuchungen oder dem Weiterverkauf von Keys. Keys, die du bereits erhalten und bezahlt hast, bleiben nutzbar, sofern sie nicht durch Betrug erlangt wurden.',
        },
      ],
    },
    {
      id: 'products',
      title: 'Produkte, Plattformen und Regionen',
      blocks: [
        {
          type: 'paragraph',
          text: 'Jede Produktseite nennt die Plattform (zum Beispiel Steam, Xbox, PlayStation oder Nintendo), die Edition und gegebenenfalls die Region, in der ein Key aktiviert werden kann. Bitte prüfe diese Angaben und die Systemanforderungen vor dem Kauf; ein Key, der für die falsche Plattform oder Region gekauft wurde, ist kein Mangel.',
        },
        {
          type: 'paragraph',
          text: 'Keys, Geschenkkarten und Abo-Karten werden beim Dienst des jeweiligen Plattformbetreibers aktiviert. Für die Nutzung des Spiels oder Guthabens gelten die Bedingungen dieses Betreibers, die du bei der Aktivierung akzeptierst. Auf die Dienste, die Verfügbarkeit und die Kontoentscheidungen des Betreibers haben wir keinen Einfluss.',
        },
        {
          type: 'paragraph',
          text: 'Deinem Konto ist eine Region zugeordnet, nach der sich die angebotenen Produkte, Preise und die Währung richten. Die Region eines Kontos kann nur unser Support-Team ändern; schreib uns an support@bigkeys.example und nenne den Grund (zum Beispiel einen Umzug in ein anderes Land).',
        },
      ],
    },
    {
      id: 'prices',
      title: 'Preise und Zahlung',
      blocks: [
        { type: 'prices' },
        {
          type: 'paragraph',
          text: 'Es gilt der Preis, der beim Absenden der Bestellung in deinem Warenkorb angezeigt wird. Aktionspreise stehen neben dem durchgestrichenen ursprünglichen Preis. Ein Treuerabatt wird vor der Zahlung im Warenkorb abgezogen.',
        },
        {
          type: 'paragraph',
          text: 'Du kannst mit Kredit- oder Debitkarte (Visa, MasterCard), Apple Pay, Google Pay, Klarna oder PayPal bezahlen. Zahlungen wickelt unser Zahlungsdienstleister über eine verschlüsselte Verbindung ab; deine vollständige Kartennummer sehen und speichern wir nie. Für Klarna und PayPal können deren eigene Bedingungen gelten.',
        },
        {
          type: 'paragraph',
          text: 'Ist ein Preis wegen eines technischen Fehlers oder eines Tippfehlers offensichtlich falsch, sind wir nicht daran gebunden. In diesem Fall informieren wir dich vor der Lieferung, und du kannst den richtigen Preis annehmen oder die Bestellung gegen volle Erstattung stornieren.',
        },
      ],
    },
    {
      id: 'ordering',
      title: 'Bestellung und Vertragsschluss',
      blocks: [
        {
          type: 'paragraph',
          text: 'Die Produkte in unserem Shop sind eine Einladung, ein Angebot abzugeben. Du kannst bis zu 3 Einheiten desselben Produkts für dieselbe Plattform in eine Warenkorbzeile legen. Mit dem Abschluss der Zahlung gibst du ein verbindliches Angebot zum Kauf der Produkte in deinem Warenkorb ab.',
        },
        {
          type: 'paragraph',
          text: 'Der Vertrag kommt zustande, wenn wir deine Bestellung per E-Mail bestätigen oder die Produkte liefern, je nachdem, was zuerst geschieht. Die Bestellbestätigung, deine Rechnung und deine Keys findest du in deinem Konto unter Dashboard › Käufe, wo du die Rechnung auch herunterladen kannst.',
        },
        {
          type: 'paragraph',
          text: 'Wir können eine Bestellung ablehnen, insbesondere wenn ein Produkt nicht vorrätig ist, die Zahlung fehlschlägt oder Anzeichen für Betrug bestehen. Bereits belastete Beträge erstatten wir dann vollständig.',
        },
      ],
    },
    {
      id: 'delivery',
      title: 'Lieferung',
      blocks: [],
      subsections: [
        {
          id: 'digital-delivery',
          title: 'Digitale Produkte',
          blocks: [
            {
              type: 'paragraph',
              text: 'Digitale Produkte werden in dein Konto geliefert. Die Lieferung erfolgt in der Regel sofort nach der Zahlung und dauert höchstens 24 Stunden. Deine Keys erscheinen dann in deinem Konto unter Dashboard › Käufe.',
            },
          ],
        },
        {
          id: 'fraud-review',
          title: 'Betrugsprüfung',
          blocks: [
            {
              type: 'paragraph',
              text: 'Zum Schutz unserer Kundschaft und von uns selbst kann ein Kauf für eine Betrugsprüfung zurückgehalten werden. Solange die Prüfung läuft, zeigt dein Kauf einen Hinweis, dass er geprüft wird. Sobald der Kauf freigegeben ist, schicken wir dir eine E-Mail; können wir ihn nicht freigeben, stornieren wir die Bestellung und erstatten den vollen Betrag.',
            },
          ],
        },
        {
          id: 'physical-delivery',
          title: 'Physische Waren',
          blocks: [
            {
              type: 'paragraph',
              text: 'Soweit wir physische Waren verkaufen, dauert die Lieferung innerhalb der Schweiz 3–5 Werktage und bei internationalen Sendungen 7–14 Werktage oder länger. Außerhalb der Schweiz können die Behörden des Bestimmungslandes Zölle und Einfuhrabgaben erheben.',
            },
          ],
        },
      ],
    },
    {
      id: 'key-reveal',
      title: 'Aufdecken, Nutzung und Verschenken von Keys',
      blocks: [
        {
          type: 'paragraph',
          text: 'Zu deinem Schutz bleibt jeder Key in deinem Konto verborgen, bis du ihn aufdeckst. Bevor der Key angezeigt wird, zeigen wir dir einen Warnhinweis, und du musst bestätigen, dass du ihn aufdecken möchtest.',
        },
        {
          type: 'notice',
          text: 'Das Aufdecken eines Keys kann nicht rückgängig gemacht werden. Sobald ein Key aufgedeckt ist, gilt er als geliefert und genutzt, und das Recht auf eine sofortige Erstattung endet.',
        },
        {
          type: 'paragraph',
          text: 'Behandle aufgedeckte Keys vertraulich. Einen Key, den jemand anderes aktiviert hat, nachdem du ihn aufgedeckt oder weitergegeben hast, können wir nicht ersetzen. Unser Hilfe-Center erklärt, wie du einen Key auf jeder Plattform aktivierst.',
        },
        {
          type: 'paragraph',
          text: 'Einen nicht aufgedeckten Key kannst du einer Freundin oder einem Freund schenken. Gib dazu die E-Mail-Adresse der beschenkten Person zweimal ein; wir schicken ihr dann eine E-Mail mit einer Anleitung. Sobald das Geschenk eingelöst wird, wechselt der Key in ihr Konto und ist in deinem nicht mehr verfügbar. Ein eingelöstes Geschenk kann nicht zurückgenommen werden.',
        },
      ],
    },
    {
      id: 'cancellation',
      title: 'Stornierung',
      blocks: [
        {
          type: 'paragraph',
          text: 'Du kannst eine Bestellung gegen volle Erstattung nur stornieren, bevor dir ein digitaler Code angezeigt oder zugeschickt wurde, und bei physischen Waren, bevor sie versandt wurden. Vorbestellungen kannst du jederzeit bis zur Lieferung stornieren.',
        },
        {
          type: 'paragraph',
          text: 'Wenn du in der Europäischen Union lebst, hast du bei Verträgen über digitale Inhalte ein gesetzliches Widerrufsrecht. Indem du uns bittest, deinen Key sofort zu liefern, und ihn aufdeckst, stimmst du ausdrücklich zu, dass die Lieferung vor Ablauf der Widerrufsfrist beginnt, und du bestätigst, dass du dadurch dein Widerrufsrecht verlierst.',
        },
        {
          type: 'paragraph',
          text: 'Um eine Bestellung zu stornieren, wende dich an unser Support-Team unter support@bigkeys.example und gib deine Bestellnummer an.',
        },
      ],
    },
    {
      id: 'returns',
      title: 'Rückgabe und Erstattung',
      blocks: [
        {
          type: 'paragraph',
          text: 'Du kannst innerhalb von 7 Tagen nach der Lieferung eine Rückgabe beantragen. Ein digitales Produkt kann nur zurückgegeben werden, wenn sein Key weder aufgedeckt noch verschenkt wurde. Physische Waren müssen unbenutzt, vollständig und in der Originalverpackung zurückgeschickt werden.',
        },
        {
          type: 'paragraph',
          text: 'Sobald wir eine Rückgabe oder Stornierung genehmigt haben, wird die Erstattung innerhalb von 5–10 Werktagen auf dein ursprüngliches Zahlungsmittel überwiesen. Wann der Betrag auf deinem Konto erscheint, hängt auch von deiner Bank oder deinem Zahlungsanbieter ab.',
        },
        {
          type: 'paragraph',
          text: 'Für einen Key, der nicht funktioniert, gilt die Frist von 7 Tagen nicht: Er ist durch die unten beschriebene Gewährleistung abgedeckt.',
        },
      ],
    },
    {
      id: 'warranty',
      title: 'Gewährleistung',
      blocks: [
        {
          type: 'paragraph',
          text: 'Wir leisten Gewähr dafür, dass die gelieferten Produkte frei von Mängeln sind, zum Beispiel dass ein Key gültig ist und auf der Plattform und in der Region aktiviert werden kann, die auf der Produktseite angegeben sind. Gewährleistungsansprüche kannst du innerhalb von 1 Jahr ab Lieferung geltend machen.',
        },
        {
          type: 'paragraph',
          text: 'Wende dich dazu an unser Support-Team und beschreibe das Problem, am besten mit einem Screenshot der Fehlermeldung der Plattform. Wir prüfen den Key zunächst beim Herausgeber. Ist der Anspruch berechtigt, liefern wir einen funktionierenden Ersatz oder, falls das nicht möglich ist, erstatten wir den bezahlten Preis.',
        },
        {
          type: 'paragraph',
          text: 'Die Gewährleistung umfasst keine Keys, die nach dem Aufdecken von dir oder anderen aktiviert, geteilt oder weitergegeben wurden, und keine Probleme, die der Plattformbetreiber verursacht, etwa durch einen Ausfall oder eine Entscheidung über dein Plattformkonto. Zwingende gesetzliche Gewährleistungsrechte bleiben unberührt.',
        },
      ],
    },
    {
      id: 'loyalty',
      title: 'Treuestufen und Empfehlungsprogramm',
      blocks: [],
      subsections: [
        {
          id: 'loyalty-levels',
          title: 'Treuestufen',
          blocks: [
            {
              type: 'paragraph',
              text: 'Mit Käufen, Erfolgen und Quests steigt dein Konto durch fünf Stufen auf. Ab Stufe 2 erhältst du auf berechtigte Käufe einen Rabatt, der automatisch im Warenkorb abgezogen wird:',
            },
            {
              type: 'definitions',
              items: [
                { term: 'Stufe 1 · New Challenger', description: 'kein Rabatt' },
                { term: 'Stufe 2 · Loot Hunter', description: '3 % Rabatt' },
                { term: 'Stufe 3 · Elite Raider', description: '5 % Rabatt' },
                { term: 'Stufe 4 · Mythic Champion', description: '7 % Rabatt' },
                { term: 'Stufe 5 · Legendary Vault Guardian', description: '10 % Rabatt' },
              ],
            },
            {
              type: 'paragraph',
              text: 'Auf der höchsten Stufe kannst du Prestige freischalten; dabei wird deine Stufe zurückgesetzt, sodass du erneut aufsteigen kannst. Rabatte und Quest-Belohnungen haben keinen Geldwert, sind nicht übertragbar und nicht mit anderen Rabatten kombinierbar, sofern das Angebot nichts anderes sagt.',
            },
          ],
        },
        {
          id: 'referral-programme',
          title: 'Empfehlungsprogramm',
          blocks: [
            {
              type: 'paragraph',
              text: 'Mit deinem persönlichen Empfehlungslink kannst du BigKeys weiterempfehlen. Öffnet jemand deinen Link, merken wir uns die Empfehlung 60 Tage lang. Registriert sich diese Person in diesem Zeitraum, erhältst du den in deinem Dashboard angezeigten Anteil am Nettobetrag (ohne Mehrwertsteuer) jeder Bestellung, die sie in den 12 Monaten nach ihrer Registrierung aufgibt, gutgeschrieben in der Währung des Kaufs. Eine Gutschrift wird 7 Tage nach der Zahlung verfügbar, wenn die Bestellung nicht mehr erstattet werden kann, und auf Anfrage ab 10 € (oder dem gleichen Betrag in der Währung der Gutschrift) ausgezahlt.',
            },
            {
              type: 'paragraph',
              text: 'Nicht erlaubt sind Selbstempfehlungen, das Anlegen von Konten zu diesem Zweck, Spam und irreführende Werbung. Gutschriften, die unter Verstoß gegen diese Regeln oder aus stornierten oder erstatteten Bestellungen entstanden sind, verfallen. Wir können das Programm für die Zukunft ändern oder beenden; bereits verdiente Gutschriften bleiben gültig.',
            },
          ],
        },
      ],
    },
    {
      id: 'fair-use',
      title: 'Faire Nutzung und Weiterverkauf',
      blocks: [
        {
          type: 'paragraph',
          text: 'Produkte aus unserem Shop sind für deinen eigenen, privaten Gebrauch oder als Geschenk bestimmt. Nicht erlaubt ist:',
        },
        {
          type: 'list',
          items: [
            'Keys, Geschenkkarten oder Abo-Karten weiterzuverkaufen oder auf Marktplätzen anzubieten;',
            'mit gestohlenen oder fremden Zahlungsmitteln einzukaufen oder Keys durch Rückbuchungen zu erlangen, ohne zu bezahlen;',
            'automatisiert auf den Shop zuzugreifen (Bots, Scraping) oder Limits und Sicherheitsmaßnahmen zu umgehen.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Bei einem Verstoß können wir die betroffenen Bestellungen stornieren, noch nicht aufgedeckte Keys sperren und das Konto schließen. Schadenersatzansprüche behalten wir uns vor.',
        },
      ],
    },
    {
      id: 'support',
      title: 'Support und Kontakt',
      blocks: [
        {
          type: 'paragraph',
          text: 'Du erreichst uns über das Hilfe-Center auf jeder Seite, per Chat, per Support-Ticket oder per E-Mail an support@bigkeys.example. Unser Support-Team antwortet innerhalb von 2 Werktagen.',
        },
        {
          type: 'paragraph',
          text: 'Im Chat beantwortet Biggie AI Assistant allgemeine Fragen sofort. Seine Antworten werden automatisch erzeugt und können unvollständig sein; sie sind keine verbindlichen Erklärungen von BigKeys. Über Rückgaben, Erstattungen und Gewährleistungsansprüche entscheidet immer unser Support-Team.',
        },
      ],
    },
    {
      id: 'liability',
      title: 'Haftung',
      blocks: [
        {
          type: 'paragraph',
          text: 'Wir haften unbeschränkt für Schäden, die vorsätzlich oder grob fahrlässig verursacht wurden, sowie für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Vertragspflichten und nur für den typischen, vorhersehbaren Schaden, höchstens bis zum Preis der betroffenen Bestellung.',
        },
        {
          type: 'paragraph',
          text: 'Wir haften nicht für die Dienste der Plattformbetreiber, für Unterbrechungen dieser Dienste oder für Schäden, die dadurch entstehen, dass du einen aufgedeckten Key offenlegst. Die Haftung nach zwingendem Recht, insbesondere nach dem Produkthaftungsrecht, bleibt unberührt.',
        },
      ],
    },
    {
      id: 'changes',
      title: 'Änderungen dieser AGB',
      blocks: [
        {
          type: 'paragraph',
          text: 'Wir können diese AGB für die Zukunft ändern, zum Beispiel wenn sich das Recht oder unsere Leistungen ändern. Änderungen kündigen wir auf dieser Seite an und informieren registrierte Kundinnen und Kunden rechtzeitig vor ihrem Inkrafttreten per E-Mail. Für jede Bestellung gelten die AGB, die bei ihrer Aufgabe in Kraft waren.',
        },
      ],
    },
    {
      id: 'law',
      title: 'Anwendbares Recht und Streitigkeiten',
      blocks: [
        {
          type: 'paragraph',
          text: 'Diese AGB und alle darunter geschlossenen Verträge unterliegen schweizerischem Recht unter Ausschluss des Übereinkommens der Vereinten Nationen über Verträge über den internationalen Warenkauf (CISG). Bist du Verbraucherin oder Verbraucher, behältst du den Schutz der zwingenden Bestimmungen des Rechts des Landes, in dem du deinen gewöhnlichen Aufenthalt hast.',
        },
        {
          type: 'paragraph',
          text: 'Gerichtsstand ist Zürich, Schweiz. Verbraucherinnen und Verbraucher können auch an ihrem Wohnsitz klagen und nur dort verklagt werden. Bitte wende dich vor einem Gerichtsverfahren an unser Support-Team: Die meisten Probleme lassen sich schnell und direkt lösen.',
        },
        {
          type: 'paragraph',
          text: 'Sollte eine Bestimmung dieser AGB unwirksam sein, bleiben die übrigen Bestimmungen wirksam.',
        },
      ],
    },
  ],
};

/** The privacy policy (`/privacy`) in German. */
export const privacy: LegalDocument = {
  title: 'Datenschutzerklärung',
  intro:
    'Diese Datenschutzerklärung erklärt, welche personenbezogenen Daten BigKeys bearbeitet, wenn du unseren Shop besuchst, ein Konto eröffnest, einkaufst oder uns kontaktierst, warum wir das tun und welche Rechte du hast. Sie beruht auf dem schweizerischen Bundesgesetz über den Datenschutz (DSG) und, soweit anwendbar, auf der Datenschutz-Grundverordnung der EU (DSGVO). Für deine Käufe gelten unsere [Allgemeinen Geschäftsbedingungen](/terms).',
  highlights: [
    {
      icon: 'card',
      title: 'Keine vollständigen Kartennummern',
      text: 'Kartenzahlungen wickelt unser Zahlungsdienstleister ab; deine vollständige Kartennummer sehen wir nie.',
    },
    {
      icon: 'lock',
      title: 'Verschlüsselte Keys, gehashte Passwörter',
      text: 'Keys speichern wir verschlüsselt, Passwörter nur als argon2-Hashes.',
    },
    {
      icon: 'consent',
      title: 'Analyse nur mit Einwilligung',
      text: 'Statistik- und Werbe-Cookies nutzen wir erst nach deiner Wahl im Einwilligungsdialog.',
    },
    {
      icon: 'rights',
      title: 'Deine Daten, deine Rechte',
      text: 'Verlange jederzeit Auskunft, Berichtigung, Löschung oder eine Kopie deiner Daten.',
    },
  ],
  sections: [
    {
      id: 'controller',
      title: 'Verantwortlicher und Kontakt',
      blocks: [
        {
          type: 'paragraph',
          text: 'Verantwortlich für die Bearbeitung deiner personenbezogenen Daten ist BigKeys, Zürich, Schweiz.',
        },
        {
          type: 'paragraph',
          text: 'Für alle Fragen zum Datenschutz und zur Ausübung deiner Rechte schreib an privacy@bigkeys.example. Bei Fragen zu Bestellungen, Keys oder deinem Konto erreichst du unser Support-Team unter support@bigkeys.example.',
        },
      ],
    },
    {
      id: 'data',
      title: 'Welche Daten wir bearbeiten',
      blocks: [
        {
          type: 'paragraph',
          text: 'Wir bearbeiten nur die Daten, die wir für die in dieser Erklärung beschriebenen Zwecke brauchen. Je nachdem, wie du den Shop nutzt, sind das:',
        },
      ],
      subsections: [
        {
          id: 'data-account',
          title: 'Konto und Profil',
          blocks: [
            {
              type: 'paragraph',
              text: 'E-Mail-Adresse, Passwort (nur als Hash gespeichert), Vor- und Nachname, Geburtsdatum, Adresse, Ort, Postleitzahl, Land, Region, Sprache, Benachrichtigungseinstellungen und das Datum, an dem du unsere AGB akzeptiert hast. Meldest du dich mit einem Social-Media-Konto an, erhalten wir vom Anbieter deinen Namen, deine E-Mail-Adresse und eine Kennung dieses Kontos.',
            },
          ],
        },
        {
          id: 'data-orders',
          title: 'Bestellungen, Keys und Treueprogramm',
          blocks: [
            {
              type: 'paragraph',
              text: 'Bestellte Produkte, Preise, Währung, Rechnungen, gelieferte Keys und ob sie aufgedeckt wurden, Geschenke (einschließlich der E-Mail-Adresse der beschenkten Person), Stornierungen und Rückgaben, Favoriten, Bewertungen, Erfolge, Treuestufe, Quests und Empfehlungsdaten (dein Empfehlungscode, geworbene Kundinnen und Kunden und Gutschriften).',
            },
          ],
        },
        {
          id: 'data-payment',
          title: 'Zahlung',
          blocks: [
            {
              type: 'paragraph',
              text: 'Zahlungen wickelt unser Zahlungsdienstleister ab. Deine Kartendaten gibst du direkt beim Dienstleister ein; deine vollständige Kartennummer sehen und speichern wir nie. Wir erhalten nur den Zahlungsstatus, die Zahlungsart und bei Karten die Marke, die letzten vier Ziffern und das Ablaufdatum.',
            },
          ],
        },
        {
          id: 'data-identity',
          title: 'Identitätsprüfung',
          blocks: [
            {
              type: 'paragraph',
              text: 'Wir können dich bitten, deine Identität zu bestätigen: nach einer grossen Bestellung, einer Zahlung mit einer Karte aus einem anderen Land als dem deines Kontos, nach wiederholt abgelehnten Zahlungen oder wenn unser Team darum bittet. Du sendest dann ein Foto deines Ausweisdokuments und ein Selfie, die ein Verifizierungsdienstleister in unserem Auftrag prüft. Die Fotos werden verschlüsselt gespeichert (AES-256), niemandem je wieder gezeigt, weder dir noch unserem Team, und gelöscht, sobald die Entscheidung endgültig ist (bestätigt oder abgelehnt). Wir behalten das Ergebnis der Prüfung und, falls sie abgebrochen wurde, den Grund.',
            },
          ],
        },
        {
          id: 'data-support',
          title: 'Support-Tickets und Chat',
          blocks: [
            {
              type: 'paragraph',
              text: 'Deine Support-Tickets und Chatnachrichten mit Kategorie, Thema, Zeitpunkt und den Antworten, die du erhältst. Nachrichten an Biggie AI Assistant werden automatisch bearbeitet, um eine Antwort zu erzeugen, und mit dem Gespräch gespeichert, damit unser Support-Team übernehmen kann. Bitte gib im Chat keine Passwörter, vollständigen Kartennummern oder Keys ein.',
            },
          ],
        },
        {
          id: 'data-newsletter',
          title: 'Newsletter und Benachrichtigungen',
          blocks: [
            {
              type: 'paragraph',
              text: 'Deine E-Mail-Adresse und den Zeitpunkt der Anmeldung, wenn du unseren Newsletter abonnierst; deine Einstellungen für Browser-, E-Mail- und SMS-Benachrichtigungen und, wenn du sie aktivierst, das Push-Abonnement des Browsers und deine Mobilnummer. Nachrichten, die du über unser Kontakt- oder Bewerbungsformular sendest, speichern wir mit der angegebenen E-Mail-Adresse.',
            },
          ],
        },
        {
          id: 'data-device',
          title: 'Gerät, Sitzung und IP-Adresse',
          blocks: [
            {
              type: 'paragraph',
              text: 'Bei jeder Nutzung des Shops übermittelt dein Browser technische Daten: IP-Adresse, Datum und Uhrzeit, die aufgerufene Seite, Browser und Betriebssystem (User-Agent) sowie die Sprache. Deine IP-Adresse nutzen wir, um dir Region und Währung vorzuschlagen und Betrug zu erkennen. Für jede angemeldete Sitzung speichern wir das Gerät, die IP-Adresse, den Zeitpunkt der Anmeldung und die letzte Aktivität; du kannst diese Sitzungen unter Dashboard › Sicherheit einsehen und beenden.',
            },
          ],
        },
      ],
    },
    {
      id: 'purposes',
      title: 'Zwecke und Rechtsgrundlagen',
      blocks: [
        {
          type: 'paragraph',
          text: 'Wir bearbeiten personenbezogene Daten nach den Grundsätzen des DSG: rechtmäßig, nach Treu und Glauben, verhältnismäßig, zweckgebunden und richtig. Soweit die DSGVO gilt, stützen wir uns auf folgende Rechtsgrundlagen:',
        },
        {
          type: 'definitions',
          items: [
            {
              term: 'Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO)',
              description:
                'um dein Konto zu führen, Bestellungen und Zahlungen abzuwickeln, Keys zu liefern, Stornierungen, Rückgaben und Gewährleistungsansprüche zu bearbeiten, das Treue- und das Empfehlungsprogramm zu betreiben und deine Support-Anfragen zu beantworten.',
            },
            {
              term: 'Rechtliche Verpflichtung (Art. 6 Abs. 1 lit. c DSGVO)',
              description:
                'um Geschäftsbücher und Rechnungen aufzubewahren, Steuer- und Mehrwertsteuerpflichten zu erfüllen und rechtmäßige Anfragen von Behörden zu beantworten.',
            },
            {
              term: 'Berechtigte Interessen (Art. 6 Abs. 1 lit. f DSGVO)',
              description:
                'um den Shop sicher zu halten, Betrug und Missbrauch zu verhindern (einschließlich Betrugsprüfung und Identitätsprüfungen), dir Region und Währung vorzuschlagen und unsere Leistungen zu verbessern.',
            },
            {
              term: 'Einwilligung (Art. 6 Abs. 1 lit. a DSGVO)',
              description:
                'für den Newsletter, für Browser- und SMS-Benachrichtigungen sowie für Analyse- und Werbe-Cookies. Du kannst deine Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen.',
            },
          ],
        },
        {
          type: 'paragraph',
          text: 'Nach dem DSG ist unsere Bearbeitung durch den Vertrag mit dir, durch unsere gesetzlichen Pflichten, durch unsere überwiegenden Interessen oder durch deine Einwilligung gerechtfertigt (Art. 31 DSG). Wir verkaufen deine personenbezogenen Daten nicht.',
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies und lokaler Speicher',
      blocks: [
        {
          type: 'paragraph',
          text: 'Cookies sind kleine Textdateien, die der Shop in deinem Browser ablegt. Der lokale Speicher (Local Storage) ist ein ähnlicher Speicherbereich in deinem Browser, der von sich aus nie an unseren Server gesendet wird.',
        },
      ],
      subsections: [
        {
          id: 'essential-cookies',
          title: 'Notwendige Cookies',
          blocks: [
            {
              type: 'paragraph',
              text: 'Diese Cookies braucht der Shop, um zu funktionieren; sie sind immer aktiv:',
            },
            {
              type: 'definitions',
              items: [
                {
                  term: 'sid',
                  description:
                    'hält dich angemeldet. Es endet nach 7 Tagen ohne Aktivität und spätestens nach 30 Tagen oder wenn du dich abmeldest.',
                },
                {
                  term: 'XSRF-TOKEN',
                  description:
                    'schützt dein Konto vor Cross-Site-Request-Forgery (CSRF); es wird mit jeder Änderung, die du vornimmst, zurückgesendet.',
                },
                {
                  term: 'currency',
                  description: 'merkt sich die Währung, in der Preise angezeigt werden.',
                },
                { term: 'region', description: 'merkt sich deine Region.' },
                {
                  term: 'bs_referral',
                  description:
                    'merkt sich den Empfehlungslink, über den du gekommen bist, damit die Empfehlung gutgeschrieben werden kann; es wird nach 60 Tagen gelöscht.',
                },
                {
                  term: 'social_flow',
                  description:
                    'nur während der Anmeldung mit einem Social-Media-Konto; es schützt die Anmeldung und wird nach 10 Minuten gelöscht.',
                },
              ],
            },
          ],
        },
        {
          id: 'local-storage',
          title: 'Lokaler Speicher',
          blocks: [
            {
              type: 'paragraph',
              text: 'Der Shop legt Folgendes im lokalen Speicher deines Browsers ab, damit deine Einstellungen ein Neuladen überstehen:',
            },
            {
              type: 'list',
              items: [
                '`userLanguage`: die von dir gewählte Sprache;',
                'dein Farbschema (hell, dunkel oder automatisch);',
                'deinen Warenkorb sowie die gewählte Währung und Region;',
                'deine Wahl im Einwilligungsdialog.',
              ],
            },
            {
              type: 'paragraph',
              text: 'Außerdem legt der Shop seine Programmdateien in deinem Browser ab, damit die rechtlichen Seiten und die Informationsseiten auch offline funktionieren.',
            },
          ],
        },
        {
          id: 'analytics-consent',
          title: 'Analyse und deine Einwilligung',
          blocks: [
            {
              type: 'paragraph',
              text: 'Bei deinem ersten Besuch fragt dich der Einwilligungsdialog nach deiner Wahl. Bis du gewählt hast, werden keine Analyse- oder Werbe-Cookies verwendet.',
            },
            {
              type: 'definitions',
              items: [
                {
                  term: 'Nur notwendige',
                  description:
                    'nur die oben genannten notwendigen Cookies und anonyme Besuchsstatistiken. Werbespeicher, personalisierte Werbung und die Weitergabe von Daten für Werbung bleiben ausgeschaltet.',
                },
                {
                  term: 'Alle akzeptieren',
                  description: 'zusätzlich sind Werbe-Cookies und personalisierte Werbung erlaubt.',
                },
              ],
            },
            {
              type: 'paragraph',
              text: 'Um deine Wahl zu ändern, lösche die Website-Daten unseres Shops in den Einstellungen deines Browsers; der Einwilligungsdialog fragt dich dann bei deinem nächsten Besuch erneut.',
            },
          ],
        },
      ],
    },
    {
      id: 'retention',
      title: 'Wie lange wir Daten aufbewahren',
      blocks: [
        {
          type: 'paragraph',
          text: 'Wir bewahren personenbezogene Daten nur so lange auf, wie wir sie für den Zweck brauchen, zu dem sie erhoben wurden, oder wie es das Gesetz verlangt:',
        },
        {
          type: 'list',
          items: [
            'Kontodaten: solange dein Konto besteht. Nachdem du dein Konto geschlossen hast, löschen oder anonymisieren wir sie innerhalb von 30 Tagen, mit Ausnahme der Daten, die wir von Gesetzes wegen aufbewahren müssen.',
            'Bestellungen und Rechnungen: 10 Jahre, wie es das schweizerische Buchführungsrecht verlangt.',
            'Support-Tickets und Chats: 2 Jahre nach Abschluss des Gesprächs.',
            'Identitätsprüfungen: das Ergebnis, solange dein Konto besteht; die Fotos deines Dokuments und dein Selfie werden gelöscht, sobald die Entscheidung endgültig ist.',
            'Sitzungen: bis sie enden; Aufzeichnungen beendeter Sitzungen werden nach 90 Tagen gelöscht.',
            'Newsletter: bis du dich abmeldest.',
          ],
        },
      ],
    },
    {
      id: 'recipients',
      title: 'Empfänger',
      blocks: [
        {
          type: 'paragraph',
          text: 'Wir geben personenbezogene Daten nur weiter, soweit das für die oben genannten Zwecke nötig ist. Unsere Dienstleister bearbeiten Daten in unserem Auftrag auf der Grundlage eines Auftragsbearbeitungsvertrags und nur nach unseren Weisungen:',
        },
        {
          type: 'list',
          items: [
            'Zahlungsdienstleister (Kartenzahlungen, Apple Pay, Google Pay, Klarna, PayPal) für die Abwicklung von Zahlungen und die Betrugsprävention;',
            'der Verifizierungsdienstleister für Identitätsprüfungen;',
            'E-Mail- und SMS-Dienstleister für den Versand von Bestellbestätigungen, Benachrichtigungen und des Newsletters;',
            'Hosting- und Infrastrukturanbieter, die unsere Server, Datenbanken und Sicherungen betreiben;',
            'der Anbieter des Sprachmodells hinter Biggie AI Assistant, für die Nachrichten, die du im Chat schreibst;',
            'Anbieter der Social-Media-Anmeldung, nur wenn du dich für die Anmeldung über sie entscheidest.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Darüber hinaus geben wir Daten an Behörden, Gerichte oder Berater weiter, wenn das Gesetz es verlangt oder wenn es nötig ist, um Rechtsansprüche durchzusetzen oder abzuwehren.',
        },
      ],
    },
    {
      id: 'transfers',
      title: 'Übermittlung ins Ausland',
      blocks: [
        {
          type: 'paragraph',
          text: 'Wir bearbeiten Daten hauptsächlich in der Schweiz und im Europäischen Wirtschaftsraum. Einige Dienstleister können Daten in anderen Ländern bearbeiten. Wir übermitteln Daten ins Ausland nur in Länder, deren Datenschutzniveau vom Schweizerischen Bundesrat oder der Europäischen Kommission als angemessen anerkannt ist, oder auf der Grundlage der Standardvertragsklauseln der Europäischen Kommission, wie sie in der Schweiz anerkannt sind, oder wenn eine andere gesetzliche Ausnahme gilt. Du kannst bei uns eine Kopie der verwendeten Garantien anfordern.',
        },
      ],
    },
    {
      id: 'rights',
      title: 'Deine Rechte',
      blocks: [
        {
          type: 'paragraph',
          text: 'Nach dem anwendbaren Datenschutzrecht hast du das Recht,',
        },
        {
          type: 'list',
          items: [
            'Auskunft über die personenbezogenen Daten zu erhalten, die wir über dich haben;',
            'unrichtige Daten berichtigen zu lassen;',
            'deine Daten löschen zu lassen, sofern wir sie nicht von Gesetzes wegen aufbewahren müssen;',
            'die Einschränkung der Bearbeitung zu verlangen;',
            'die Daten, die du uns gegeben hast, in einem gängigen, maschinenlesbaren Format zu erhalten (Datenübertragbarkeit);',
            'der Bearbeitung auf Grundlage unserer berechtigten Interessen zu widersprechen, der Direktwerbung jederzeit;',
            'deine Einwilligung jederzeit mit Wirkung für die Zukunft zu widerrufen;',
            'dich bei einer Aufsichtsbehörde zu beschweren: in der Schweiz beim Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB), in der EU bei der Behörde deines Wohnsitzlandes.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Um deine Rechte auszuüben, schreib an privacy@bigkeys.example. Die meisten Profilangaben kannst du auch selbst unter Dashboard › Benutzereinstellungen berichtigen. Wir antworten innerhalb von 30 Tagen und können dich bitten, zuerst deine Identität zu bestätigen.',
        },
      ],
    },
    {
      id: 'security',
      title: 'Sicherheit',
      blocks: [
        {
          type: 'paragraph',
          text: 'Wir schützen deine Daten mit technischen und organisatorischen Maßnahmen, die dem Risiko angemessen sind:',
        },
        {
          type: 'list',
          items: [
            'alle Verbindungen zum Shop sind verschlüsselt (HTTPS);',
            'Keys werden verschlüsselt gespeichert und erst entschlüsselt, wenn du sie aufdeckst;',
            'Passwörter werden nie im Klartext gespeichert, sondern nur als argon2-Hashes;',
            'Sitzungen enden automatisch und können jederzeit auf allen anderen Geräten beendet werden; jede Änderung ist gegen Cross-Site-Request-Forgery geschützt;',
            'nur Mitarbeitende, die die Daten für ihre Arbeit brauchen, haben Zugriff darauf.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Kein System ist vollkommen sicher. Erfahren wir von einer Verletzung der Datensicherheit, die dich gefährdet, informieren wir dich und die zuständige Behörde, wie es das Gesetz verlangt.',
        },
      ],
    },
    {
      id: 'automated-decisions',
      title: 'Automatisierte Entscheidungen',
      blocks: [
        {
          type: 'paragraph',
          text: 'Unsere Betrugsprüfung untersucht Käufe automatisch auf Anzeichen von Betrug und kann einen Kauf bis zur Prüfung zurückhalten. Ein Kauf wird nie allein von einer Maschine endgültig abgelehnt: Darüber entscheidet ein Mitglied unseres Teams. Du kannst jederzeit deinen Standpunkt darlegen und verlangen, dass ein Mensch die Entscheidung überprüft.',
        },
      ],
    },
    {
      id: 'children',
      title: 'Kinder',
      blocks: [
        {
          type: 'paragraph',
          text: 'Unser Shop richtet sich nicht an Kinder unter 16 Jahren. Jugendliche unter 18 Jahren dürfen den Shop nur mit Zustimmung eines Elternteils oder ihres gesetzlichen Vertreters nutzen. Erfahren wir, dass wir ohne diese Zustimmung Daten eines Kindes unter 16 Jahren erhoben haben, löschen wir sie.',
        },
      ],
    },
    {
      id: 'changes',
      title: 'Änderungen dieser Datenschutzerklärung',
      blocks: [
        {
          type: 'paragraph',
          text: 'Wir aktualisieren diese Datenschutzerklärung, wenn sich unsere Leistungen oder das Recht ändern. Es gilt die auf dieser Seite veröffentlichte Fassung. Über wesentliche Änderungen informieren wir registrierte Kundinnen und Kunden per E-Mail.',
        },
      ],
    },
  ],
};
