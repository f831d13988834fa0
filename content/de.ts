import type { SiteContent } from '../schema/site-content';

const de = {
  common: {
    languageName: 'Deutsch',
    skipLink: 'Zum Hauptinhalt springen',
    header: {
      logoLabel: '{brandName}, Startseite',
      navLabel: 'Hauptnavigation',
      languageLabel: 'Sprache',
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
        'Die UGC-Plattform für Marken: Finden Sie Instagram- und TikTok-Inhalte Ihrer Kunden, holen Sie die Zustimmung der Creator nachweisbar ein und setzen Sie die Inhalte auf allen Kanälen ein.',
      productHeading: 'Produkt',
      companyHeading: 'Unternehmen',
      supportHeading: 'Support',
      supportText: 'Unser Team in {teamCountry} antwortet Ihnen an Arbeitstagen innerhalb von {replyHours} Stunden.',
      contactHeading: 'Kontakt',
      links: {
        features: 'Funktionen',
        pricing: 'Preise',
        useCases: 'Anwendungsfälle',
        support: 'Hilfe-Center',
        about: 'Über uns',
        contact: 'Kontakt',
        legal: 'Impressum & Datenschutz',
        platform: 'Sicherheit und DSGVO',
        booking: 'Demo buchen',
        instagram: 'Instagram',
        linkedin: 'LinkedIn',
      },
      copyright: '© {year} {brandName}. Alle Rechte vorbehalten.',
    },
    externalLink: '(externe Website)',
    notices: {
      regionLabel: 'Benachrichtigungen',
      close: 'Schließen',
    },
    appError: {
      title: 'Unerwarteter Anwendungsfehler',
    },
    formats: {
      businessHours: '{firstDay} bis {lastDay} von {opens} bis {closes} (MEZ/MESZ)',
      atLeast: 'über {count}',
      atLeastPercent: 'über {count}',
      ratio: '{value} von {of}',
      supportLanguage: '{language}',
      sourceLine: '{kind} ({who}, {when})',
      populations: {
        posts: { one: '{count} Beitrag', other: '{count} Beiträge' },
        productPages: { one: '{count} Produktseite', other: '{count} Produktseiten' },
        orders: { one: '{count} Bestellung', other: '{count} Bestellungen' },
        campaigns: { one: '{count} Kampagne', other: '{count} Kampagnen' },
        brands: { one: '{count} Marke', other: '{count} Marken' },
        users: { one: '{count} befragte Person aus Kundenteams', other: '{count} Befragte aus Kundenteams' },
        shoppers: { one: '{count} befragte Person, die online einkauft', other: '{count} Befragte, die online einkaufen' },
      },
      comparisons: {
        postsWithoutUgc: 'verglichen mit Beiträgen ohne UGC',
        pagesWithoutUgc: 'verglichen mit Produktseiten ohne UGC',
        traditionalShoots: 'verglichen mit klassischen Shootings',
        manualWork: 'verglichen mit manueller Suche und Anfrage per Direktnachricht',
      },
      sourceBaseline: 'verglichen mit {when}',
      replyTime: '{hours} Stunden an Arbeitstagen',
      contract: {
        billingPeriods: { monthly: 'monatlich', quarterly: 'quartalsweise', annual: 'jährlich' },
        priceBasis: { excludingVat: 'Preise in {currency} zzgl. MwSt.', includingVat: 'Preise in {currency} inkl. MwSt.' },
        quotaCounting: {
          rightsRequestSent: 'jeder Inhalt einmal, beim Versand seiner Rechteanfrage; Suchen ist unbegrenzt',
          rightsGranted: 'jeder Inhalt einmal, sobald sein Creator zugestimmt hat; offene Anfragen zählen nicht',
        },
        atQuota: {
          requestsPause: 'neue Anfragen pausieren bis zum Folgemonat oder Upgrade, ohne Zusatzkosten',
          overageInvoiced: 'Anfragen laufen weiter; jeder weitere Inhalt wird zum Vertragssatz berechnet',
        },
        integrationsWithRoadmap: '{available}; demnächst: {roadmap}',
        contentSourcing: { officialApis: 'offizielle APIs von Instagram und TikTok, nach deren Regeln' },
        permissionRequest: { creatorReply: 'Creator stimmen per Antwort zu' },
        dataProcessingAgreement: { annexedToContract: 'AVV nach Art. 28 DSGVO als Anlage zu jedem Abonnementvertrag; die Vorlage erhalten Sie vor der Unterzeichnung' },
        platformProcessor: '{name} ({role}, {country})',
        platformProcessorRoles: { hosting: 'Hosting', backups: 'Datensicherung', email: 'E-Mails der Plattform', support: 'Support-Chat' },
        securityMeasures: {
          encryptionInTransit: 'verschlüsselte Übertragung (TLS)',
          encryptionAtRest: 'verschlüsselte Speicherung',
          yearlyPenetrationTest: 'jährlicher Penetrationstest durch ein unabhängiges Unternehmen',
        },
        securityWithCertifications: '{measures}; zertifiziert nach {certifications}',
        certification: '{standard} ({certifiedBy}, gültig bis {validUntil})',
        enterpriseUptime: 'garantierte Verfügbarkeit von {uptime} pro Monat (SLA des Enterprise-Pakets)',
        creatorData: {
          brandControls:
            'Verantwortlicher ist die Marke, die Plattform ist ihr Auftragsverarbeiter; jede Rechteanfrage informiert den Creator darüber (Art. 14 DSGVO) und verweist auf Ihre Datenschutzerklärung',
        },
        creatorLicence: {
          freeNonExclusive:
            'unentgeltlich und nicht exklusiv, beschränkt auf Nutzungen, Kanäle, Gebiet und Dauer der angenommenen Anfrage; zieht der Creator seine Zustimmung zurück, verschwinden seine Inhalte spätestens {withdrawalDays} danach aus Ihren Galerien und Widgets',
        },
      },
    },
    sources: {
      title: 'Quellen',
      markLabel: 'Quelle',
      kinds: {
        customerSurvey: 'Kundenbefragung',
        study: 'Studie',
        platformData: 'Plattformdaten',
      },
      link: 'Quelle ansehen',
    },
    customers: {
      title: 'Diese Marken vertrauen uns',
      logosLabel: 'Logos unserer Kunden',
      translated: 'Übersetzung',
    },
  },

  forms: {
    common: {
      optional: '(optional)',
      honeypot: 'Dieses Feld bitte leer lassen',
      choose: 'Bitte wählen…',
      receipt: 'Eingegangen um {time} Uhr. Unsere Antwort schicken wir an {address}.',
      sendAnother: 'Weitere Anfrage senden',
      failureAction: 'Schreiben Sie uns per E-Mail',
      errors: {
        required: 'Bitte füllen Sie dieses Feld aus.',
        choose: 'Bitte wählen Sie eine Option aus der Liste.',
        tooLong: 'Bitte geben Sie höchstens {max} Zeichen ein.',
        email: 'Bitte geben Sie eine vollständige E-Mail-Adresse ein, z. B. max.muster@firma.de.',
        phone: 'Die Telefonnummer darf nur Ziffern, Leerzeichen und die Zeichen + ( ) . - enthalten.',
        invalid: 'Dieser Wert wird nicht akzeptiert. Bitte prüfen Sie ihn und senden Sie das Formular erneut.',
      },
      tooMany: {
        email: {
          title: 'Zu viele Anfragen mit dieser E-Mail-Adresse',
          text: 'Von dieser Adresse sind gerade mehrere Anfragen eingegangen. In {wait} können Sie das Formular erneut senden; Ihre Eingaben bleiben erhalten.',
        },
        address: {
          title: 'Zu viele Anfragen aus Ihrem Netzwerk',
          text: 'Aus Ihrem Netzwerk wurden gerade mehrere Anfragen gesendet. In {wait} können Sie das Formular erneut senden; Ihre Eingaben bleiben erhalten.',
        },
      },
    },
    privacy: {
      controller: 'Verantwortlicher:',
      purposes: {
        demoRequest: 'Zweck: Organisation Ihrer Demo.',
        contactMessage: 'Zweck: Antwort auf Ihre Nachricht.',
      },
      rights: 'Speicherdauer: {prospectRetentionYears} Jahre ab dem letzten Kontakt. Ihre Rechte: Auskunft, Berichtigung, Löschung, Einschränkung, Widerspruch und gegebenenfalls Datenübertragbarkeit.',
      link: 'Datenschutzerklärung',
    },
    withoutScript: 'Für dieses Formular wird JavaScript benötigt – in Ihrem Browser ist es derzeit deaktiviert. Schreiben Sie uns einfach eine E-Mail:',
    salesEmail: {
      demoSubject: 'Neue Demo-Anfrage: {name} ({company})',
      contactSubject: 'Neue Kontaktnachricht: {name} ({company})',
      line: '{label}: {value}',
      prospectLanguage: 'Sprache der Anfrage',
      received: 'Eingangsdatum',
      reference: 'Referenz',
      replyHint: 'Mit „Antworten“ schreiben Sie direkt an die anfragende Person.',
    },
  },

  home: {
    meta: {
      title: 'UGC-Plattform für Marken | {brandName}',
      description:
        'UGC-Plattform für Marken: Instagram- und TikTok-Inhalte Ihrer Kunden finden, die Zustimmung der Creator einholen und auf allen Kanälen einsetzen.',
    },
    hero: {
      eyebrow: 'UGC-Plattform für Marken',
      title: 'Fotos und Videos Ihrer Kunden nutzen – jede Freigabe nachweisbar',
      subtitle:
        'Finden Sie die Instagram- und TikTok-Beiträge, die Ihre Produkte zeigen, bitten Sie die Creator mit wenigen Klicks um ihre Zustimmung und setzen Sie die Inhalte im Onlineshop, in sozialen Netzwerken, in Ihren Filialen und in Anzeigen ein. Jede Zustimmung wird zusammen mit dem Inhalt archiviert.',
      primaryButton: 'Demo anfragen',
      secondaryButton: 'So funktioniert’s',
      stats: [
        { stat: 'engagementLift', label: 'Engagement bei Beiträgen mit UGC' },
        { stat: 'addToCart', label: 'höhere Add-to-Cart-Rate auf Produktseiten mit UGC' },
        { stat: 'productionCost', label: 'Produktionskosten für Bildmaterial' },
      ],
    },
    features: {
      eyebrow: 'Funktionen',
      title: 'Der gesamte UGC-Lebenszyklus auf einer Plattform',
      intro:
        'Vom Sourcing bis zur Ausspielung: Jeder Schritt ist auf Marketingteams zugeschnitten, die authentische Inhalte in großem Umfang nutzen wollen.',
      advantageBadge: 'Unsere Stärke',
      groups: [
        { id: 'sourcing', title: 'Sourcing' },
        { id: 'rights', title: 'Kuratierung und Rechte' },
        { id: 'library', title: 'Mediathek' },
        { id: 'distribution', title: 'Ausspielung' },
      ],
      items: [
        {
          id: 'hashtagSourcing',
          title: 'Hashtag-Monitoring',
          text: 'Verfolgen Sie Ihre Marken- und Kampagnen-Hashtags auf Instagram und TikTok und erfassen Sie neue Beiträge automatisch.',
        },
        {
          id: 'geolocation',
          title: 'Suche nach Standort',
          text: 'Finden Sie Inhalte, die in Ihren Filialen, auf Ihren Events oder an jedem anderen für Ihre Marke wichtigen Ort gepostet wurden.',
        },
        {
          id: 'mentions',
          title: 'Erwähnungen und Markierungen',
          text: 'Finden Sie auch Beiträge ohne Hashtag, in denen Ihr Account erwähnt oder markiert wird.',
        },
        {
          id: 'historicalContent',
          title: 'Rückwirkende Suche',
          text: 'Greifen Sie auch auf Beiträge zurück, die vor Ihrer Kampagne entstanden sind – so ist Ihre Mediathek vom ersten Tag an gut gefüllt.',
        },
        {
          id: 'smartCuration',
          title: 'Intelligente Kuratierung',
          text: 'Semantische Suche, erweiterte Filter und Auswahl per Klick: So finden Sie schnell die Inhalte, die Ihr Markenbild stärken.',
        },
        {
          id: 'rightsRequests',
          title: 'Individuelle Rechteanfragen',
          text: 'Senden Sie private Anfragen im Design Ihrer Marke, in der Sprache des jeweiligen Creators: mit Nutzungsarten, Medien, Gebiet, Dauer, Namensnennung und einem Link zu Ihren Lizenzbedingungen. Jede Antwort sehen Sie im Dashboard.',
        },
        {
          id: 'automatedFollowUp',
          title: 'Automatische Erinnerungen',
          text: 'Creator, die nicht antworten, erhalten automatisch eine Erinnerung: mehr Rechtefreigaben ohne zusätzlichen Aufwand für Ihr Team.',
        },
        {
          id: 'mediaLibrary',
          title: 'Zentrale Mediathek',
          text: 'Organisieren Sie Ihre Inhalte samt Rechten und Metadaten in Kollektionen, die mit Ihren bestehenden DAM-Systemen kompatibel sind.',
        },
        {
          id: 'originalQuality',
          title: 'Originalqualität',
          text: 'Laden Sie Fotos und Videos in Originalqualität herunter – bereit für Website, Social Media und Anzeigen.',
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
          text: 'Erstellen Sie ohne Entwicklungsaufwand Inspirationsseiten mit Ihren besten Kundeninhalten, für Kampagnen ebenso wie für Produktlaunches.',
        },
        {
          id: 'integrations',
          title: 'PIM- und DAM-Integrationen',
          text: 'Verbinden Sie die Plattform mit Ihren Systemen, um jeden Inhalt dem richtigen Produkt zuzuordnen und in Ihre bestehenden Abläufe einzubinden: {integrations}.',
        },
      ],
    },
    benefits: {
      eyebrow: 'Vorteile',
      title: 'Was UGC für Marken leisten kann',
      intro:
        'Fotos und Videos Ihrer Kunden zeigen Ihre Produkte im echten Alltag. Entscheidend ist, dass die Creator der Nutzung zustimmen – und dass Sie die Inhalte dann im großen Stil einsetzen können.',
      stats: [
        { stat: 'conversionLift', label: 'Conversion-Rate auf Produktseiten mit UGC' },
        { stat: 'timeSaved', label: 'weniger Zeitaufwand für die Suche nach Inhalten und die Rechteanfragen' },
        { stat: 'ugcSeekers', label: 'Verbrauchern sehen sich vor dem Kauf Fotos und Videos anderer Kunden an' },
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
          text: 'Zeigen Sie Ihre Produkte so, wie Ihre Kunden sie erleben: glaubwürdige Inhalte, weil sie von echten Kunden stammen und nicht von Ihrer Marke.',
        },
        {
          id: 'costs',
          title: 'Geringere Produktionskosten',
          text: 'Ihre Kunden erstellen bereits hochwertige Bilder. Nutzen Sie sie, statt ein Shooting nach dem anderen zu planen.',
        },
        {
          id: 'legal',
          title: 'Dokumentierte Zustimmung',
          text: 'Ein Inhalt geht erst online, wenn sein Creator ausdrücklich zugestimmt hat; die Zustimmung wird mit Zeitstempel archiviert. Nicht abgedeckt sind Rechte Dritter, etwa an Musik oder fremden Marken, sowie das Recht am eigenen Bild weiterer abgebildeter Personen: Diese prüfen Sie selbst.',
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
          'Die Inhalte Ihrer Kunden sind über Instagram und TikTok verstreut, schwer zu finden und mühsam zu sortieren.',
          'Wer Kundeninhalte ohne Zustimmung des Creators weiterverwendet, riskiert Abmahnungen und Schadensersatzforderungen.',
          'Rechte einzeln per Direktnachricht einzuholen und in Tabellen nachzuhalten, kostet Ihr Team Stunden.',
        ],
      },
      solution: {
        title: 'Unsere Lösung',
        points: [
          'Automatisches Sourcing über Hashtags, Erwähnungen und Standorte – auch rückwirkend für ältere Beiträge.',
          'Individuelle, nachvollziehbare Rechteanfragen mit automatischen Erinnerungen.',
          'Eine zentrale Mediathek, bereit für die Ausspielung auf allen Kanälen.',
        ],
      },
    },
    howItWorks: {
      eyebrow: 'So funktioniert’s',
      title: 'In vier Schritten vom Beitrag zur Ausspielung',
      intro:
        'Ein einfacher, lückenlos dokumentierter Prozess: Aus einem Instagram- oder TikTok-Beitrag wird ein Marketing-Asset, sobald sein Creator nachweisbar zugestimmt hat.',
      keyDifferenceBadge: 'Das macht den Unterschied',
      stepLabel: 'Schritt',
      steps: [
        {
          id: 'curation',
          title: 'Finden und auswählen',
          text: 'Finden Sie die besten Inhalte rund um Ihre Marke.',
          details: [
            'Suche nach Hashtag, Erwähnung und Standort',
            'Auch ältere Beiträge durchsuchen',
            'Semantische Suche und erweiterte Filter',
          ],
        },
        {
          id: 'rights',
          title: 'Rechte einholen',
          text: 'Fragen Sie jeden Creator in seiner Sprache an – mit Nutzungsarten, Medien, Gebiet, Dauer und Namensnennung. Jede Antwort wird mit Zeitstempel beim Inhalt archiviert.',
          details: [
            'Persönliche, nicht öffentliche Anfragen',
            'Nachrichten in der Sprache des Creators',
            'Antwort-Tracking und automatische Erinnerungen',
          ],
        },
        {
          id: 'organisation',
          title: 'Organisieren',
          text: 'Ordnen Sie Ihre freigegebenen Inhalte in eine strukturierte Mediathek ein.',
          details: [
            'Kollektionen, kompatibel mit Ihren DAM-Systemen',
            'Download in Originalqualität',
            'Rechtehistorie für jeden Inhalt',
          ],
        },
        {
          id: 'distribution',
          title: 'Ausspielen',
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
      title: 'Erleben Sie die Plattform mit Ihren eigenen Inhalten',
      text: 'Kostenlos und unverbindlich: In einer persönlichen Demo sehen Sie, wie Ihre Marke UGC systematisch nutzen kann und wie jeder Creator dabei nachweisbar zustimmt.',
      button: 'Demo für Ihre Marke anfragen',
    },
    demo: {
      title: 'Fordern Sie Ihre persönliche Demo an',
      intro:
        'Erzählen Sie uns von Ihrer Marke und Ihren Zielen: Unser Team zeigt Ihnen die Plattform anhand Ihrer eigenen Inhalte.',
      fields: {
        firstName: { label: 'Vorname' },
        lastName: { label: 'Nachname' },
        email: { label: 'Geschäftliche E-Mail-Adresse' },
        company: { label: 'Unternehmen' },
        role: { label: 'Position' },
        phone: { label: 'Telefon' },
        message: { label: 'Nachricht' },
      },
      roles: [
        { id: 'cmo', label: 'CMO' },
        { id: 'content_director', label: 'Leitung Content / Brand Content' },
        { id: 'ecommerce_director', label: 'E-Commerce-Leiter' },
        { id: 'cdo', label: 'CDO (Chief Digital Officer)' },
        { id: 'digital_marketing_manager', label: 'Digital Marketing Manager' },
        { id: 'other', label: 'Andere' },
      ],
      submit: 'Demo anfragen',
      submitting: 'Senden…',
      success: {
        title: 'Anfrage gesendet!',
        text: 'Wir melden uns an Arbeitstagen innerhalb von {replyHours} Stunden bei Ihnen, um Ihre Demo zu vereinbaren.',
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
        'Demo, Angebot, Support oder Partnerschaft: Kontaktieren Sie {brandName}. Unser Team in {teamCountry} antwortet binnen {replyHours} Stunden an Arbeitstagen.',
    },
    hero: {
      eyebrow: 'Kontakt',
      title: 'Sprechen wir über Ihr UGC-Projekt',
      subtitle:
        'Ob Produktfrage, Angebot oder Partnerschaft: Unser Team in {teamCountry} antwortet Ihnen an Arbeitstagen innerhalb von {replyHours} Stunden.',
    },
    form: {
      title: 'Schreiben Sie uns',
      fields: {
        firstName: { label: 'Vorname' },
        lastName: { label: 'Nachname' },
        company: { label: 'Unternehmen' },
        role: { label: 'Position' },
        email: { label: 'E-Mail-Adresse' },
        phone: { label: 'Telefon' },
        reason: { label: 'Ihr Anliegen' },
        message: { label: 'Nachricht' },
      },
      reasons: [
        { id: 'demo', label: 'Demo anfragen' },
        { id: 'quote', label: 'Angebot anfordern' },
        { id: 'support', label: 'Technischer Support' },
        { id: 'partnership', label: 'Partnerschaftsanfrage' },
        { id: 'press', label: 'Presse und Medien' },
        { id: 'other', label: 'Sonstiges' },
      ],
      planRequest: 'Guten Tag, ich interessiere mich für das {plan}-Paket und würde gern mit Ihnen darüber sprechen.',
      submit: 'Nachricht senden',
      submitting: 'Wird gesendet…',
      success: {
        title: 'Nachricht gesendet!',
        text: 'Vielen Dank! Sie erhalten an Arbeitstagen innerhalb von {replyHours} Stunden eine Antwort.',
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
        text: 'Schreiben Sie uns. Wir antworten an Arbeitstagen innerhalb von {replyHours} Stunden.',
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
        text: 'Besuchen Sie uns in unserem Büro bei Paris – nach vorheriger Terminabsprache.',
        action: 'Besuchstermin vereinbaren',
      },
      {
        id: 'phone',
        title: 'Per Telefon',
        text: 'Sie erreichen unser Team {businessHours}. Nachrichten, die außerhalb dieser Zeiten eingehen, bearbeiten wir am nächsten Arbeitstag.',
        action: 'Anrufen',
      },
    ],
    faq: {
      title: 'Häufige Fragen',
      items: [
        {
          question: 'Wie schnell kann ich starten?',
          answer:
            'Sobald Sie Ihr Projekt bestätigt haben, ist die technische Einrichtung innerhalb von {setupHours} Stunden erledigt. Ihre ersten Suchaufträge (Hashtags, Erwähnungen, Orte) richten wir anschließend gemeinsam mit Ihnen ein.',
        },
        {
          question: 'Welche sozialen Netzwerke werden unterstützt?',
          answer:
            'Die Plattform deckt Instagram und TikTok ab: Fotos, Videos und Karussells, gefunden über Hashtags, Erwähnungen und Standorte, auch rückwirkend.',
        },
        {
          question: 'In welchen Sprachen erhalte ich Support?',
          answer:
            'Unser Support-Team in {teamCountry} betreut Sie auf {supportLanguages}. Das Enterprise-Paket umfasst zusätzlich dedizierten Support rund um die Uhr (24/7) und vertraglich festgelegte Service-Levels (SLA).',
        },
        {
          question: 'Was umfasst die Zustimmung eines Creators?',
          answer:
            'Genau das, was die Rechteanfrage festlegt: Nutzungsarten, Medien (Website, Social Media, Werbung), Gebiet, Dauer und Namensnennung (sein Account), dazu ein Link zu den Lizenzbedingungen. Der Creator stimmt zu, indem er mit dem Stichwort der Anfrage antwortet, und bestätigt damit, dass er volljährig ist, das Foto oder Video selbst gemacht hat und alle abgebildeten Personen einverstanden sind; seine Antwort wird mit Zeitstempel beim Inhalt archiviert. Jede weitergehende Nutzung ist ausgeschlossen. Rechte Dritter (Musik, Marken, abgebildete Personen) prüft weiterhin die Marke.',
        },
      ],
    },
    demoCard: {
      title: 'Sie möchten die Plattform lieber live erleben?',
      text: 'Buchen Sie direkt einen Termin Ihrer Wahl für eine {demoMinutes}-minütige Demo mit einem Experten.',
      button: 'Demo buchen',
    },
    demoRequestCard: {
      title: 'Sie möchten die Plattform lieber live erleben?',
      text: 'Fordern Sie eine {demoMinutes}-minütige Demo mit einem Experten an: Wir melden uns an Arbeitstagen innerhalb von {replyHours} Stunden für einen Termin.',
      button: 'Demo anfragen',
    },
  },

  pricing: {
    meta: {
      title: 'Preise und Pakete | {brandName}',
      description:
        'Die Pakete Starter, Professional und Enterprise von {brandName}: individuelle Preise, Hosting in {dataCountry}, Support auf {supportLanguages}, DSGVO-konform.',
    },
    hero: {
      eyebrow: 'Preise',
      title: 'Drei Pakete – Ihr Preis richtet sich nach Ihrem Bedarf',
      subtitle:
        'Entscheidend sind Ihr monatliches Volumen, die Zahl Ihrer Marken und Ihre Kanäle. Die Pakete zeigen, was jeweils enthalten ist.',
    },
    popularBadge: 'Am beliebtesten',
    priceOnRequest: 'Alle Pakete zu individuellen Preisen auf Anfrage.',
    holdsLabel: 'Paketumfang',
    audienceLabel: 'Ideal für',
    includedLabel: 'Enthalten',
    includesPlanLabel: 'Alles aus {plan}, plus:',
    limitationsLabel: 'Einschränkungen',
    plans: [
      {
        id: 'starter',
        name: 'Starter',
        description: 'Alles Wichtige für den Start Ihrer UGC-Strategie und Ihre ersten freigegebenen Inhalte.',
        audience: 'KMU und Start-ups',
        features: [
          'Sourcing über Hashtags und Erwähnungen',
          'Rechteanfragen und automatische Erinnerungen',
          'Zentrale Mediathek',
          'Karussell- und Content-Wall-Widgets',
          'Download in Originalqualität',
        ],
        limitations: ['Eingeschränkte API', 'Ohne erweiterte Standortsuche'],
        cta: 'Angebot anfordern',
      },
      {
        id: 'professional',
        name: 'Professional',
        description: 'Die Komplettlösung für Marken, die UGC zum Wachstumstreiber machen.',
        audience: 'wachsende Marken und Marketingteams',
        features: [
          'Vollständige API',
          'Semantische Suche',
          'Teilen der Mediathek',
          'Standortsuche und erweiterte Filter',
          'Vorrangiger Support auf {supportLanguages}',
          'Super-Admin-Zugriff auf alle freigegebenen Inhalte',
          'Erweiterte Analysen',
        ],
        limitations: ['Keine individuelle API'],
        cta: 'Angebot anfordern',
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
          'Dedizierter Support rund um die Uhr (24/7) mit festem Ansprechpartner',
          'Service-Level-Vereinbarung (SLA)',
          'Persönliche Unterstützung bei Datenschutzfragen rund um die Plattform',
          'Multi-Account-Verwaltung und Berechtigungen',
        ],
        limitations: [],
        cta: 'Beratung anfragen',
      },
    ],
    limits: {
      brands: 'Marken',
      users: 'Nutzer',
      curationFlows: 'Aktive Suchaufträge (Hashtag, Erwähnung, Ort)',
      assets: 'Gleichzeitig aktive Widgets oder Landingpages',
      monthlyContent: 'Inhalte pro Monat',
      monthlyContentCounted: { rightsRequestSent: 'Rechteanfragen pro Monat', rightsGranted: 'Freigegebene Inhalte pro Monat' },
      unlimited: 'Unbegrenzt',
      unlimitedQuota: 'Unbegrenzt',
    },
    inclusions: {
      title: 'In allen Paketen enthalten',
      items: [
        'Rechteanfragen an die Creator',
        'Automatische Erinnerungen',
        'Download in Originalqualität',
        'WordPress-Plugin',
        'Inhalte von Instagram und TikTok',
        'Unterstützung bei der Einrichtung',
      ],
    },
    reassurance: {
      title: 'Worauf Sie sich verlassen können',
      chips: [
        'Keine langfristige Bindung',
        'Hosting in {dataCountry}',
        'DSGVO-konform',
        'Support auf {supportLanguages}',
        'Einrichtung binnen {setupHours} h nach Auftrag',
        'Team in {teamCountry}',
        'Dokumentierte Zustimmungen',
        'Paketwechsel jederzeit möglich',
        'Kostenlose Demo',
        'Antwort in {replyHours} h an Arbeitstagen',
      ],
      tiles: [
        {
          title: 'Dokumentierte Zustimmung',
          text: 'Jeder veröffentlichte Inhalt beruht auf der ausdrücklichen Zustimmung seines Creators, mit Zeitstempel und Rechtehistorie in Ihrer Mediathek hinterlegt.',
        },
        {
          title: 'Persönliche Betreuung',
          text: 'Unser Team begleitet jeden Kunden von der Einrichtung bis zu den ersten Ergebnissen. Im Enterprise-Paket kommt ein fester Ansprechpartner hinzu, der Ihre Marke kennt.',
        },
        {
          title: 'Datenschutz',
          text: 'Ihre Daten liegen in {dataCountry}, also in der EU, und werden nach der DSGVO verarbeitet.',
        },
      ],
      platformLink: 'Im Detail: Auftragsverarbeitung, Sicherheit und Lizenz der Creator',
    },
    contract: {
      title: 'Der Vertrag auf einen Blick',
      commitment: { label: 'Laufzeit:', text: 'Mindestens {minimumTerm}; danach beträgt die Kündigungsfrist {noticePeriod}' },
      billing: { label: 'Abrechnung:', text: '{billingPeriods}; {priceBasis}' },
      quota: { label: 'Kontingent:', text: '{quotaCounting}' },
      limit: { label: 'Limit erreicht:', text: '{atQuota}' },
      integrations: { label: 'Integrationen:', text: '{integrations}' },
      collection: { label: 'Datenquelle:', text: '{contentSourcing}; {permissionRequest}' },
    },
    faq: {
      title: 'Fragen zu den Preisen',
      items: [
        {
          question: 'Was zählt als ein Inhalt?',
          answer:
            'Jedes Foto, jedes Video und jedes Karussell zählt als ein Inhalt, unabhängig von der Anzahl der Bilder. Gezählt wird so: {quotaCounting}.',
        },
        {
          question: 'Kann ich mein Paket später wechseln?',
          answer:
            'Ja, jederzeit. Ein Upgrade gilt sofort, ein Downgrade ab dem nächsten Abrechnungszeitraum.',
        },
        {
          question: 'Was passiert, wenn ich das Limit meines Pakets erreiche?',
          answer:
            'Wir informieren Sie, bevor das Limit erreicht ist. Ist das Kontingent ausgeschöpft, gilt: {atQuota}. Bereits veröffentlichte Inhalte bleiben online.',
        },
        {
          question: 'Wie lange ist die Vertragslaufzeit? Gibt es eine Testphase?',
          answer:
            'Die Mindestlaufzeit beträgt {minimumTerm}, die Kündigungsfrist danach {noticePeriod}. Statt einer Testphase zeigt Ihnen ein Experte die Plattform in {demoMinutes} Minuten an Ihren eigenen Inhalten, kostenlos und unverbindlich.',
        },
      ],
    },
    consultation: {
      title: 'Unsicher, welches Paket passt?',
      text: 'In einem kostenlosen, unverbindlichen Gespräch analysieren unsere Experten Ihren Bedarf und empfehlen Ihnen das passende Paket.',
      button: 'Beratung anfragen',
    },
  },

  about: {
    meta: {
      title: 'Über uns: Geschichte und Team | {brandName}',
      description:
        'Seit {foundedYear} hilft {brandName} Marken, die Zustimmung der Creator einzuholen und Instagram- und TikTok-Inhalte ihrer Kunden zu nutzen. Lernen Sie uns kennen.',
    },
    hero: {
      eyebrow: 'Über uns',
      title: 'Wir helfen Marken, der Stimme ihrer Kunden Gehör zu verschaffen',
      subtitle: 'Wir machen aus den Fotos und Videos Ihrer Kunden Marketinginhalte: gefunden, vom Creator freigegeben und lückenlos dokumentiert.',
    },
    story: {
      title: 'Unsere Geschichte',
      paragraphs: [
        'Wir haben {brandName} im Jahr {foundedYear} gegründet, ausgehend von einer einfachen Beobachtung: Kunden erstellen jeden Tag Fotos und Videos, die überzeugender sind als so manche Kampagne. Doch Marken tun sich schwer, sie ohne rechtliches Risiko zu nutzen.',
        'Von unserem Firmensitz in {city} vor den Toren von Paris aus haben wir eine Plattform entwickelt, die den gesamten Weg automatisiert: die besten Inhalte finden, die Zustimmung der Creator einholen, die Inhalte organisieren und ausspielen.',
        'Heute richtet sich unsere Plattform an Marken aus Mode, Beauty, Handel und allen Branchen, in denen Kunden ihre Käufe teilen. Unser Anspruch ist dabei immer derselbe: authentische Inhalte, deren Creator der Nutzung zugestimmt haben.',
      ],
    },
    statsTitle: 'In Zahlen',
    stats: [
      { stat: 'brands', label: 'Kundenmarken nutzen die Plattform' },
      { stat: 'contentsProcessed', label: 'von der Plattform analysierte Beiträge, alle Marken zusammen' },
      { stat: 'satisfaction', label: 'der Befragten sind mit der Plattform zufrieden' },
    ],
    mission: {
      title: 'Unsere Mission',
      text: 'UGC für jede Marke zugänglich machen und dabei Marketingerfolg mit den Rechten der Creator in Einklang bringen.',
    },
    vision: {
      title: 'Unsere Vision',
      text: 'Marketing, in dem Kunden die Hauptrolle spielen: mit echten Inhalten, freigegeben von den Menschen, die sie erstellt haben, und von Marken gekonnt in Szene gesetzt.',
    },
    values: {
      title: 'Unsere Werte',
      items: [
        {
          id: 'collaboration',
          title: 'Zusammenarbeit',
          text: 'Wir bauen langfristige Beziehungen zu unseren Kunden und zur Creator-Community auf, die auf Zuhören und Transparenz beruhen.',
        },
        {
          id: 'innovation',
          title: 'Innovation',
          text: 'Wir entwickeln die Plattform laufend weiter, um neue Trends in sozialen Netzwerken und die Bedürfnisse von Marken frühzeitig aufzugreifen.',
        },
        {
          id: 'authenticity',
          title: 'Authentizität',
          text: 'Wir glauben an die Kraft echter Inhalte von echten Kunden – und an faire Anerkennung für alle, die sie erstellen.',
        },
        {
          id: 'creativity',
          title: 'Kreativität',
          text: 'Wir helfen Marken, neue Wege zu finden, ihre Geschichte gemeinsam mit ihrer Community zu erzählen.',
        },
      ],
    },
    team: {
      title: 'Ein Team, kurze Wege',
      text: 'Produkt, Technik und Kundenbetreuung: Unser gesamtes Team arbeitet in {teamCountry} und tauscht sich direkt mit Ihren Teams aus – auf {supportLanguages}.',
      location: '{city} (Großraum Paris), {teamCountry}',
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
        'Hilfe-Center von {brandName}: Support auf {supportLanguages}, technische Termine, Fehlerbehebung und Antworten zu API, Widgets, Kontingenten und Sicherheit.',
    },
    hero: {
      eyebrow: 'Support',
      title: 'Persönlicher Support aus {teamCountry}',
      subtitle:
        'Ob technische Integration oder Kampagne: Unser Team begleitet Sie persönlich auf {supportLanguages}, damit Sie das Beste aus der Plattform herausholen.',
    },
    channelsTitle: 'Support kontaktieren',
    channels: [
      {
        id: 'email',
        title: 'E-Mail-Support',
        text: 'Für alle Fragen zu Ihrem Konto, Ihren Integrationen oder Ihren Inhalten.',
        detail: 'Antwort im Schnitt in unter {emailResponseHours} Stunden, spätestens nach {replyHours} Stunden an Arbeitstagen',
        action: 'An den Support schreiben',
      },
      {
        id: 'appointment',
        title: 'Technischer Termin',
        text: 'Ein Videocall mit einem Experten, etwa für eine Integration oder ein komplexes Problem.',
        detail: 'Termin innerhalb von {appointmentHours} Stunden',
        action: 'Termin vereinbaren',
      },
      {
        id: 'chat',
        title: 'Live-Chat',
        text: 'Für schnelle Fragen ist unser Team während der Geschäftszeiten für Sie da.',
        detail: '{chatHours}',
        action: 'Chat öffnen',
      },
      {
        id: 'phone',
        title: 'Telefon-Support',
        text: 'Bei dringenden Fragen oder einer Störung, die Ihre Arbeit blockiert. Enterprise-Kunden erreichen ihren dedizierten Support rund um die Uhr (24/7).',
        detail: '{businessHours}',
        action: 'Support anrufen',
      },
    ],
    stats: [
      { stat: 'contentsSourced', label: 'in die Mediathek übernommene Inhalte pro Marke im Durchschnitt' },
      { stat: 'supportSatisfaction', label: 'der Befragten sind mit unserem Support zufrieden' },
    ],
    troubleshooting: {
      title: 'Schnelle Fehlerbehebung',
      intro: 'Bevor Sie uns kontaktieren: Mit diesen Prüfungen beheben Sie die häufigsten Probleme selbst.',
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
            'Sobald Ihr Konto aktiviert ist, erhalten Sie einen API-Schlüssel und Zugang zur Dokumentation. Jede Anfrage wird mit diesem Schlüssel authentifiziert und liefert Ihre freigegebenen Inhalte im JSON-Format. Bei einem technischen Termin helfen Ihnen unsere Experten gern weiter.',
        },
        {
          id: 'widgets',
          question: 'Mein Widget wird nicht angezeigt. Was kann ich tun?',
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
            'Er zeigt an, dass das Anfragekontingent Ihres Pakets vorübergehend überschritten ist. Verteilen Sie Ihre Aufrufe, wiederholen Sie sie nach der im Header Retry-After angegebenen Wartezeit und legen Sie Antworten im Cache ab. Wächst Ihr Bedarf, können wir Ihre Kontingente anpassen.',
        },
        {
          id: 'security',
          question: 'Sind meine Daten sicher?',
          answer:
            'Ihre Daten werden in {dataCountry} gehostet und DSGVO-konform verarbeitet. Sicherheit: {security}. Der Zugang zur Plattform erfolgt über persönliche Konten. Auftragsverarbeitung: {dataProcessingAgreement}. Unsere Unterauftragsverarbeiter nennt die Seite „Impressum & Datenschutz“.',
        },
        {
          id: 'outages',
          question: 'Was tun bei einem Ausfall oder einer Störung?',
          answer:
            'Unsere Teams überwachen die Plattform kontinuierlich. Rufen Sie bei einer Störung während der Geschäftszeiten den Support an oder schreiben Sie uns eine E-Mail: Wir halten Sie auf dem Laufenden, bis der Dienst wiederhergestellt ist. Enterprise-Kunden erreichen zudem ihren dedizierten Support rund um die Uhr (24/7), mit vertraglich zugesicherter Verfügbarkeit (SLA).',
        },
      ],
    },
    resources: {
      title: 'Ressourcen',
      popularBadge: 'Beliebt',
      items: [
        {
          id: 'apiDocs',
          title: 'API-Dokumentation',
          text: 'Endpunkte, Beispielanfragen und Best Practices, um Ihre Inhalte in Ihre Tools einzubinden.',
          action: 'Dokumentation lesen',
        },
        {
          id: 'tutorials',
          title: 'Video-Tutorials',
          text: 'Kurze Videos, mit denen Sie die Plattform in Ihrem eigenen Tempo kennenlernen: Kuratierung, Rechteanfragen und Widgets.',
          action: 'Tutorials ansehen',
        },
        {
          id: 'knowledgeBase',
          title: 'Wissensdatenbank',
          text: 'Antworten auf die häufigsten Fragen zu Integration, Widgets, Kontingenten und Sicherheit.',
          action: 'Zur Wissensdatenbank',
        },
      ],
    },
    cta: {
      title: 'Keine passende Antwort gefunden?',
      text: 'Schildern Sie uns Ihr Anliegen – wir melden uns an Arbeitstagen innerhalb von {replyHours} Stunden.',
      button: 'Support kontaktieren',
    },
  },

  useCases: {
    meta: {
      title: 'UGC-Anwendungsfälle für Marken | {brandName}',
      description:
        'E-Commerce, Retail, Social Media, Werbung: So verkaufen Marken mit UGC von Instagram und TikTok mehr, mit messbaren Ergebnissen aus der Praxis.',
    },
    hero: {
      eyebrow: 'Anwendungsfälle',
      title: 'UGC für jeden Ihrer Kanäle',
      subtitle:
        'E-Commerce, Filialen, Social Media, Werbung: Erfahren Sie, wie Marken die Inhalte ihrer Kunden nutzen, um mehr zu verkaufen.',
    },
    items: [
      {
        id: 'ecommerce',
        title: 'E-Commerce',
        text: 'Binden Sie Kundenfotos und -videos in Ihre Produktseiten ein und schaffen Sie Vertrauen im entscheidenden Moment.',
        benefits: [
          'Höhere Conversion-Rate',
          'Höhere Add-to-Cart-Rate',
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
        text: 'Bespielen Sie Ihre Accounts mit authentischen Inhalten, die ihre Creator freigegeben haben.',
        benefits: [
          'Stets gut gefüllter Redaktionsplan',
          'Reposting mit Zustimmung der Creator',
          'Stärkeres Community-Engagement',
          'Langfristige Beziehungen zur Creator-Community',
        ],
      },
      {
        id: 'activations',
        title: 'Aktionen und Gewinnspiele',
        text: 'Starten Sie Hashtag-Gewinnspiele und sammeln Sie alle Teilnahmen automatisch.',
        benefits: [
          'Automatische Erfassung der Teilnahmen',
          'Einfachere Auswahl der Gewinner',
          'Nutzungsrechte für die besten Beiträge gezielt anfragen',
          'Mehr Sichtbarkeit für die Marke',
        ],
        note: 'Jede Marke veranstaltet ihre Gewinnspiele in eigener Verantwortung nach den Regeln des Landes, in dem sie stattfinden (Teilnahmebedingungen, Daten der Teilnehmenden, Versteuerung der Gewinne), und nach den Richtlinien der Plattformen.',
      },
      {
        id: 'advertising',
        title: 'Werbung',
        text: 'Nutzen Sie UGC in bezahlten Kampagnen für glaubwürdigere und wirkungsvollere Anzeigen.',
        benefits: [
          'Authentische Werbemittel',
          'Geringere Produktionskosten',
          'Originalqualität für alle Formate',
          'Werbenutzung angefragt und dokumentiert',
        ],
      },
    ],
    benefitsLabel: 'Ihre Vorteile',
    storiesTitle: 'Kundenergebnisse',
    storiesIntro: 'Zwei unserer Kunden, die namentlich nicht genannt werden möchten. Jede Zahl vergleicht eine Saison mit derselben Saison im Vorjahr; darunter steht, was gemessen wurde, in welchem Zeitraum und womit verglichen wurde.',
    stories: [
      {
        id: 'fashion',
        sector: 'Mode-E-Commerce',
        title: 'Modemarke steigert ihre Conversions im Onlineshop',
        text: 'Mit Fotos ihrer Kundinnen auf Produkt- und Inspirationsseiten hat diese Modemarke ihre Community zu ihrem überzeugendsten Verkaufsargument gemacht.',
        metrics: [
          { stat: 'fashionConversions', label: 'Conversion-Rate auf den Produktseiten' },
          { stat: 'fashionEngagement', label: 'Engagement pro Instagram-Beitrag' },
          { stat: 'fashionOrderValue', label: 'Warenkorbwert im Durchschnitt' },
        ],
      },
      {
        id: 'beauty',
        sector: 'Beauty und Kosmetik',
        title: 'Beautymarke vergrößert ihre Reichweite',
        text: 'Indem sie Tutorials und Bewertungen ihrer Kundinnen mit deren Zustimmung teilte, hat diese Kosmetikmarke ihre Social-Media-Kanäle und Kampagnen mit frischen Inhalten versorgt und zugleich ihre Content-Kosten gesenkt.',
        metrics: [
          { stat: 'beautySocialRoi', label: 'ROI bezahlter Social-Media-Kampagnen' },
          { stat: 'beautyContentCost', label: 'Content-Kosten pro Kampagne' },
          { stat: 'beautyReach', label: 'Reichweite der eigenen Beiträge' },
        ],
      },
    ],
    cta: {
      title: 'Wo bringt UGC Ihrer Marke am meisten?',
      text: 'In einer persönlichen Demo prüfen wir mit Ihnen Kanal für Kanal, wo Kundeninhalte Ihre Ziele am besten unterstützen.',
      button: 'Demo anfragen',
    },
  },

  legal: {
    meta: {
      title: 'Impressum und Datenschutz | {brandName}',
      description:
        'Impressum und Datenschutzerklärung von {brandName}: Anbieter, Hosting, Verarbeitung personenbezogener Daten nach DSGVO, Cookies und Nutzungsbedingungen.',
    },
    title: 'Impressum und Datenschutz\u00ADerklärung',
    intro:
      'Hier erfahren Sie, wer diese Website anbietet und hostet, wie wir Ihre personenbezogenen Daten verarbeiten und welche Regeln für die Nutzung der Plattform {brandName} gelten.',
    contentsLabel: 'Inhalt',
    lastUpdatedLabel: 'Stand:',
    publisher: {
      title: 'Impressum',
      lead: 'Angaben gemäß § 5 DDG',
      paragraphs: ['Anbieter dieser Website und der Plattform {brandName} ist:'],
      facts: [
        { id: 'legalName', label: 'Firma' },
        { id: 'legalForm', label: 'Rechtsform' },
        { id: 'shareCapital', label: 'Grundkapital' },
        { id: 'headOffice', label: 'Sitz' },
        { id: 'register', label: 'Handelsregister (RCS)' },
        { id: 'siren', label: 'Registernummer (SIREN)' },
        { id: 'vatNumber', label: 'USt-IdNr.' },
        { id: 'phone', label: 'Telefon' },
        { id: 'email', label: 'E-Mail' },
        { id: 'publicationDirector', label: 'Vertretungsberechtigt und inhaltlich verantwortlich' },
      ],
    },
    hosting: {
      title: 'Hosting',
      paragraphs: ['Die Website und die über ihre Formulare übermittelten Daten werden bei folgenden Dienstleistern gehostet.'],
      siteHost: 'Hosting der Website',
      databaseHost: 'Hosting der Formulardaten',
      nameLabel: 'Firma',
      addressLabel: 'Anschrift',
      phoneLabel: 'Telefon',
    },
    privacy: {
      title: 'Datenschutzerklärung',
      intro:
        'Mit den folgenden Informationen nach Art. 13 DSGVO erläutern wir, wie wir die auf dieser Website erhobenen personenbezogenen Daten verarbeiten.',
      controller: {
        title: 'Verantwortlicher',
        paragraphs: [
          'Verantwortlicher im Sinne der DSGVO ist {legalName}, der Anbieter dieser Website (Kontaktdaten siehe Impressum). Bei Fragen zum Datenschutz erreichen Sie uns unter der folgenden Adresse.',
        ],
        contactLabel: 'Kontakt Datenschutz:',
        dpoLabel: 'Datenschutzbeauftragter:',
        ukRepresentativeLabel: 'Vertreter im Vereinigten Königreich (Art. 27 UK GDPR):',
      },
      purposes: {
        title: 'Erhobene Daten, Zwecke und Rechtsgrundlagen',
        intro:
          'Personenbezogene Daten übermitteln Sie uns auf dieser Website über die beiden Formulare; die technischen Verbindungsdaten beschreiben wir unter „Technische Daten und Sicherheit“. Optionale Felder sind als solche gekennzeichnet; ohne die übrigen Angaben können wir Ihre Anfrage nicht bearbeiten. Eine automatisierte Entscheidungsfindung einschließlich Profiling (Art. 22 DSGVO) findet nicht statt. Wir versenden weder Newsletter noch Werbe-E-Mails und nehmen Ihre Kontaktdaten in keinen Verteiler auf: Sie dienen ausschließlich der Bearbeitung Ihrer Anfrage.',
        linkedTools:
          'Wenn Sie einen Demo-Termin buchen oder den Live-Chat öffnen, erhält der Anbieter dieses Dienstes in unserem Auftrag, was Sie dort eingeben; er ist unten unter den Empfängern aufgeführt.',
        dataLabel: 'Daten',
        fieldNames: {
          demoRequest: {
            firstName: 'Vorname',
            lastName: 'Nachname',
            email: 'Geschäftliche E-Mail-Adresse',
            company: 'Unternehmen',
            role: 'Position',
            phone: 'Telefonnummer',
            message: 'Nachricht',
          },
          contactMessage: {
            firstName: 'Vorname',
            lastName: 'Nachname',
            company: 'Unternehmen',
            role: 'Position',
            email: 'E-Mail-Adresse',
            phone: 'Telefonnummer',
            reason: 'Anliegen',
            message: 'Nachricht',
          },
        },
        visitData: 'Sprache und Adresse der Seite, von der sie gesendet wurde, und gegebenenfalls die Kampagne des Besuchs (die utm-Parameter der Adresse)',
        purposeLabel: 'Zweck',
        legalBasisLabel: 'Rechtsgrundlage',
        retentionLabel: 'Speicherdauer',
        forms: [
          {
            id: 'demoRequest',
            title: 'Demo-Anfrage',
            purpose: 'Durchführung der angefragten Demo und Abstimmung zu Ihrem Projekt.',
            legalBasis:
              'Unser berechtigtes Interesse, geschäftliche Anfragen zu beantworten und einen möglichen Vertrag mit dem von Ihnen vertretenen Unternehmen vorzubereiten (Art. 6 Abs. 1 lit. f DSGVO). Handeln Sie im eigenen Namen, etwa als Einzelunternehmer, stützen wir uns auf die Durchführung vorvertraglicher Maßnahmen auf Ihre Anfrage (Art. 6 Abs. 1 lit. b DSGVO). Eine Einwilligung wird weder eingeholt noch als Rechtsgrundlage herangezogen.',
            retention: '{prospectRetentionYears} Jahre ab dem letzten Kontakt, danach Löschung.',
            recipients: 'Das Vertriebsteam von {legalName}; die Dienstleister der Liste „Empfänger und Auftragsverarbeiter“ (Formulardatenbank, Weiterleitung der Anfrage an den Vertrieb).',
          },
          {
            id: 'contactMessage',
            title: 'Kontaktformular',
            purpose: 'Beantwortung Ihrer Nachricht und Bearbeitung Ihres Anliegens.',
            legalBasis:
              'Unser berechtigtes Interesse, an uns gerichtete geschäftliche Anfragen zu beantworten (Art. 6 Abs. 1 lit. f DSGVO); betrifft Ihre Nachricht unsere Leistungen und handeln Sie im eigenen Namen, außerdem die Durchführung vorvertraglicher Maßnahmen auf Ihre Anfrage (Art. 6 Abs. 1 lit. b DSGVO).',
            retention: '{prospectRetentionYears} Jahre ab dem letzten Kontakt, danach Löschung.',
            recipients: 'Das für Ihr Anliegen zuständige Team von {legalName} (Vertrieb oder Support); die Dienstleister der Liste „Empfänger und Auftragsverarbeiter“.',
          },
        ],
      },
      technical: {
        title: 'Technische Daten und Sicherheit',
        paragraphs: [
          'Wie jeder Webserver protokolliert der Server unseres Hosters bei jedem Seitenaufruf technische Daten, darunter Ihre IP-Adresse, die aufgerufene Seite sowie Datum und Uhrzeit (Server-Logfiles). Sie dienen der Auslieferung der Website, ihrer Sicherheit und der Aufklärung von Störungen; sie werden {hostLogRetentionDays} Tage gespeichert und danach gelöscht. Rechtsgrundlage ist unser berechtigtes Interesse an einer sicheren und zuverlässigen Bereitstellung der Website (Art. 6 Abs. 1 lit. f DSGVO).',
          'Zum Schutz der Formulare vor massenhaften automatisierten Anfragen speichert die Datenbank zu jeder Anfrage einen Prüfwert der IP-Adresse, von der sie kommt: einen HMAC-SHA256, berechnet mit einem geheimen Schlüssel, den nur die Datenbank kennt. Der Schlüssel wird täglich ersetzt, alte Schlüssel werden gelöscht; ohne den Schlüssel lässt sich aus dem Prüfwert die Adresse nicht ermitteln. Er dient ausschließlich dazu, die Zahl der Anfragen innerhalb von {floodWindowMinutes} Minuten zu begrenzen, und wird spätestens {floodFingerprintMaxMinutes} Minuten nach der Anfrage automatisch gelöscht. Rechtsgrundlage ist unser berechtigtes Interesse an der Sicherheit des Dienstes (Art. 6 Abs. 1 lit. f DSGVO).',
        ],
      },
      audience: {
        title: 'Reichweitenmessung',
        paragraphs: [
          'Um zu erfahren, welche Seiten, Sprachen und Kampagnen unsere Besucher interessieren und zu Anfragen führen, zählen wir Seitenaufrufe. Jeder Aufruf einer Seite erhöht einen Zähler je Tag, Seite, Sprache, verweisender Website (nur deren Domainname, etwa der einer Suchmaschine, sofern Ihr Browser ihn übermittelt) und Kampagne (die Parameter utm_source, utm_medium und utm_campaign der Seitenadresse, sofern ein Link sie enthält) um eins. Ebenso speichern Demo-Anfragen und Kontaktnachrichten die Seite, von der sie gesendet wurden, und die Kampagne des Besuchs.',
          'Sonst wird nichts erfasst: weder Ihre IP-Adresse noch Ihr Browser, keine Kennung und kein Cookie. Auf Ihrem Endgerät wird nichts gespeichert, und die Seite übermittelt nur, was Ihr Browser ohnehin mit jedem Seitenaufruf sendet: die Adresse der Seite, ihre Sprache und die verweisende Website. Mit den Zählern lässt sich niemand verfolgen, weder von Seite zu Seite noch über Websites hinweg; sie werden an niemanden weitergegeben und dienen ausschließlich unserer eigenen Statistik. Bekannte Bots und automatisierte Browser werden nicht gezählt: Die Browserkennung dient nur dazu, sie auszusortieren, und wird nicht gespeichert. Damit eine einzelne IP-Adresse die Zahlen nicht verfälscht, verwendet die Datenbank denselben kurzlebigen Prüfwert wie bei den Formularen (siehe „Technische Daten und Sicherheit“); er wird spätestens {floodFingerprintMaxMinutes} Minuten nach dem Besuch gelöscht.',
          'Die Zähler werden {audienceRetentionMonths} Monate gespeichert und danach automatisch gelöscht. Rechtsgrundlage ist unser berechtigtes Interesse daran, die Reichweite unserer Website und die Wirkung ihrer Inhalte zu messen (Art. 6 Abs. 1 lit. f DSGVO).',
          'Eine Einwilligung ist dafür nicht erforderlich: Die Messung erfüllt die Voraussetzungen, unter denen die französische Aufsichtsbehörde CNIL Reichweitenmessungen von der Einwilligungspflicht ausnimmt (Art. 5 ihrer Leitlinien zu Cookies und anderen Trackern, angenommen mit Beschluss Nr. 2020-091 vom 17. September 2020 in der geänderten Fassung). Sie dient ausschließlich der Messung der Reichweite dieser Website für uns selbst, liefert nur anonyme, zusammengefasste Statistiken, wird mit keiner anderen Verarbeitung verknüpft und an keine Dritten weitergegeben, und ihre Speicherdauer ist begrenzt. Deshalb fragt Sie auch kein Banner danach.',
        ],
      },
      recipients: {
        title: 'Empfänger und Auftragsverarbeiter',
        paragraphs: [
          'Zugriff auf Ihre Daten haben nur die Teams von {legalName}, die Ihre Anfrage bearbeiten (Vertrieb und Support). Wir verkaufen oder vermieten Ihre Daten nicht.',
          'Die folgenden Dienstleister verarbeiten sie in unserem Auftrag als Auftragsverarbeiter nach Art. 28 DSGVO: nur nach unserer Weisung und auf Grundlage eines Vertrags, der sie zu Sicherheit und Vertraulichkeit verpflichtet. Der Hoster der Website erhält keine Formularinhalte, sondern verarbeitet nur die für die Auslieferung der Seiten nötigen technischen Daten (siehe „Technische Daten und Sicherheit“).',
        ],
        nameLabel: 'Dienstleister',
        roleLabel: 'Aufgabe',
        countryLabel: 'Sitzland',
        safeguardLabel: 'Garantie bei Drittlandübermittlung',
        roles: {
          siteHosting: 'Hosting der Website (technische Verbindungsdaten)',
          formDatabase: 'Hosting der Formulardatenbank',
          leadChat: 'Weiterleitung jeder Anfrage an den Vertrieb per Team-Chat',
          leadEmail: 'Weiterleitung jeder Anfrage an den Vertrieb per E-Mail',
          booking: 'Online-Terminbuchung für Demos (wenn Sie einen Termin buchen)',
          liveChat: 'Live-Chat (wenn Sie ihn öffnen)',
        },
        safeguards: {
          eea: 'Nicht erforderlich: Sitz im Europäischen Wirtschaftsraum',
          adequacy: 'Angemessenheitsbeschluss der Europäischen Kommission (Art. 45 DSGVO)',
          dpf: 'EU-US Data Privacy Framework (Angemessenheitsbeschluss vom 10. Juli 2023)',
          sccs: 'Standardvertragsklauseln der Europäischen Kommission (Art. 46 Abs. 2 lit. c DSGVO)',
        },
      },
      transfers: {
        title: 'Übermittlung in Drittländer',
        none: 'Alle unsere Dienstleister haben ihren Sitz im Europäischen Wirtschaftsraum: Eine Übermittlung Ihrer Daten in Drittländer findet nicht statt.',
        some: 'Einige Dienstleister haben ihren Sitz außerhalb des Europäischen Wirtschaftsraums; jede Übermittlung an sie ist durch die angegebene Garantie abgesichert: {processors}. Eine Kopie dieser Garantien erhalten Sie auf Anfrage an die oben genannte Adresse.',
      },
      retention: {
        title: 'Speicherdauer',
        paragraphs: [
          'Demo-Anfragen und Kontaktnachrichten speichern wir {prospectRetentionYears} Jahre ab dem letzten Kontakt mit Ihnen und löschen sie danach, ebenso die an den Vertrieb weitergeleiteten Kopien.',
          'Werden Sie Kunde, speichern wir die für das Vertragsverhältnis nötigen Daten für dessen Dauer und bewahren sie danach für die gesetzlichen Aufbewahrungs- und Verjährungsfristen auf.',
          'Die Server-Logfiles des Hosters werden {hostLogRetentionDays} Tage gespeichert, der Prüfwert der IP-Adresse höchstens {floodFingerprintMaxMinutes} Minuten (siehe „Technische Daten und Sicherheit“).',
          'Die anonymen Zähler der Reichweitenmessung werden {audienceRetentionMonths} Monate gespeichert (siehe „Reichweitenmessung“).',
        ],
      },
      rights: {
        title: 'Ihre Rechte',
        paragraphs: [
          'Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung (Art. 18) und Datenübertragbarkeit (Art. 20).',
          'Widerspruchsrecht: Verarbeiten wir Daten auf Grundlage berechtigter Interessen, können Sie aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit widersprechen (Art. 21 DSGVO); der Direktwerbung können Sie jederzeit ohne Angabe von Gründen widersprechen.',
          'Keine Verarbeitung auf dieser Website beruht derzeit auf Ihrer Einwilligung. Sollten wir Sie künftig darum bitten, können Sie eine Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen; die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt unberührt.',
          'Wir antworten innerhalb eines Monats; bei komplexen Anfragen kann sich die Frist um zwei Monate verlängern. Bei begründeten Zweifeln an Ihrer Identität können wir einen Nachweis verlangen.',
        ],
        contactLabel: 'Zur Ausübung Ihrer Rechte:',
      },
      complaint: {
        title: 'Beschwerderecht bei einer Aufsichtsbehörde',
        paragraphs: [
          'Sie haben das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO), insbesondere in dem Mitgliedstaat Ihres gewöhnlichen Aufenthalts, Ihres Arbeitsplatzes oder des mutmaßlichen Verstoßes. In Deutschland ist dies die Datenschutzaufsichtsbehörde Ihres Bundeslandes; die Datenschutzkonferenz führt ein Verzeichnis. Für uns federführend zuständig ist die französische CNIL. In Österreich können Sie sich an die Datenschutzbehörde wenden (§ 24 DSG), in der Schweiz an den Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB) nach dem Datenschutzgesetz (DSG).',
        ],
        websiteLabel: 'Website',
      },
    },
    cookies: {
      title: 'Cookies',
      paragraphs: [
        'Diese Website setzt keine Cookies und speichert keine Informationen auf Ihrem Endgerät (weder Cookies noch Local Storage), auch nicht für ihre Reichweitenmessung (siehe „Reichweitenmessung“). Sie verwendet keine Werbung und keine Social-Media-Plugins; deshalb fragt Sie auch kein Banner nach einer Einwilligung.',
        'Sollten wir künftig einen einwilligungspflichtigen Tracker einsetzen, holen wir Ihre Einwilligung vorher ein; Ablehnen ist dann so einfach wie Zustimmen, und Ihre Wahl wird {cookieConsentMonths} Monate gespeichert.',
      ],
    },
    terms: {
      title: 'Nutzungsbedingungen',
      paragraphs: [
        '{brandName} richtet sich ausschließlich an Unternehmer: Marken, Händler und Agenturen, die den Dienst für ihre gewerbliche Tätigkeit nutzen. Auch die Formulare dieser Website sind für Unternehmen bestimmt: Mit dem Absenden bestätigen Sie, für das angegebene Unternehmen zu handeln.',
        'Zugang zur Plattform und ihre Nutzung regelt der Nutzungsvertrag, den das Kundenunternehmen mit uns unterzeichnet; bei Widersprüchen geht dieser Vertrag den vorliegenden Bedingungen vor.',
        'Ein Konto können nur Personen ab {minimumAge} Jahren eröffnen, die berechtigt sind, für das Kundenunternehmen zu handeln. Ihre Angaben müssen zutreffen und aktuell gehalten werden. Ihre Zugangsdaten sind persönlich; melden Sie uns jede verdächtige Nutzung Ihres Kontos unverzüglich.',
        'Es ist untersagt, sich unbefugt Zugang zur Plattform zu verschaffen, ihren Betrieb zu stören oder ihre Schutzmaßnahmen zu umgehen. Verstöße können zur Sperrung oder Schließung des Kontos führen; rechtliche Schritte bleiben vorbehalten.',
        'Die Urheberschaft an einem veröffentlichten Inhalt verbleibt stets beim Creator; sie ist nicht übertragbar. Über die Plattform räumt der Creator der anfragenden Marke Nutzungsrechte an seinem Inhalt ein, beschränkt auf die Nutzungsarten, Medien, das Gebiet und die Dauer, die in der von ihm angenommenen Rechteanfrage genannt sind, und verbunden mit der dort vorgesehenen Namensnennung (Name oder Account); ohne diese Zustimmung ist keine Weiterverwendung erlaubt, und eine Nutzung über diese Grenzen hinaus ist nicht gestattet. Mit seiner Zustimmung bestätigt der Creator, dass er volljährig ist, das Foto oder Video selbst gemacht hat und alle abgebildeten Personen einverstanden sind. Sie verpflichten sich, diese Grenzen und die Rechte Dritter (Urheber-, Bild- und Markenrechte) zu achten und keine rechtswidrigen Inhalte zu verbreiten.',
        'Die Website, ihr Aufbau und ihre Texte sind urheberrechtlich geschützt.',
        'Für diese Bedingungen gilt französisches Recht. Ausschließlicher Gerichtsstand für Streitigkeiten zwischen Unternehmern aus oder im Zusammenhang mit diesen Bedingungen ist das Tribunal des activités économiques de Paris (vormals Handelsgericht Paris). Zwingende Vorschriften des Rechts, das für Sie gilt, bleiben unberührt.',
      ],
    },
    platform: {
      title: 'Die Plattform: Auftragsverarbeitung, Sicherheit und Lizenz der Creator',
      paragraphs: [
        'Was Ihre Rechtsabteilung und Ihr Einkauf vor der Unterzeichnung wissen wollen. Diese Angaben betreffen die Plattform {brandName}; der Rest dieser Seite betrifft diese Website.',
      ],
      agreement: { label: 'Auftragsverarbeitung:', text: '{dataProcessingAgreement}' },
      hosting: { label: 'Hosting:', text: 'Alle Daten der Plattform liegen in {dataCountry}' },
      processors: { label: 'Unterauftragsverarbeiter:', text: '{platformProcessors}' },
      security: { label: 'Sicherheit:', text: '{security}' },
      availability: { label: 'Verfügbarkeit:', text: '{enterpriseUptime}' },
      creatorData: { label: 'Daten der Creator:', text: '{creatorData}' },
      licence: { label: 'Lizenz des Creators:', text: '{creatorLicence}' },
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
        'Kostenlose, persönliche Demo von {brandName}: {demoMinutes} Minuten mit einem Experten, anhand Ihrer Inhalte. Antwort binnen {replyHours} Stunden an Arbeitstagen.',
    },
    hero: {
      eyebrow: 'Demo',
      title: 'Fordern Sie Ihre persönliche Demo an',
      subtitle: 'Kostenlos und unverbindlich: Wir zeigen Ihnen die Plattform an Ihren eigenen Inhalten und für Ihren Anwendungsfall.',
    },
    nextSteps: {
      title: 'So geht es weiter',
      steps: [
        'Wir melden uns an Arbeitstagen innerhalb von {replyHours} Stunden für einen Termin.',
        'Unser Team zeigt Ihnen die Plattform in rund {demoMinutes} Minuten auf {demoLanguages}. Die Creator erhalten die Rechteanfragen in ihrer eigenen Sprache.',
        'Sie erhalten ein Angebot passend zu Ihrem Volumen.',
      ],
      note: 'Plattform gehostet in {dataCountry} (EU)',
    },
    highlights: [
      'Antwort in {replyHours} h an Arbeitstagen',
      '{demoMinutes}-minütige Demo',
      'Auf {demoLanguages}',
    ],
    booking: {
      title: 'Lieber gleich selbst einen Termin wählen?',
      text: 'Buchen Sie Ihre {demoMinutes}-minütige Demo direkt im Kalender unserer Experten, ohne auf unseren Anruf zu warten.',
      button: 'Termin wählen',
    },
    bookingAfterSuccess: 'Jetzt Termin wählen',
  },

  previews: {
    heroAlt: 'Vorschau: ein Instagram-Beitrag eines Kunden, die Rechteanfrage mit ihren Bedingungen, das „#JaMarke“ des Creators, der Status „Freigegeben“, dann die Produktseite mit Namensnennung.',
    productPageAlt:
      'Vorschau einer Produktseite: unter dem Produkt ein Karussell mit Kundenfotos, für die die Zustimmung der Creator vorliegt, jeweils mit Namensnennung.',
    search: '#ihremarke',
    newPost: 'Neuer Beitrag',
    brandSender: 'Ihre Marke',
    request: 'Dein Foto gefällt uns! Dürfen wir es zwei Jahre lang im DACH-Raum auf unserer Website, in Social Media und in Anzeigen zeigen und deinen Account nennen? Wenn du volljährig bist, das Foto selbst gemacht hast und alle Abgebildeten einverstanden sind, antworte mit #JaMarke.',
    terms: 'Lizenzbedingungen',
    reply: '#JaMarke, ich stimme zu',
    cleared: 'Freigegeben',
    pending: 'Ausstehend',
    library: 'Mediathek',
    record: 'Freigabenachweis',
    creator: '@lena.muenchen',
    licence: 'DACH · zwei Jahre',
    widget: 'Gesehen auf Instagram',
    credit: 'Foto: @lena.muenchen',
    productPage: 'Produktseite',
    addToCart: 'In den Warenkorb',
    collage: {
      file: 'community.svg',
      width: 1600,
      height: 1000,
      alt: 'Illustration: ein Mosaik farbenfroher Beiträge, einige mit grünem Häkchen markiert – wie in einer Mediathek mit dokumentierter Zustimmung der Creator.',
    },
  },
} satisfies SiteContent;

export default de;
