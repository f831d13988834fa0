import type { SiteContent } from '../schema/site-content';

const de = {
  common: {
    languageName: 'Deutsch',
    skipLink: 'Zum Hauptinhalt springen',
    header: {
      logoLabel: '{brandName}, Startseite',
      navLabel: 'Hauptnavigation',
      menuOpen: 'Menü öffnen',
      menuClose: 'Menü schließen',
      demoButton: 'Demo anfragen',
      demoButtonShort: 'Demo',
      links: {
        home: 'Startseite',
        features: 'Funktionen',
        benefits: 'Vorteile',
        howItWorks: 'So funktioniert’s',
        useCases: 'Anwendungsfälle',
        pricing: 'Preise',
        about: 'Über uns',
        support: 'Support',
        contact: 'Kontakt',
      },
    },
    footer: {
      tagline:
        'Die Plattform, die Instagram- und TikTok-Inhalte Ihrer Kunden in eine rechtssichere, zentral verwaltete Mediathek für Ihre Marke verwandelt.',
      productHeading: 'Produkt',
      companyHeading: 'Unternehmen',
      supportHeading: 'Support',
      supportText: 'Ein Team in Frankreich, das Ihnen werktags innerhalb von {replyHours} Stunden antwortet.',
      contactHeading: 'Kontakt',
      links: {
        features: 'Funktionen',
        pricing: 'Preise',
        useCases: 'Anwendungsfälle',
        support: 'Hilfe-Center',
        about: 'Über uns',
        contact: 'Kontakt',
        legal: 'Impressum',
        booking: 'Demo buchen',
        instagram: 'Instagram',
        linkedin: 'LinkedIn',
      },
      languageLabel: 'Sprache',
      copyright: '© {year} {brandName}. Alle Rechte vorbehalten.',
    },
    externalLink: '(externe Website)',
    notices: {
      regionLabel: 'Benachrichtigungen',
      close: 'Schließen',
    },
    appError: {
      title: 'Unerwarteter Anwendungsfehler!',
    },
  },

  forms: {
    common: {
      optional: '(optional)',
      honeypot: 'Dieses Feld bitte leer lassen',
      choose: 'Bitte wählen…',
      privacy:
        'Ihre Angaben verwenden wir ausschließlich zur Bearbeitung Ihrer Anfrage. Sie werden in Frankreich gehostet, DSGVO-konform verarbeitet und niemals weiterverkauft.',
    },
  },

  home: {
    meta: {
      title: 'UGC-Plattform für Marken | {brandName}',
      description:
        'Machen Sie Instagram- und TikTok-Inhalte Ihrer Kunden zur rechtssicheren Mediathek: Sourcing, Rechteklärung, Widgets und API. Hosting in Frankreich.',
    },
    hero: {
      eyebrow: 'UGC-Plattform für Marken',
      title: 'Machen Sie die Inhalte Ihrer Kunden zur rechtssicheren Mediathek',
      subtitle:
        'Finden Sie die besten Instagram- und TikTok-Inhalte, holen Sie mit wenigen Klicks die Zustimmung der Creators ein und nutzen Sie sie überall: im Onlineshop, in sozialen Netzwerken, in Ihren Filialen und in Anzeigen.',
      primaryButton: 'Demo anfragen',
      secondaryButton: 'So funktioniert’s',
      stats: [
        { stat: 'engagementLift', label: 'Engagement' },
        { stat: 'addToCart', label: 'mehr Produkte im Warenkorb' },
        { stat: 'productionCost', label: 'Produktionskosten' },
      ],
    },
    features: {
      eyebrow: 'Funktionen',
      title: 'Der gesamte UGC-Lebenszyklus auf einer Plattform',
      intro:
        'Vom Sourcing bis zur Ausspielung ist jeder Schritt auf Marketingteams zugeschnitten, die authentische Inhalte wollen – rechtlich abgesichert und sofort nutzbar.',
      advantageBadge: 'Unser Vorsprung',
      items: [
        {
          id: 'hashtagSourcing',
          title: 'Hashtag-Sourcing',
          text: 'Verfolgen Sie Ihre Marken- und Kampagnen-Hashtags auf Instagram und TikTok und erfassen Sie jeden neuen Beitrag automatisch.',
        },
        {
          id: 'geolocation',
          title: 'Suche nach Standort',
          text: 'Finden Sie Inhalte, die in Ihren Filialen, auf Ihren Events oder an jedem anderen für Ihre Marke wichtigen Ort gepostet wurden.',
        },
        {
          id: 'mentions',
          title: 'Erwähnungen und Markierungen',
          text: 'Finden Sie Beiträge, die Ihren Account erwähnen oder markieren – auch ganz ohne Hashtag.',
        },
        {
          id: 'historicalContent',
          title: 'Historische Inhalte',
          text: 'Gehen Sie zurück in die Vergangenheit und sichern Sie sich Beiträge, die vor Ihrer Kampagne entstanden sind – während die meisten Tools nur in Echtzeit suchen.',
        },
        {
          id: 'smartCuration',
          title: 'Intelligente Kuratierung',
          text: 'Semantische Suche, erweiterte Filter und Auswahl per Klick: So finden Sie schnell die Inhalte, die Ihr Markenbild stärken.',
        },
        {
          id: 'rightsRequests',
          title: 'Individuelle Rechteanfragen',
          text: 'Senden Sie Creators private Anfragen im Design Ihrer Marke und in ihrer Sprache und verfolgen Sie jede Antwort in einem zentralen Dashboard.',
        },
        {
          id: 'automatedFollowUp',
          title: 'Automatische Erinnerungen',
          text: 'Creators ohne Antwort werden automatisch erinnert: mehr Freigaben, ohne zusätzlichen Aufwand für Ihr Team.',
        },
        {
          id: 'mediaLibrary',
          title: 'Zentrale Mediathek',
          text: 'Organisieren Sie Ihre Inhalte samt Rechten und Metadaten in Kollektionen – kompatibel mit Ihren bestehenden DAM-Tools.',
        },
        {
          id: 'originalQuality',
          title: 'Originalqualität',
          text: 'Laden Sie Fotos und Videos in Originalqualität herunter – bereit für Web, Print und Werbung.',
        },
        {
          id: 'restApi',
          title: 'REST-API',
          text: 'Versorgen Sie Website, App oder interne Tools über eine dokumentierte REST-API mit Ihren freigegebenen Inhalten.',
        },
        {
          id: 'widgets',
          title: 'Responsive Widgets',
          text: 'Karussells und Content-Walls sind in wenigen Minuten in Ihre Seiten eingebunden und passen sich jedem Bildschirm an. WordPress-Plugin inklusive.',
        },
        {
          id: 'landingPages',
          title: 'Landingpages',
          text: 'Erstellen Sie ohne Entwicklungsaufwand inspirierende Seiten mit Ihren besten Kundeninhalten – für Kampagnen ebenso wie für Produktlaunches.',
        },
        {
          id: 'integrations',
          title: 'PIM- und DAM-Integrationen',
          text: 'Verbinden Sie die Plattform mit Ihren PIM- und DAM-Systemen, um jeden Inhalt dem richtigen Produkt zuzuordnen und in Ihre bestehenden Abläufe einzubinden.',
        },
      ],
    },
    benefits: {
      eyebrow: 'Vorteile',
      title: 'Messbare Ergebnisse für Ihre Marke',
      intro:
        'UGC ist der Content, dem Ihre Kunden am meisten vertrauen. Entscheidend ist, ihn rechtssicher und in großem Umfang nutzen zu können.',
      stats: [
        { stat: 'conversionLift', label: 'Conversion im E-Commerce' },
        { stat: 'timeSaved', label: 'Zeitersparnis' },
        { stat: 'legalSafety', label: 'Rechtssicherheit' },
        { stat: 'ugcSeekers', label: 'Konsumenten suchen vor dem Kauf nach UGC' },
      ],
      items: [
        {
          id: 'conversion',
          title: 'Mehr Conversions',
          text: 'Fotos und Videos echter Kunden schaffen Vertrauen im entscheidenden Moment und steigern Ihren Onlineumsatz.',
        },
        {
          id: 'authenticity',
          title: 'Authentizität',
          text: 'Zeigen Sie Ihre Produkte so, wie Ihre Kunden sie erleben: glaubwürdige Inhalte, die weit mehr Vertrauen wecken als jede Anzeige.',
        },
        {
          id: 'costs',
          title: 'Geringere Produktionskosten',
          text: 'Ihre Kunden erstellen bereits hochwertige Bilder. Nutzen Sie sie, statt ein Shooting nach dem anderen zu planen.',
        },
        {
          id: 'legal',
          title: 'Rechtssicherheit',
          text: 'Jeder veröffentlichte Inhalt beruht auf der ausdrücklichen Zustimmung seines Urhebers – archiviert und jederzeit abrufbar.',
        },
        {
          id: 'time',
          title: 'Zeitersparnis',
          text: 'Suche, Rechteanfragen, Erinnerungen und Ablage laufen automatisch: Ihr Team kann sich ganz auf das Kreative konzentrieren.',
        },
        {
          id: 'scale',
          title: 'Skalierbarkeit',
          text: 'Verwalten Sie Tausende Inhalte, mehrere Marken und alle Ihre Kanäle auf einer einzigen Plattform.',
        },
      ],
      problem: {
        title: 'Das Problem',
        points: [
          'Die Inhalte Ihrer Kunden sind über Instagram und TikTok verstreut – schwer zu finden und mühsam zu sortieren.',
          'Wer Inhalte ohne Zustimmung des Urhebers erneut veröffentlicht, setzt seine Marke rechtlichen Risiken aus.',
          'Rechte einzeln per Direktnachricht und Tabelle einzuholen, kostet Ihr Team Stunden.',
        ],
      },
      solution: {
        title: 'Unsere Lösung',
        points: [
          'Automatisches Sourcing über Hashtags, Erwähnungen, Standorte und historische Inhalte.',
          'Individuelle, nachvollziehbare Rechteanfragen mit automatischen Erinnerungen.',
          'Eine zentrale Mediathek, bereit für die Ausspielung auf allen Kanälen.',
        ],
      },
    },
    howItWorks: {
      eyebrow: 'So funktioniert’s',
      title: 'In vier Schritten vom Post zur Ausspielung',
      intro:
        'Ein einfacher, durchgängig abgesicherter Prozess, der aus einem Instagram- oder TikTok-Post ein rechtssicher nutzbares Marketing-Asset macht.',
      keyDifferenceBadge: 'Der Unterschied',
      stepLabel: 'Schritt',
      steps: [
        {
          id: 'curation',
          title: 'Kuratierung',
          text: 'Finden Sie die besten Inhalte rund um Ihre Marke.',
          details: [
            'Suche nach Hashtag, Erwähnung und Standort',
            'Zugriff auf historische Inhalte',
            'Semantische Suche und erweiterte Filter',
          ],
        },
        {
          id: 'rights',
          title: 'Rechteklärung',
          text: 'Holen Sie die Zustimmung der Creators ein – einfach und nachvollziehbar.',
          details: [
            'Private, individuelle Anfragen',
            'Nachrichten in der Sprache des Creators',
            'Antwort-Tracking und automatische Erinnerungen',
          ],
        },
        {
          id: 'organisation',
          title: 'Organisation',
          text: 'Ordnen Sie Ihre freigegebenen Inhalte in einer strukturierten Mediathek.',
          details: [
            'Kollektionen, kompatibel mit Ihren DAM-Tools',
            'Download in Originalqualität',
            'Rechtehistorie für jeden Inhalt',
          ],
        },
        {
          id: 'distribution',
          title: 'Ausspielung',
          text: 'Veröffentlichen Sie Ihre Kundeninhalte dort, wo sie am meisten bewirken.',
          details: [
            'REST-API und WordPress-Plugin',
            'Karussell- und Content-Wall-Widgets',
            'Landingpages und PIM-Integrationen',
          ],
        },
      ],
    },
    cta: {
      title: 'Bereit, Ihre Kunden zu Ihren besten Botschaftern zu machen?',
      text: 'Erfahren Sie in einer persönlichen Demo, wie Ihre Marke UGC rechtssicher und in großem Umfang nutzen kann.',
      button: 'Demo für Ihre Marke anfragen',
    },
    demo: {
      title: 'Fordern Sie Ihre persönliche Demo an',
      intro:
        'Erzählen Sie uns von Ihrer Marke und Ihren Zielen: Ein Experte zeigt Ihnen die Plattform anhand Ihrer eigenen Inhalte.',
      points: [
        '{demoMinutes}-minütige Demo, ganz auf Ihre Marke zugeschnitten',
        'Antwort werktags innerhalb von {replyHours} Stunden',
        'Hosting in Frankreich, DSGVO-konform',
      ],
      fields: {
        firstName: { label: 'Vorname' },
        lastName: { label: 'Nachname' },
        email: { label: 'Geschäftliche E-Mail' },
        company: { label: 'Unternehmen' },
        role: { label: 'Position' },
        phone: { label: 'Telefon' },
        message: { label: 'Nachricht' },
      },
      roles: [
        { id: 'cmo', label: 'CMO' },
        { id: 'content_director', label: 'Leiter Content / Brand Content' },
        { id: 'ecommerce_director', label: 'E-Commerce Leiter' },
        { id: 'cdo', label: 'CDO (Chief Digital Officer)' },
        { id: 'digital_marketing_manager', label: 'Digital Marketing Manager' },
        { id: 'other', label: 'Andere' },
      ],
      submit: 'Demo anfragen',
      submitting: 'Senden...',
      success: {
        title: 'Anfrage gesendet!',
        text: 'Wir melden uns innerhalb von {replyHours} Stunden bei Ihnen, um Ihre Demo zu vereinbaren.',
      },
      failure: {
        title: 'Fehler',
        text: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
      },
    },
  },

  contact: {
    meta: {
      title: 'Kontakt | {brandName}',
      description:
        'Kontaktieren Sie das Team von {brandName}: Demo, Angebot, Support oder Partnerschaft. Antwort werktags innerhalb von {replyHours} Stunden, direkt aus Frankreich.',
    },
    hero: {
      eyebrow: 'Kontakt',
      title: 'Sprechen wir über Ihr UGC-Projekt',
      subtitle:
        'Eine Frage, ein Angebot, eine Partnerschaft? Unser Team in Frankreich antwortet Ihnen werktags innerhalb von {replyHours} Stunden.',
    },
    form: {
      title: 'Schreiben Sie uns',
      fields: {
        firstName: { label: 'Vorname' },
        lastName: { label: 'Nachname' },
        company: { label: 'Unternehmen' },
        role: { label: 'Position' },
        email: { label: 'E-Mail' },
        phone: { label: 'Telefon' },
        reason: { label: 'Ihr Anliegen' },
        message: { label: 'Nachricht' },
      },
      reasons: [
        { id: 'demo', label: 'Demo anfragen' },
        { id: 'quote', label: 'Angebot anfordern' },
        { id: 'support', label: 'Technischer Support' },
        { id: 'partnership', label: 'Partnerschaft' },
        { id: 'press', label: 'Presse und Medien' },
        { id: 'other', label: 'Sonstiges' },
      ],
      submit: 'Nachricht senden',
      submitting: 'Wird gesendet...',
      success: {
        title: 'Nachricht gesendet!',
        text: 'Vielen Dank! Wir antworten Ihnen werktags innerhalb von {replyHours} Stunden.',
      },
      failure: {
        title: 'Fehler',
        text: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
      },
    },
    channelsTitle: 'Weitere Kontaktwege',
    channels: [
      {
        id: 'email',
        title: 'Per E-Mail',
        text: 'Schreiben Sie uns an {contactEmail} – wir antworten werktags innerhalb von {replyHours} Stunden.',
        action: 'E-Mail schreiben',
      },
      {
        id: 'booking',
        title: 'Online-Termin',
        text: 'Wählen Sie einen passenden Termin für ein Gespräch mit einem Experten.',
        action: 'Termin buchen',
      },
      {
        id: 'office',
        title: 'Firmensitz',
        text: '{streetAddress}, {postalCode} {city}, Frankreich',
        action: 'Besuch nach Vereinbarung',
      },
    ],
    hours: {
      title: 'Geschäftszeiten',
      text: 'Unser Team ist {businessHours} für Sie da. Nachrichten, die außerhalb dieser Zeiten eingehen, bearbeiten wir am nächsten Werktag.',
    },
    faq: {
      title: 'Häufige Fragen',
      items: [
        {
          question: 'Wie schnell kann ich starten?',
          answer:
            'Die technische Einrichtung dauert nach Freigabe Ihres Projekts weniger als {setupHours} Stunden. Ihre ersten Kuratierungs-Flows richten wir gemeinsam mit Ihnen ein.',
        },
        {
          question: 'Welche sozialen Netzwerke werden unterstützt?',
          answer:
            'Die Plattform deckt Instagram und TikTok ab: Fotos, Videos und Karussells, gefunden über Hashtags, Erwähnungen, Standorte oder in älteren Beiträgen.',
        },
        {
          question: 'Wo sitzt Ihr Support-Team?',
          answer:
            'In Frankreich. Unser Support-Team begleitet Sie persönlich – mit vertraglich festgelegten Service-Levels (SLA).',
        },
      ],
    },
    demoCard: {
      title: 'Sie möchten die Plattform lieber live erleben?',
      text: 'Buchen Sie direkt eine {demoMinutes}-minütige Demo mit einem Experten – zu einem Termin Ihrer Wahl.',
      button: 'Demo buchen',
    },
  },

  pricing: {
    meta: {
      title: 'Preise und Pakete | {brandName}',
      description:
        'Die Pakete Starter, Professional und Enterprise von {brandName}: individuelle Preise, Hosting in Frankreich, persönlicher Support und volle DSGVO-Konformität.',
    },
    hero: {
      eyebrow: 'Preise',
      title: 'Ein Angebot, das zu Ihren Zielen passt',
      subtitle:
        'Unsere Preise richten sich nach Ihrem Volumen, Ihren Marken und Ihren Kanälen. Wählen Sie Ihren Ausgangspunkt – den Rest gestalten wir gemeinsam mit Ihnen.',
    },
    popularBadge: 'Am beliebtesten',
    price: 'Individuell',
    priceNote: 'auf Anfrage',
    audienceLabel: 'Für wen?',
    includedLabel: 'Enthalten',
    limitationsLabel: 'Einschränkungen',
    plans: [
      {
        id: 'starter',
        name: 'Starter',
        description: 'Das Wichtigste, um Ihre UGC-Strategie zu starten und erste freigegebene Inhalte zu veröffentlichen.',
        audience: 'KMU und Start-ups',
        features: [
          'Sourcing über Hashtags und Erwähnungen',
          'Rechteanfragen und automatische Erinnerungen',
          'Zentrale Mediathek',
          'Karussell- und Content-Wall-Widgets',
          'Download in Originalqualität',
        ],
        limitations: ['Eingeschränkte API', 'Ohne erweiterte Standortsuche'],
        cta: 'Kontakt aufnehmen',
      },
      {
        id: 'professional',
        name: 'Professional',
        description: 'Die Komplettlösung für Marken, die UGC zum Wachstumstreiber machen.',
        audience: 'Wachsende Marken und Marketingteams',
        features: [
          'Vollständige API',
          'Semantische Suche',
          'Teilen der Mediathek',
          'Standortsuche und erweiterte Filter',
          'Priorisierter Support',
          'Super-Admin-Zugriff auf freigegebene Medien',
          'Erweiterte Analysen',
        ],
        limitations: ['Keine individuelle API'],
        cta: 'Kontakt aufnehmen',
      },
      {
        id: 'enterprise',
        name: 'Enterprise',
        description: 'Eine maßgeschneiderte Lösung für Markengruppen und große Volumen.',
        audience: 'Großunternehmen und Markengruppen',
        features: [
          'Erweiterte semantische Suche',
          'Individuelle API',
          'Weltweite Standortsuche',
          'Dedizierter Support rund um die Uhr',
          'Service-Level-Vereinbarung (SLA)',
          'Erweiterter DSGVO-Schutz',
          'Multi-Account und Zugriffsrechte',
        ],
        limitations: [],
        cta: 'Mit Experten sprechen',
      },
    ],
    limits: {
      title: 'Die Limits der Pakete',
      caption: 'Nutzungslimits je Paket',
      planColumn: 'Paket',
      brands: 'Marken',
      users: 'Nutzer',
      curationFlows: 'Gleichzeitige Kuratierungs-Flows',
      assets: 'Gleichzeitige Assets (Widgets oder Landingpages)',
      monthlyContent: 'Inhalte pro Monat',
      unlimited: 'Unbegrenzt',
      countingNote: 'Ein Foto, ein Video oder ein Karussell zählt jeweils als ein Inhalt.',
      changeNote:
        'Sie können Ihr Paket jederzeit wechseln: Ein Upgrade gilt sofort, ein Downgrade ab dem nächsten Abrechnungszeitraum.',
    },
    inclusions: {
      title: 'In allen Paketen enthalten',
      items: [
        'Rechteklärung mit den Creators',
        'Automatische Erinnerungen',
        'Download in Originalqualität',
        'WordPress-Plugin',
        'Hosting in Frankreich',
        'Begleitung bei der Einrichtung',
      ],
    },
    reassurance: {
      title: 'Warum Marken uns vertrauen',
      chips: [
        'Keine Mindestlaufzeit',
        'Hosting in Frankreich',
        'DSGVO-konform',
        'Persönlicher Support',
        'Startklar in {setupHours} h',
        'Team in Frankreich',
        'Rechte dokumentiert',
        'Instagram und TikTok',
        'Originalqualität',
        'Antwort in {replyHours} h',
      ],
      tiles: [
        {
          title: 'Rechtssicherheit',
          text: 'Jeder veröffentlichte Inhalt beruht auf der ausdrücklichen Zustimmung seines Creators, gespeichert in Ihrer Mediathek.',
        },
        {
          title: 'Persönliche Betreuung',
          text: 'Ein Team in Frankreich begleitet Sie von der Einrichtung bis zu den ersten Ergebnissen – mit einem festen Ansprechpartner, der Ihre Marke kennt.',
        },
        {
          title: 'Datensouveränität',
          text: 'Ihre Daten werden in Frankreich gehostet und DSGVO-konform verarbeitet – unter der Verantwortung eines französischen Teams.',
        },
      ],
    },
    faq: {
      title: 'Fragen zu den Preisen',
      items: [
        {
          question: 'Was zählt als ein Inhalt?',
          answer:
            'Jedes Foto, jedes Video und jedes Karussell zählt als ein Inhalt, unabhängig von der Anzahl der enthaltenen Bilder. Starter umfasst {starterMonthlyContent} Inhalte pro Monat, Professional {professionalMonthlyContent} und Enterprise ein unbegrenztes Volumen.',
        },
        {
          question: 'Kann ich mein Paket später wechseln?',
          answer:
            'Ja, jederzeit. Ein Upgrade gilt sofort, ein Downgrade ab dem nächsten Abrechnungszeitraum.',
        },
        {
          question: 'Was passiert, wenn ich das Limit meines Pakets erreiche?',
          answer:
            'Bereits veröffentlichte Inhalte bleiben online. Wir informieren Sie, bevor das Limit erreicht ist, und bieten Ihnen bei Bedarf ein Upgrade an, das sofort wirksam wird.',
        },
        {
          question: 'Gibt es eine Mindestlaufzeit oder eine Testphase?',
          answer:
            'Unsere Pakete binden Sie nicht langfristig. Statt einer allgemeinen Testversion bieten wir Ihnen eine persönliche {demoMinutes}-minütige Demo, die auf Ihren eigenen Inhalten aufbaut.',
        },
      ],
    },
    consultation: {
      title: 'Unsicher, welches Paket passt?',
      text: 'Unsere Experten analysieren Ihren Bedarf und empfehlen Ihnen das passende Paket – in einem kostenlosen, unverbindlichen Gespräch.',
      button: 'Kostenlose Beratung',
    },
  },

  about: {
    meta: {
      title: 'Über uns: Geschichte und Team | {brandName}',
      description:
        'Seit {foundedYear} hilft {brandName} Marken, Instagram- und TikTok-Inhalte ihrer Kunden rechtssicher zu nutzen. Lernen Sie unsere Geschichte und unser Team kennen.',
    },
    hero: {
      eyebrow: 'Über uns',
      title: 'Wir helfen Marken, die Stimme ihrer Kunden sichtbar zu machen',
      subtitle: 'Ein Team in Frankreich, das UGC zu einem verlässlichen, rechtssicheren und wirkungsvollen Marketing-Asset macht.',
    },
    story: {
      title: 'Unsere Geschichte',
      paragraphs: [
        'Wir haben {brandName} im Jahr {foundedYear} gegründet, ausgehend von einer einfachen Beobachtung: Kunden erstellen jeden Tag Fotos und Videos, die überzeugender sind als so manche Kampagne – doch Marken tun sich schwer, sie ohne rechtliches Risiko zu nutzen.',
        'Von unserem Firmensitz in {city} vor den Toren von Paris aus haben wir eine Plattform entwickelt, die den gesamten Weg automatisiert: die besten Inhalte finden, die Zustimmung ihrer Urheber einholen, sie organisieren und ausspielen.',
        'Heute begleitet unser Team Marken aus Mode, Beauty, Handel und vielen weiteren Branchen – stets mit demselben Anspruch: authentische Inhalte, rechtssicher genutzt.',
      ],
    },
    statsTitle: 'In Zahlen',
    stats: [
      { stat: 'brands', label: 'Marken vertrauen uns' },
      { stat: 'contentsProcessed', label: 'verarbeitete Inhalte' },
      { stat: 'satisfaction', label: 'zufriedene Kunden' },
      { stat: 'legalCompliance', label: 'Rechtskonformität' },
    ],
    mission: {
      title: 'Unsere Mission',
      text: 'UGC für jede Marke zugänglich machen – und dabei Marketingerfolg und die Rechte der Creators in Einklang bringen.',
    },
    vision: {
      title: 'Unsere Vision',
      text: 'Ein Marketing, in dem die Stimme der Kunden die Hauptrolle spielt – getragen von authentischen, freigegebenen und wertgeschätzten Inhalten.',
    },
    values: {
      title: 'Unsere Werte',
      items: [
        {
          id: 'collaboration',
          title: 'Zusammenarbeit',
          text: 'Mit unseren Kunden und den Creators bauen wir langfristige Beziehungen auf, die auf Zuhören und Transparenz beruhen.',
        },
        {
          id: 'innovation',
          title: 'Innovation',
          text: 'Wir entwickeln die Plattform laufend weiter, um neue Trends in sozialen Netzwerken und die Bedürfnisse von Marken frühzeitig aufzugreifen.',
        },
        {
          id: 'authenticity',
          title: 'Authentizität',
          text: 'Wir glauben an die Kraft echter Inhalte von echten Kunden – und an die faire Anerkennung ihrer Urheber.',
        },
        {
          id: 'creativity',
          title: 'Kreativität',
          text: 'Wir helfen Marken, neue Wege zu finden, ihre Geschichte gemeinsam mit ihrer Community zu erzählen.',
        },
      ],
    },
    team: {
      title: 'Ein Team in Frankreich, ganz nah bei Ihnen',
      text: 'Produkt, Technik und Kundenbetreuung: Unser gesamtes Team arbeitet von Frankreich aus – für einen direkten Draht zu Ihren Teams.',
      location: '{city} (Grand Paris), Frankreich',
    },
    cta: {
      title: 'Sie möchten mehr erfahren?',
      text: 'Sprechen wir über Ihre Ziele – oder entdecken Sie gleich unsere Pakete.',
      contactButton: 'Kontakt aufnehmen',
      pricingButton: 'Preise ansehen',
    },
  },

  support: {
    meta: {
      title: 'Support und Hilfe-Center | {brandName}',
      description:
        'Hilfe-Center von {brandName}: Support per E-Mail, technische Termine, schnelle Fehlerbehebung und Antworten zu API, Widgets, Kontingenten und Sicherheit.',
    },
    hero: {
      eyebrow: 'Support',
      title: 'Kompetenter Support aus Frankreich',
      subtitle:
        'Unser Team begleitet Sie persönlich, damit Sie das Beste aus der Plattform herausholen – von der technischen Integration bis zu Ihren Kampagnen.',
    },
    channelsTitle: 'Support kontaktieren',
    channels: [
      {
        id: 'email',
        title: 'E-Mail-Support',
        text: 'Für alle Fragen zu Ihrem Konto, Ihren Integrationen oder Ihren Inhalten.',
        detail: 'Antwort im Schnitt in unter {emailResponseHours} Stunden',
        action: 'An den Support schreiben',
      },
      {
        id: 'appointment',
        title: 'Technischer Termin',
        text: 'Ein Videocall mit einem Experten – für eine Integration oder ein komplexes Problem.',
        detail: 'Termin innerhalb von {appointmentHours} Stunden',
        action: 'Termin vereinbaren',
      },
      {
        id: 'chat',
        title: 'Live-Chat',
        text: 'Für schnelle Fragen ist unser Team während der Geschäftszeiten für Sie da.',
        detail: '{businessHours}',
        action: 'Schreiben Sie uns',
      },
    ],
    stats: [
      { stat: 'contentsSourced', label: 'gesammelte Inhalte pro Marke im Schnitt' },
      { stat: 'supportSatisfaction', label: 'Zufriedenheit mit dem Support' },
    ],
    troubleshooting: {
      title: 'Schnelle Fehlerbehebung',
      intro: 'Bevor Sie uns kontaktieren: Diese Prüfungen lösen die meisten gängigen Probleme.',
      steps: [
        {
          title: 'Zugänge prüfen',
          text: 'Stellen Sie sicher, dass Ihre Instagram- und TikTok-Accounts verbunden sind und Ihr API-Schlüssel gültig ist.',
        },
        {
          title: 'Cache leeren',
          text: 'Leeren Sie nach Änderungen an einem Widget den Cache Ihres Browsers und Ihrer Website, damit die neueste Version angezeigt wird.',
        },
        {
          title: 'Konsole prüfen',
          text: 'Öffnen Sie die Konsole Ihres Browsers: Die angezeigte Fehlermeldung hilft uns, das Problem schneller zu lösen, wenn Sie uns kontaktieren.',
        },
      ],
    },
    faq: {
      title: 'Häufige Fragen',
      items: [
        {
          id: 'api',
          question: 'Wie binde ich die REST-API in meine Website ein?',
          answer:
            'Sobald Ihr Konto aktiviert ist, erhalten Sie einen API-Schlüssel und Zugang zur Dokumentation. Jede Anfrage wird mit diesem Schlüssel authentifiziert und liefert Ihre freigegebenen Inhalte im JSON-Format. Bei einem technischen Termin unterstützen Sie unsere Experten gern.',
        },
        {
          id: 'widgets',
          question: 'Mein Widget wird nicht angezeigt – was tun?',
          answer:
            'Prüfen Sie, ob der Einbettungscode auf der Seite vorhanden ist, ob das Widget mindestens einen freigegebenen Inhalt enthält und ob die Domain Ihrer Website in Ihren Einstellungen zugelassen ist. Leeren Sie anschließend den Cache. Besteht das Problem weiterhin, senden Sie uns die Adresse der betroffenen Seite.',
        },
        {
          id: 'performance',
          question: 'Verlangsamen die Widgets meine Seiten?',
          answer:
            'Nein. Die Widgets werden verzögert geladen (Lazy Loading), und Bilder werden in der passenden Größe für jeden Bildschirm ausgeliefert, damit Ihre Seiten schnell bleiben.',
        },
        {
          id: 'quotas',
          question: 'Was bedeutet der HTTP-Fehler 429?',
          answer:
            'Er zeigt an, dass das Anfragekontingent Ihres Pakets vorübergehend überschritten ist. Verteilen Sie Ihre Aufrufe, wiederholen Sie sie nach der im Header Retry-After angegebenen Wartezeit und speichern Sie Antworten im Cache zwischen. Wächst Ihr Bedarf, können wir Ihre Kontingente anpassen.',
        },
        {
          id: 'security',
          question: 'Sind meine Daten sicher?',
          answer:
            'Ihre Daten werden in Frankreich gehostet, bei der Übertragung verschlüsselt und DSGVO-konform verarbeitet. Der Zugang zur Plattform erfolgt über persönliche Konten, und die Rechte jedes Nutzers legt Ihr Administrator fest.',
        },
        {
          id: 'outages',
          question: 'Was tun bei einem Ausfall oder einer Störung?',
          answer:
            'Unsere Teams überwachen die Plattform kontinuierlich. Kontaktieren Sie bei einer Störung den Support per E-Mail: Wir halten Sie auf dem Laufenden, bis der Dienst wiederhergestellt ist. Das Enterprise-Paket umfasst vertraglich zugesicherte Verfügbarkeiten (SLA).',
        },
      ],
    },
    resources: {
      title: 'Ressourcen',
      items: [
        {
          id: 'apiDocs',
          title: 'API-Dokumentation',
          text: 'Endpunkte, Beispielanfragen und Best Practices, um Ihre Inhalte in Ihre Tools einzubinden.',
          action: 'Zugang anfragen',
        },
        {
          id: 'tutorials',
          title: 'Video-Tutorials',
          text: 'Einführungen per Videocall mit unseren Experten: Kuratierung, Rechteklärung und Widgets.',
          action: 'Session buchen',
        },
        {
          id: 'knowledgeBase',
          title: 'Wissensdatenbank',
          text: 'Antworten auf die häufigsten Fragen zu Integration, Widgets, Kontingenten und Sicherheit.',
          action: 'Zu den FAQ',
        },
      ],
    },
    cta: {
      title: 'Keine passende Antwort gefunden?',
      text: 'Beschreiben Sie uns Ihr Anliegen: Unser Team antwortet Ihnen werktags innerhalb von {replyHours} Stunden.',
      button: 'Support kontaktieren',
    },
  },

  useCases: {
    meta: {
      title: 'UGC-Anwendungsfälle für Marken | {brandName}',
      description:
        'E-Commerce, Retail, Social Media, Werbung: So nutzen Marken UGC von Instagram und TikTok, um mehr zu verkaufen – mit messbaren Ergebnissen aus der Praxis.',
    },
    hero: {
      eyebrow: 'Anwendungsfälle',
      title: 'UGC für jeden Ihrer Kanäle',
      subtitle:
        'E-Commerce, Filialen, Social Media, Werbung: Erfahren Sie, wie Marken die Inhalte ihrer Kunden nutzen, um mehr und besser zu verkaufen.',
    },
    items: [
      {
        id: 'ecommerce',
        title: 'E-Commerce',
        text: 'Binden Sie Kundenfotos und -videos in Ihre Produktseiten ein und schaffen Sie Vertrauen im entscheidenden Moment.',
        benefits: [
          'Höhere Conversion-Rate',
          'Mehr Produkte im Warenkorb',
          'Lebendigere Produktseiten',
          'Inhalte per PIM mit Produkten verknüpft',
        ],
      },
      {
        id: 'inspiration',
        title: 'Inspirationsseiten',
        text: 'Erstellen Sie Galerien und Landingpages, die zeigen, wie Ihre Kunden Ihre Produkte tragen, nutzen und lieben.',
        benefits: [
          'Lookbooks mit Inhalten Ihrer Kunden',
          'Seiten ohne Entwicklungsaufwand',
          'Längere Verweildauer',
          'Laufend neue Inhalte',
        ],
      },
      {
        id: 'retail',
        title: 'Retail und Events',
        text: 'Zeigen Sie UGC auf den Bildschirmen Ihrer Filialen und rücken Sie Inhalte von Ihren Events ins Rampenlicht.',
        benefits: [
          'Content-Walls in der Filiale',
          'Inhalte nach Standort je Filiale',
          'Event-Berichterstattung in Echtzeit',
          'Engere Verzahnung von Online und Filiale',
        ],
      },
      {
        id: 'socialMedia',
        title: 'Social-Media-Management',
        text: 'Bespielen Sie Ihre Accounts mit authentischen Inhalten, freigegeben von ihren Creators.',
        benefits: [
          'Stets gut gefüllter Redaktionsplan',
          'Rechtssicheres Reposting',
          'Stärkeres Community-Engagement',
          'Langfristige Beziehungen zu Creators',
        ],
      },
      {
        id: 'activations',
        title: 'Aktionen und Gewinnspiele',
        text: 'Starten Sie Hashtag-Gewinnspiele und sammeln Sie alle Teilnahmen automatisch.',
        benefits: [
          'Automatische Erfassung der Teilnahmen',
          'Einfachere Auswahl der Gewinner',
          'Rechte an den besten Inhalten gesichert',
          'Vervielfachte Markensichtbarkeit',
        ],
      },
      {
        id: 'advertising',
        title: 'Werbung',
        text: 'Nutzen Sie UGC in bezahlten Kampagnen für glaubwürdigere und wirkungsvollere Anzeigen.',
        benefits: [
          'Authentische Werbemittel',
          'Geringere Produktionskosten',
          'Originalqualität für alle Formate',
          'Gesicherte Nutzungsrechte für Werbung',
        ],
      },
    ],
    benefitsLabel: 'Ihre Vorteile',
    storiesTitle: 'Kundenergebnisse',
    storiesIntro: 'Zwei Marken, die UGC zu einem echten Erfolgstreiber gemacht haben.',
    stories: [
      {
        id: 'fashion',
        sector: 'Mode-E-Commerce',
        title: 'Modemarke steigert ihren Onlineumsatz',
        text: 'Mit Fotos ihrer Kundinnen auf Produkt- und Inspirationsseiten hat diese Modemarke ihre Community zu ihrem besten Schaufenster gemacht.',
        metrics: [
          { stat: 'fashionConversions', label: 'Conversions' },
          { stat: 'fashionEngagement', label: 'Engagement' },
          { stat: 'fashionOrderValue', label: 'Warenkorbwert' },
        ],
      },
      {
        id: 'beauty',
        sector: 'Beauty und Kosmetik',
        title: 'Beautymarke vervielfacht ihre Reichweite',
        text: 'Indem sie Tutorials und Bewertungen ihrer Kundinnen mit deren Zustimmung teilte, bereicherte diese Kosmetikmarke ihre Social-Media-Kanäle und Kampagnen – und senkte zugleich ihre Content-Kosten.',
        metrics: [
          { stat: 'beautySocialRoi', label: 'Social-ROI' },
          { stat: 'beautyContentCost', label: 'Content-Kosten' },
          { stat: 'beautyReach', label: 'Reichweite' },
        ],
      },
    ],
    cta: {
      title: 'Ist Ihre Marke die nächste?',
      text: 'Finden Sie mit uns heraus, wie UGC Ihre Ziele unterstützt – Kanal für Kanal.',
      button: 'Demo anfragen',
    },
  },

  legal: {
    meta: {
      title: 'Impressum & Rechtliches | {brandName}',
      description:
        'Impressum von {brandName}: Herausgeber, Hosting in Frankreich, Vertraulichkeit, Sicherheits- und Kontoregeln, personenbezogene Daten (DSGVO) und Cookies.',
    },
    title: 'Impressum & Rechtliches',
    intro:
      'Diese Seite nennt den Herausgeber der Website {brandName} sowie die Regeln für die Nutzung der Plattform und die Verarbeitung Ihrer personenbezogenen Daten.',
    sections: [
      {
        id: 'publisher',
        title: 'Herausgeber und Hosting',
        paragraphs: [
          'Website und Plattform werden von {brandName} herausgegeben, mit Sitz in {streetAddress}, {postalCode} {city}, Frankreich. Sie erreichen uns unter {contactEmail}.',
          'Website und Plattformdaten werden in Frankreich gehostet. Die vollständigen Angaben zu unserem Hosting-Anbieter erhalten Sie auf Anfrage unter {contactEmail}.',
        ],
      },
      {
        id: 'privacy',
        title: 'Vertraulichkeit',
        paragraphs: [
          'Die Vertraulichkeit der Informationen, die Sie uns anvertrauen, ist uns sehr wichtig. Wir verwenden sie ausschließlich, um Ihre Anfragen zu beantworten, unsere Leistungen zu erbringen und die Plattform zu verbessern.',
          'Ihre Daten werden niemals verkauft. Sie werden nur an technische Dienstleister weitergegeben, die für den Betrieb des Dienstes unbedingt erforderlich und zur gleichen Vertraulichkeit verpflichtet sind.',
        ],
      },
      {
        id: 'security',
        title: 'Sicherheitsregeln',
        paragraphs: [
          'Ihre Zugangsdaten sind streng persönlich: Sie sind für deren Geheimhaltung verantwortlich und dürfen sie nicht weitergeben. Jede verdächtige Nutzung Ihres Kontos ist uns unverzüglich zu melden.',
          'Es ist untersagt, unbefugt auf die Plattform zuzugreifen, ihren Betrieb zu stören oder ihre Schutzmaßnahmen zu umgehen. Verstöße können zur Sperrung des Kontos führen; weitere rechtliche Schritte bleiben vorbehalten.',
        ],
      },
      {
        id: 'account',
        title: 'Registrierung und Konto',
        paragraphs: [
          'Ein Konto können nur Personen ab {minimumAge} Jahren eröffnen. Die bei der Registrierung gemachten Angaben müssen zutreffend sein und aktuell gehalten werden.',
          'Sie können die Schließung Ihres Kontos jederzeit beantragen. Bei Verstößen gegen diese Regeln können wir ein Konto sperren oder schließen.',
        ],
      },
      {
        id: 'rightsOfOthers',
        title: 'Rechte Dritter',
        paragraphs: [
          'Die von Creators veröffentlichten Inhalte bleiben deren Eigentum. Eine Weiterverwendung über die Plattform ist nur mit ihrer ausdrücklichen Zustimmung und im Rahmen der vereinbarten Nutzung möglich.',
          'Nutzer verpflichten sich, die Rechte Dritter zu achten, insbesondere Urheber-, Bild- und Markenrechte, und keine rechtswidrigen, verleumderischen oder die Privatsphäre verletzenden Inhalte zu verbreiten.',
        ],
      },
    ],
    personalData: {
      title: 'Personenbezogene Daten',
      intro:
        'Gemäß der Datenschutz-Grundverordnung (DSGVO) informieren wir Sie hier darüber, wie wir Ihre personenbezogenen Daten verarbeiten.',
      points: [
        'Erhobene Daten: die Angaben, die Sie in unsere Formulare eingeben (Vorname, Nachname, E-Mail, Unternehmen, Position, Telefon, Nachricht), sowie technische Daten, die für den Betrieb der Website erforderlich sind.',
        'Zwecke: Beantwortung Ihrer Anfragen, Organisation von Demos, Bereitstellung und Verbesserung unserer Leistungen sowie – sofern Sie eingewilligt haben – Information über unsere Angebote.',
        'Speicherdauer: Ihre Daten werden so lange gespeichert, wie es für diese Zwecke erforderlich ist, und anschließend unter Beachtung der gesetzlichen Fristen gelöscht oder anonymisiert.',
        'Ihre Rechte: Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Widerspruch und Datenübertragbarkeit sowie das Recht auf Beschwerde bei einer Aufsichtsbehörde, etwa der französischen CNIL.',
        'Ausübung Ihrer Rechte: Schreiben Sie uns an {contactEmail}. Wir antworten so schnell wie möglich, spätestens innerhalb eines Monats.',
      ],
    },
    cookies: {
      title: 'Cookies',
      paragraphs: [
        'Die Website verwendet Cookies, die für ihren Betrieb unbedingt erforderlich sind, sowie – mit Ihrer Einwilligung – Cookies zur Reichweitenmessung. Letztere können Sie jederzeit akzeptieren oder ablehnen.',
        'Ihre Auswahl wird {cookieConsentMonths} Monate lang gespeichert; danach bitten wir Sie erneut um Ihre Einwilligung.',
      ],
    },
  },

  notFound: {
    meta: {
      title: 'Seite nicht gefunden | {brandName}',
      description:
        'Die gesuchte Seite gibt es auf der Website von {brandName} nicht. Entdecken Sie unsere UGC-Lösungen für Marken auf der Startseite oder kontaktieren Sie uns.',
    },
    title: 'Hoppla! Seite nicht gefunden',
    text: 'Die gesuchte Seite existiert nicht oder wurde verschoben. Auf der Startseite geht es weiter.',
    homeLink: 'Zur Startseite',
  },

  demo: {
    meta: {
      title: 'Demo anfragen | {brandName}',
      description:
        'Fordern Sie eine persönliche Demo von {brandName} an: {demoMinutes} Minuten mit einem Experten, anhand Ihrer eigenen Inhalte. Antwort werktags innerhalb von {replyHours} Stunden.',
    },
    hero: {
      eyebrow: 'Demo',
      title: 'Fordern Sie Ihre persönliche Demo an',
      subtitle:
        'Erzählen Sie uns kurz von Ihrer Marke: Ein Experte zeigt Ihnen die Plattform anhand Ihrer eigenen Inhalte. Sie möchten gleich einen Termin wählen? Buchen Sie ihn direkt.',
    },
    bookingAfterSuccess: 'Jetzt Termin wählen',
  },

  previews: {
    heroAlt:
      'Vorschau der Plattform: der Instagram-Beitrag eines Kunden, die Rechteanfrage an den Creator, seine Antwort „Ja“, der Inhalt mit dem Status „Rechte geklärt“ in der Mediathek und schließlich auf einer Produktseite.',
    productPageAlt:
      'Vorschau einer Produktseite: unter dem Produkt ein Karussell mit Kundenfotos, deren Rechte geklärt sind.',
    search: '#ihremarke',
    newPost: 'Neuer Beitrag',
    brandSender: 'Ihre Marke',
    request: 'Hallo! Ihr Foto gefällt uns sehr. Dürfen wir es auf unserer Website und in unseren sozialen Netzwerken teilen?',
    reply: 'Ja, sehr gern!',
    cleared: 'Rechte geklärt',
    pending: 'Antwort ausstehend',
    library: 'Mediathek',
    widget: 'Gesehen auf Instagram',
    productPage: 'Produktseite',
    addToCart: 'In den Warenkorb',
    collage: {
      file: 'community.svg',
      width: 1600,
      height: 1000,
      alt: 'Illustration: ein Mosaik farbenfroher Beiträge, einige mit grünem Häkchen markiert – wie in einer Mediathek mit geklärten Rechten.',
    },
  },
} satisfies SiteContent;

export default de;
