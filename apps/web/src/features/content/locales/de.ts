import { faqItems } from '@store/shared/content/faq/de';
import type { ContentTexts } from './en';

export const contentDe: ContentTexts = {
  onThisPage: 'Auf dieser Seite',
  about: {
    title: 'Über uns',
    eyebrow: 'Über BigKeys',
    heading: 'Spiele, Geschenkkarten und Abos – sofort geliefert',
    lead: 'BigKeys ist ein Onlineshop für digitale Spiele-Keys, DLC, Geschenkkarten und Abo-Karten für PC, Xbox, PlayStation und Nintendo. Bei uns sind die Preise klar, die Keys sicher und die Hilfe immer in der Nähe.',
    primaryCta: 'Produkte ansehen',
    secondaryCta: 'Kontakt',
    stats: {
      products: { value: '10.000+', label: 'Produkte im Katalog' },
      platforms: { value: '4', label: 'Plattformfamilien' },
      delivery: { value: 'Sofort', label: 'Lieferung, höchstens 24 Stunden' },
      levels: { value: '5', label: 'Treuestufen' },
    },
    sections: {
      products: 'Produkte',
      highlights: 'Highlights',
      loyalty: 'Treue',
      pricing: 'Preise',
      faqs: 'Häufige Fragen',
    },
    products: {
      eyebrow: 'Produkte',
      title: 'Alles, was du spielst, in einem Shop',
      intro:
        'Über 10.000 digitale Produkte – von den neuesten Releases bis zu den Karten, die dein Guthaben aufladen oder dein Abo verlängern.',
      platformsLabel: 'Nach Plattform einkaufen',
      items: {
        games: {
          title: 'Spiele',
          text: 'Neuheiten, Klassiker und Indie-Perlen als offizielle Keys für jede Plattform.',
          link: 'Spiele ansehen',
        },
        dlc: {
          title: 'DLC',
          text: 'Erweiterungen, Season Passes und Zusatzinhalte für die Spiele, die du schon besitzt.',
          link: 'DLC ansehen',
        },
        giftCards: {
          title: 'Geschenkkarten',
          text: 'Guthaben für Steam, Xbox, PlayStation, Nintendo und mehr – das perfekte Geschenk.',
          link: 'Geschenkkarten ansehen',
        },
        subscriptions: {
          title: 'Abo-Karten',
          text: 'Game Pass, PlayStation Plus, Nintendo Switch Online und weitere Mitgliedschaften.',
          link: 'Abo-Karten ansehen',
        },
      },
    },
    highlights: {
      eyebrow: 'Highlights',
      title: 'Warum Spieler bei BigKeys einkaufen',
      intro: 'Schnell, sicher und lohnend – und mit Menschen, die helfen, wenn du sie brauchst.',
      items: {
        delivery: {
          title: 'Sofortige Lieferung',
          text: 'Die meisten Keys sind Sekunden nach der Zahlung da; jede Bestellung wird spätestens innerhalb von 24 Stunden geliefert.',
        },
        safeKeys: {
          title: 'Sichere Keys',
          text: 'Offizielle Keys aus vertrauenswürdigen Quellen. Jeder Key bleibt verborgen, bis du ihn aufdeckst.',
        },
        loyalty: {
          title: 'Treuestufen',
          text: 'Steige in fünf Stufen vom New Challenger zum Legendary Vault Guardian auf und spare bis zu 10 % bei jeder Bestellung.',
        },
        helpCentre: {
          title: 'Hilfecenter rund um die Uhr',
          text: 'Anleitungen und der Biggie AI Assistant sind jederzeit für dich da, Tag und Nacht. Unser Support-Team antwortet innerhalb von 2 Werktagen.',
        },
        vat: {
          title: 'Klare Preise',
          text: 'Alle Preise enthalten die Mehrwertsteuer und werden in deiner Währung angezeigt – ohne Überraschungen an der Kasse.',
        },
        gifting: {
          title: 'Keys verschenken',
          text: 'Schicke ein Spiel oder eine Geschenkkarte per E-Mail direkt an einen Freund.',
        },
      },
    },
    loyalty: {
      eyebrow: 'Treuestufen',
      title: 'Mehr spielen, bis zu 10 % sparen',
      intro:
        'Jede gelieferte Bestellung bringt Erfahrungspunkte (EP) und lässt dich fünf Stufen aufsteigen. Ab Stufe 2 wird dein Rabatt automatisch von jeder Bestellung abgezogen.',
      level: 'Stufe {{level}}',
      from: 'Ab {{xp}} EP',
      discount: '{{percent}} % Rabatt auf jede Bestellung',
      noDiscount: 'Hier beginnt jeder Spieler',
      earn: {
        title: 'So sammelst du EP',
        items: {
          orders: '{{xp}} EP für jeden Euro einer gelieferten Bestellung.',
          achievements:
            'Zusätzliche EP für Erfolge, etwa deine fünfte Bestellung oder eine Woche voller Anmeldungen.',
          quests:
            'Belohnungen für tägliche, wöchentliche, Saison-, Event- und Story-Quests, sobald du sie einlöst.',
          community:
            'Ein Bonus für alle, die beigetragen haben, wenn der Community-Raid sein Ziel erreicht.',
          refunds:
            'Eine erstattete Bestellung nimmt ihre Punkte zurück, samt aller Erfolge, die sie erreicht hatte.',
        },
      },
      prestige: {
        title: 'Prestige',
        text: 'Als {{name}} kannst du bis zu {{max}}-mal Prestige erlangen: Deine Stufe beginnt wieder bei {{first}}, und du behältst dauerhaft ein Prestige-Abzeichen.',
      },
    },
    pricing: {
      eyebrow: 'Preise',
      title: 'Großhandels-API-Tarife für Unternehmen',
      intro:
        'Verbinde deinen eigenen Shop mit unserem Katalog. Jeder Tarif enthält alle Produkte; wähle den, der zu deinem Volumen passt.',
      learnMore: 'So funktioniert die API',
    },
    faqs: {
      eyebrow: 'FAQ',
      title: 'Häufig gestellte Fragen',
      intro: 'Schnelle Antworten zu Lieferung, Rückgabe und deinem Konto.',
      items: faqItems,
    },
    cta: {
      title: 'Noch Fragen?',
      text: 'Schreib uns, und unser Team meldet sich innerhalb von 2 Werktagen bei dir.',
      action: 'Kontakt aufnehmen',
    },
  },
  plans: {
    perMonth: 'Anfragen pro Monat',
    unlimited: 'Unbegrenzt',
    featured: 'Am beliebtesten',
    priceOnRequest: 'Preis auf Anfrage',
    everythingIn: 'Alles aus {{plan}}, dazu:',
    cta: '{{plan}} anfragen',
    items: {
      basic: { name: 'Basic', summary: 'Zum Ausprobieren der API und für kleine Shops.' },
      pro: { name: 'Pro', summary: 'Für wachsende Shops mit regelmäßigen Verkäufen.' },
      enterprise: { name: 'Enterprise', summary: 'Für Marktplätze und große Händler.' },
    },
    features: {
      catalogue: 'Der gesamte Katalog mit über 10.000 Produkten',
      stock: 'Aktuelle Bestände und Preise',
      ordering: 'Keys per API bestellen',
      support: 'Support antwortet innerhalb von 2 Werktagen',
      uptime: '99,9 % Verfügbarkeit',
      prioritySupport: 'Bevorzugter Support',
      reports: 'Monatliche Nutzungsberichte',
      manager: 'Ein persönlicher Kundenbetreuer',
      contract: 'Vertragsbedingungen nach Maß für dein Unternehmen',
    },
  },
  pos: {
    title: 'Kassenterminals',
    eyebrow: 'Für Geschäfte',
    heading: 'Spielekarten und Keys direkt an der Ladentheke verkaufen',
    lead: 'Mit einem BigKeys-Kassenterminal bietet dein Geschäft Tausende Spiele, Geschenkkarten und Abo-Karten an – ohne eine einzige Karte im Regal. Deine Kundschaft bezahlt an der Kasse und geht mit einem Code auf dem Beleg nach Hause.',
    primaryCta: 'Mit unserem Team sprechen',
    secondaryCta: 'Großhandels-API',
    audienceLabel: 'Gemacht für',
    audience: {
      kiosks: 'Kioske und Zeitschriftenläden',
      electronics: 'Elektronik- und Spielefachgeschäfte',
      petrol: 'Tankstellen',
      supermarkets: 'Supermärkte',
    },
    terminal: {
      product: 'PlayStation Store Geschenkkarte',
      status: 'Bezahlt – Code gedruckt',
    },
    how: {
      eyebrow: 'So funktioniert es',
      title: 'Vier Schritte an der Ladentheke',
      intro: 'Das Terminal passt neben deine Kasse und ist in Sekunden bedient.',
      steps: {
        choose: {
          title: 'Produkt auswählen',
          text: 'Auf dem Touchscreen des Terminals suchen oder durch Plattformen und Karten tippen.',
        },
        pay: {
          title: 'Zahlung annehmen',
          text: 'Deine Kundschaft bezahlt an deiner Kasse, bar oder mit Karte, wie bei jedem anderen Artikel.',
        },
        print: {
          title: 'Code drucken',
          text: 'Das Terminal druckt einen Beleg mit dem Code und einer kurzen Aktivierungsanleitung.',
        },
        redeem: {
          title: 'Zu Hause spielen',
          text: 'Deine Kundschaft löst den Code auf Konsole oder PC ein und legt los.',
        },
      },
    },
    benefits: {
      eyebrow: 'Vorteile',
      title: 'Warum Geschäfte BigKeys-Terminals wählen',
      items: {
        noStock: {
          title: 'Kein Bestand im Regal',
          text: 'Codes entstehen im Moment des Verkaufs – keine Karten, die gelagert, gezählt oder verloren werden.',
        },
        catalogue: {
          title: 'Riesige Auswahl',
          text: 'Über 10.000 Produkte für PC, Xbox, PlayStation und Nintendo auf dem Platz einer Kasse.',
        },
        instant: {
          title: 'Codes in Sekunden',
          text: 'Der Code wird gedruckt, sobald die Zahlung bestätigt ist; niemand muss warten.',
        },
        reports: {
          title: 'Klare Abrechnung',
          text: 'Jeder Verkauf wird mit Datum, Produkt und Preis aufgeführt – fertig für deine Buchhaltung.',
        },
        languages: {
          title: 'Fünf Sprachen',
          text: 'Bildschirme und Belege auf Englisch, Deutsch, Französisch, Italienisch und Spanisch.',
        },
        support: {
          title: 'Support für dein Team',
          text: 'Wir richten das Terminal gemeinsam mit dir ein und beantworten jede Anfrage innerhalb von 2 Werktagen.',
        },
      },
    },
    cta: {
      title: 'Bring Spiele-Keys an deine Ladentheke',
      text: 'Erzähl uns von deinem Geschäft, und wir melden uns innerhalb von 2 Werktagen mit einem Angebot.',
      action: 'Kontakt aufnehmen',
    },
  },
  api: {
    title: 'Großhandels-API',
    eyebrow: 'Für Unternehmen',
    heading: 'Die BigKeys-Großhandels-API',
    lead: 'Bring unseren Katalog mit über 10.000 Spielen, DLC, Geschenkkarten und Abo-Karten in deinen eigenen Shop. Bestände prüfen, Keys bestellen und an deine Kundschaft weitergeben – alles automatisch.',
    primaryCta: 'API-Zugang anfragen',
    secondaryCta: 'Tarife vergleichen',
    stats: {
      products: { value: '10.000+', label: 'Produkte' },
      uptime: { value: '99,9 %', label: 'Verfügbarkeit' },
      plans: { value: '3', label: 'Tarife, die mitwachsen' },
    },
    features: {
      eyebrow: 'Was sie bietet',
      title: 'Alles, was du zum Verkauf von Keys brauchst',
      items: {
        catalogue: {
          title: 'Katalog',
          text: 'Produkte, Editionen, Plattformen und Preise mit Bildern, in fünf Sprachen.',
        },
        stock: {
          title: 'Bestand',
          text: 'Aktuelle Verfügbarkeit jedes Produkts, damit du nur verkaufst, was geliefert werden kann.',
        },
        ordering: {
          title: 'Bestellungen',
          text: 'Keys mit einer einzigen Anfrage bestellen; sie stehen in der Antwort, sobald die Bestellung bestätigt ist.',
        },
        uptime: {
          title: '99,9 % Verfügbarkeit',
          text: 'Ein zuverlässiger Dienst, auf den sich dein Shop verlassen kann, Tag und Nacht.',
        },
      },
    },
    auth: {
      eyebrow: 'Authentifizierung',
      title: 'Ein API-Schlüssel für dein Unternehmen',
      text: 'Jede Anfrage enthält den API-Schlüssel deines Unternehmens. Wir erstellen ihn zu Vertragsbeginn.',
      points: {
        header: 'Sende den Schlüssel bei jeder Anfrage im Header X-Api-Key.',
        secret: 'Bewahre ihn auf deinem Server auf, niemals in einem Browser oder einer App.',
        rotate:
          'Fordere jederzeit einen neuen Schlüssel an; der alte funktioniert dann sofort nicht mehr.',
      },
      exampleLabel: 'Beispiel: zwei Keys bestellen',
      request: 'Anfrage',
      response: 'Antwort',
    },
    plans: {
      eyebrow: 'Tarife',
      title: 'Wähle den Tarif, der zu deinem Volumen passt',
      intro: 'Jeder Tarif enthält den gesamten Katalog. Anfragen werden pro Kalendermonat gezählt.',
    },
    resale: {
      eyebrow: 'Regeln für den Weiterverkauf',
      title: 'Keys für deine eigene Kundschaft',
      text: 'Die Großhandels-API ist der einzige Weg, unsere Keys weiterzuverkaufen. Dazu gehört ein Vertrag, der festlegt, was dein Unternehmen darf.',
      points: {
        own: 'Über die API bestellte Keys sind für die eigene Kundschaft deines Unternehmens bestimmt, im Rahmen deines Vertrags.',
        noResellers:
          'Die Weitergabe von Keys an andere Wiederverkäufer, Marktplätze oder Key-Shops ist nicht erlaubt.',
        consumers:
          'Mit einem Kundenkonto in unserem Shop gekaufte Keys sind für den persönlichen Gebrauch; der Weiterverkauf ist verboten.',
      },
    },
    cta: {
      title: 'Bereit, deinen Shop anzubinden?',
      text: 'Erzähl uns von deinem Unternehmen und dem erwarteten Volumen; wir antworten innerhalb von 2 Werktagen.',
      action: 'API-Zugang anfragen',
    },
  },
};
