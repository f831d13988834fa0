import type { SiteContent } from '../schema/site-content';

const it = {
  common: {
    languageName: 'Italiano',
    skipLink: 'Vai al contenuto principale',
    header: {
      logoLabel: '{brandName}, home page',
      navLabel: 'Navigazione principale',
      languageLabel: 'Lingua',
      menuOpen: 'Apri il menu',
      menuClose: 'Chiudi il menu',
      demoButton: 'Richiedete una demo',
      demoButtonShort: 'Demo',
      links: {
        home: 'Home',
        features: 'Funzionalità',
        benefits: 'Vantaggi',
        howItWorks: 'Come funziona',
        useCases: 'Casi d’uso',
        pricing: 'Prezzi',
        about: 'Chi siamo',
        support: 'Assistenza',
        contact: 'Contatti',
      },
    },
    footer: {
      tagline:
        'La piattaforma UGC che trova le foto e i video Instagram e TikTok dei vostri clienti, chiede l’autorizzazione a chi li ha creati, la conserva in archivio e pubblica i contenuti su ogni canale.',
      productHeading: 'Prodotto',
      companyHeading: 'Azienda',
      supportHeading: 'Assistenza',
      supportText: 'Il nostro team in {teamCountry} vi risponde entro {replyHours} ore lavorative.',
      contactHeading: 'Contatti',
      links: {
        features: 'Funzionalità',
        pricing: 'Prezzi',
        useCases: 'Casi d’uso',
        support: 'Centro assistenza',
        about: 'Chi siamo',
        contact: 'Contatti',
        legal: 'Note legali e privacy',
        platform: 'Sicurezza e GDPR',
        booking: 'Prenotate una demo',
        instagram: 'Instagram',
        linkedin: 'LinkedIn',
      },
      copyright: '© {year} {brandName}. Tutti i diritti riservati.',
    },
    externalLink: '(sito esterno)',
    notices: {
      regionLabel: 'Notifiche',
      close: 'Chiudi la notifica',
    },
    appError: {
      title: 'Errore imprevisto dell’applicazione',
    },
    formats: {
      businessHours: 'dal {firstDay} al {lastDay}, dalle {opens} alle {closes} (ora italiana)',
      atLeast: 'oltre {count}',
      atLeastPercent: 'oltre il {count}',
      ratio: '{value} su {of}',
      supportLanguage: '{language}',
      sourceLine: '{kind} ({who}, {when})',
      populations: {
        posts: { one: '{count} post', other: '{count} post' },
        productPages: { one: '{count} scheda prodotto', other: '{count} schede prodotto' },
        orders: { one: '{count} ordine', other: '{count} ordini' },
        campaigns: { one: '{count} campagna', other: '{count} campagne' },
        brands: { one: '{count} brand', other: '{count} brand' },
        users: { one: '{count} utente intervistato', other: '{count} utenti intervistati' },
        shoppers: { one: '{count} consumatore intervistato', other: '{count} consumatori intervistati' },
      },
      comparisons: {
        postsWithoutUgc: 'rispetto ai post senza UGC',
        pagesWithoutUgc: 'rispetto alle schede senza UGC',
        traditionalShoots: 'rispetto agli shooting tradizionali',
        manualWork: 'rispetto al lavoro manuale',
      },
      sourceBaseline: 'rispetto a {when}',
      replyTime: '{hours} ore lavorative',
      contract: {
        billingPeriods: { monthly: 'mensile', quarterly: 'trimestrale', annual: 'annuale' },
        priceBasis: { excludingVat: 'prezzi in {currency} IVA esclusa', includingVat: 'prezzi in {currency} IVA inclusa' },
        quotaCounting: {
          rightsRequestSent: 'una sola volta, all’invio della richiesta di autorizzazione; la ricerca è illimitata',
          rightsGranted: 'una sola volta, quando il creator lo autorizza; le richieste senza risposta non contano',
        },
        atQuota: {
          requestsPause: 'le nuove richieste restano in sospeso fino al mese successivo o al passaggio a un piano superiore, senza addebiti automatici',
          overageInvoiced: 'le richieste proseguono e ogni contenuto in più è fatturato alla tariffa del contratto',
        },
        integrationsWithRoadmap: '{available}; in arrivo: {roadmap}',
        contentSourcing: { officialApis: 'API ufficiali, nei limiti di Instagram e TikTok' },
        permissionRequest: { creatorReply: 'il creator autorizza con una semplice risposta' },
        dataProcessingAgreement: { annexedToContract: 'allegato a ogni contratto di abbonamento (art. 28 GDPR); vi inviamo il modello prima della firma' },
        platformProcessor: '{name} ({role}, {country})',
        platformProcessorRoles: { hosting: 'hosting', backups: 'backup', email: 'e-mail della piattaforma', support: 'chat di assistenza' },
        securityMeasures: {
          encryptionInTransit: 'crittografia dei dati in transito (TLS)',
          encryptionAtRest: 'crittografia dei dati archiviati',
          yearlyPenetrationTest: 'penetration test annuale a cura di una società indipendente',
        },
        securityWithCertifications: '{measures}; certificazione {certifications}',
        certification: '{standard} ({certifiedBy}, valida fino a {validUntil})',
        enterpriseUptime: 'disponibilità garantita del {uptime} al mese (SLA del piano Enterprise)',
        creatorData: {
          brandControls:
            'titolare del trattamento è il brand e la piattaforma ne è responsabile del trattamento; ogni richiesta di autorizzazione lo comunica al creator (art. 14 GDPR) e rimanda alla vostra informativa privacy',
        },
        creatorLicence: {
          freeNonExclusive:
            'gratuita e non esclusiva, limitata agli usi, ai canali, al territorio e alla durata indicati nella richiesta accettata; se il creator revoca l’autorizzazione, i suoi contenuti escono dalle vostre gallerie e dai vostri widget entro {withdrawalDays}',
        },
      },
    },
    sources: {
      title: 'Fonti',
      markLabel: 'Fonte',
      kinds: {
        customerSurvey: 'Sondaggio tra i clienti',
        study: 'Studio',
        platformData: 'Dati della piattaforma',
      },
      link: 'Consultate la fonte',
    },
    customers: {
      title: 'Ci hanno scelto',
      logosLabel: 'Loghi dei nostri clienti',
      translated: 'Traduzione',
    },
  },

  forms: {
    common: {
      optional: '(facoltativo)',
      honeypot: 'Lasciare vuoto questo campo',
      choose: 'Selezionate…',
      receipt: 'Orario di invio: {time}. La nostra risposta arriverà all’indirizzo {address}.',
      sendAnother: 'Inviate un’altra richiesta',
      failureAction: 'Scriveteci via e-mail',
      errors: {
        required: 'Questo campo è obbligatorio.',
        choose: 'Scegliete un’opzione dall’elenco.',
        tooLong: 'Questo campo accetta al massimo {max} caratteri.',
        email: 'Inserite un indirizzo e-mail completo, ad esempio mario.rossi@azienda.it.',
        phone: 'Il numero può contenere solo cifre, spazi e i segni + ( ) . -',
        invalid: 'Questo valore non è accettato. Controllatelo e inviate di nuovo il modulo.',
      },
      tooMany: {
        email: {
          title: 'Troppi invii con questo indirizzo e-mail',
          text: 'Abbiamo appena ricevuto diverse richieste da questo indirizzo. Potrete inviare di nuovo il modulo tra {wait}; i dati inseriti restano nel modulo.',
        },
        address: {
          title: 'Troppi invii dalla vostra connessione',
          text: 'Dalla vostra rete sono appena partite diverse richieste. Potrete inviare di nuovo il modulo tra {wait}; i dati inseriti restano nel modulo.',
        },
      },
    },
    privacy: {
      controller: 'Titolare del trattamento:',
      purposes: {
        demoRequest: 'Finalità: organizzare la vostra demo.',
        contactMessage: 'Finalità: rispondere al vostro messaggio.',
      },
      rights: 'Conservazione: {prospectRetentionYears} anni dall’ultimo contatto. Potete esercitare i diritti di accesso, rettifica, cancellazione, opposizione e gli altri diritti previsti dagli artt. 15–22 GDPR.',
      link: 'Informativa sulla privacy',
    },
    withoutScript: 'Questo modulo funziona solo con JavaScript, che nel vostro browser è disattivato. Scriveteci direttamente:',
    salesEmail: {
      demoSubject: 'Nuova richiesta di demo: {name} ({company})',
      contactSubject: 'Nuovo messaggio di contatto: {name} ({company})',
      line: '{label}: {value}',
      prospectLanguage: 'Lingua della richiesta',
      received: 'Data di ricezione',
      reference: 'Riferimento',
      replyHint: 'Rispondete a questa e-mail per scrivere direttamente alla persona che vi ha contattato.',
    },
  },

  home: {
    meta: {
      title: 'Piattaforma UGC per i brand | {brandName}',
      description:
        'Piattaforma UGC per i brand: trovate foto e video Instagram e TikTok dei clienti, ottenete in pochi clic il permesso dei creator e pubblicateli su ogni canale.',
    },
    hero: {
      eyebrow: 'La piattaforma UGC per i brand',
      title: 'Le foto e i video dei vostri clienti su tutti i vostri canali, con l’autorizzazione di chi li ha creati',
      subtitle:
        'Individuate i post Instagram e TikTok che mostrano i vostri prodotti, chiedete in pochi clic a ogni creator il permesso di usarli e pubblicateli sul vostro e-commerce, sui social, sugli schermi dei negozi e nelle campagne pubblicitarie. Ogni autorizzazione resta archiviata insieme al contenuto.',
      primaryButton: 'Richiedete una demo',
      secondaryButton: 'Scoprite come funziona',
      stats: [
        { stat: 'engagementLift', label: 'di engagement sui post con UGC' },
        { stat: 'addToCart', label: 'più aggiunte al carrello nelle schede prodotto con UGC' },
        { stat: 'productionCost', label: 'sui costi di produzione dei contenuti visivi' },
      ],
    },
    features: {
      eyebrow: 'Funzionalità',
      title: 'L’intero ciclo di vita degli UGC, in un’unica piattaforma',
      intro:
        'Dalla raccolta alla distribuzione, ogni fase è pensata per i team marketing che vogliono contenuti autentici, con l’autorizzazione documentata di ogni creator.',
      advantageBadge: 'Vantaggio competitivo',
      groups: [
        { id: 'sourcing', title: 'Raccolta' },
        { id: 'rights', title: 'Selezione e diritti' },
        { id: 'library', title: 'Media library' },
        { id: 'distribution', title: 'Distribuzione' },
      ],
      items: [
        {
          id: 'hashtagSourcing',
          title: 'Raccolta per hashtag',
          text: 'Monitorate gli hashtag del vostro brand e delle vostre campagne su Instagram e TikTok e raccogliete automaticamente ogni nuovo post.',
        },
        {
          id: 'geolocation',
          title: 'Raccolta per geolocalizzazione',
          text: 'Individuate i contenuti pubblicati nei vostri negozi, durante i vostri eventi o in qualsiasi luogo importante per il vostro brand.',
        },
        {
          id: 'mentions',
          title: 'Menzioni e tag',
          text: 'Ritrovate i post che menzionano o taggano il vostro account, anche quando non contengono alcun hashtag.',
        },
        {
          id: 'historicalContent',
          title: 'Contenuti storici',
          text: 'Tornate indietro nel tempo: recuperate anche i post pubblicati prima della vostra campagna e arricchite la media library fin dal primo giorno.',
        },
        {
          id: 'smartCuration',
          title: 'Selezione intelligente',
          text: 'Ricerca semantica, filtri avanzati e selezione con un clic: trovate in un attimo i contenuti più in linea con la vostra immagine.',
        },
        {
          id: 'rightsRequests',
          title: 'Richieste di autorizzazione personalizzate',
          text: 'Inviate ai creator richieste private, con la vostra identità visiva e nella loro lingua, che indicano usi, canali, territorio, durata e citazione dell’autore, con un link alle vostre condizioni; seguite ogni risposta da un’unica dashboard.',
        },
        {
          id: 'automatedFollowUp',
          title: 'Promemoria automatici',
          text: 'I creator che non rispondono ricevono un promemoria automatico: più autorizzazioni ottenute, senza alcuno sforzo in più per i vostri team.',
        },
        {
          id: 'mediaLibrary',
          title: 'Media library centralizzata',
          text: 'Organizzate i contenuti in collezioni, ciascuno con i propri diritti e metadati, in un formato compatibile con i DAM che già usate.',
        },
        {
          id: 'originalQuality',
          title: 'Qualità originale',
          text: 'Scaricate foto e video nella qualità originale, pronti per il sito, i social o le inserzioni.',
        },
        {
          id: 'restApi',
          title: 'API REST',
          text: 'Alimentate il vostro sito, la vostra app o i vostri strumenti interni con i contenuti approvati, tramite un’API REST documentata.',
        },
        {
          id: 'widgets',
          title: 'Widget responsive',
          text: 'Caroselli e social wall si integrano in pochi minuti nelle vostre pagine e si adattano a ogni schermo. Plugin WordPress incluso.',
        },
        {
          id: 'landingPages',
          title: 'Landing page',
          text: 'Create pagine d’ispirazione con i vostri migliori UGC, senza bisogno di sviluppatori, sia per le campagne sia per i lanci di prodotto.',
        },
        {
          id: 'integrations',
          title: 'Integrazioni PIM e DAM',
          text: 'Collegate la piattaforma ai vostri strumenti per associare ogni contenuto al prodotto giusto e inserirlo nei vostri flussi esistenti: {integrations}.',
        },
      ],
    },
    benefits: {
      eyebrow: 'Vantaggi',
      title: 'Perché puntare sugli UGC',
      intro:
        'Le foto e i video dei vostri clienti mostrano i vostri prodotti nella vita reale. La vera sfida è usarli su larga scala, con l’autorizzazione di ogni creator.',
      stats: [
        { stat: 'conversionLift', label: 'sul tasso di conversione delle schede prodotto con UGC' },
        { stat: 'timeSaved', label: 'di tempo risparmiato nella raccolta dei contenuti e nelle richieste di autorizzazione' },
        { stat: 'ugcSeekers', label: 'consumatori guardano foto e video di altri clienti prima di acquistare' },
      ],
      items: [
        {
          id: 'conversion',
          title: 'Più conversioni',
          text: 'Le foto e i video di clienti reali rassicurano al momento dell’acquisto e fanno crescere le vendite online.',
        },
        {
          id: 'authenticity',
          title: 'Autenticità',
          text: 'Mostrate i vostri prodotti come li vivono i vostri clienti: contenuti credibili, perché nascono da clienti reali e non dal vostro brand.',
        },
        {
          id: 'costs',
          title: 'Costi di produzione sotto controllo',
          text: 'I vostri clienti producono già immagini di qualità. Riutilizzatele, invece di moltiplicare gli shooting.',
        },
        {
          id: 'legal',
          title: 'Autorizzazione documentata',
          text: 'Nessun contenuto viene pubblicato senza l’autorizzazione esplicita del creator, registrata con data e ora e archiviata insieme al contenuto. L’autorizzazione non copre i diritti di terzi (musica, marchi, persone ritratte): spetta al brand verificarli.',
        },
        {
          id: 'time',
          title: 'Risparmio di tempo',
          text: 'Raccolta, richieste di autorizzazione, promemoria e archiviazione sono automatizzati: i vostri team possono dedicarsi alla creatività.',
        },
        {
          id: 'scale',
          title: 'Multibrand e multicanale',
          text: 'Gestite migliaia di contenuti, più brand e tutti i vostri canali di distribuzione da un’unica piattaforma.',
        },
      ],
      problem: {
        title: 'Il problema',
        points: [
          'I contenuti dei vostri clienti sono sparsi tra Instagram e TikTok, difficili da ritrovare e da selezionare.',
          'Ripubblicare un contenuto senza l’autorizzazione del suo creator espone il vostro brand a rischi legali.',
          'Raccogliere le liberatorie una per una, tra messaggi privati e fogli Excel, impegna i vostri team per ore.',
        ],
      },
      solution: {
        title: 'La nostra soluzione',
        points: [
          'Raccolta automatica per hashtag, menzioni e geolocalizzazione, contenuti storici inclusi.',
          'Richieste di autorizzazione personalizzate, tracciabili e con promemoria automatici.',
          'Una media library centralizzata, pronta per la distribuzione su tutti i vostri canali.',
        ],
      },
    },
    howItWorks: {
      eyebrow: 'Come funziona',
      title: 'Quattro fasi, dal post alla distribuzione',
      intro:
        'Un processo semplice e interamente tracciato, che trasforma un post Instagram o TikTok in un asset di marketing, con l’autorizzazione documentata del creator.',
      keyDifferenceBadge: 'Ciò che ci distingue',
      stepLabel: 'Fase',
      steps: [
        {
          id: 'curation',
          title: 'Raccolta e selezione',
          text: 'Individuate i contenuti migliori che parlano del vostro brand.',
          details: [
            'Raccolta per hashtag, menzioni e geolocalizzazione',
            'Accesso ai contenuti storici',
            'Ricerca semantica e filtri avanzati',
          ],
        },
        {
          id: 'rights',
          title: 'Acquisizione dei diritti',
          text: 'Chiedete a ogni creator, nella sua lingua, l’autorizzazione a condizioni precise: usi, canali, territorio, durata e citazione dell’autore. Ogni risposta è datata e archiviata con il contenuto.',
          details: [
            'Richieste private e personalizzate',
            'Messaggi nella lingua del creator',
            'Monitoraggio delle risposte e promemoria automatici',
          ],
        },
        {
          id: 'organisation',
          title: 'Organizzazione',
          text: 'Archiviate i contenuti autorizzati in una media library strutturata.',
          details: [
            'Collezioni compatibili con i vostri strumenti DAM',
            'Download in qualità originale',
            'Storico dei diritti per ogni contenuto',
          ],
        },
        {
          id: 'distribution',
          title: 'Distribuzione',
          text: 'Pubblicate i vostri UGC dove hanno più impatto.',
          details: [
            'API REST e plugin WordPress',
            'Widget carosello e social wall',
            'Landing page e integrazioni PIM',
          ],
        },
      ],
    },
    cta: {
      title: 'Mettete alla prova la piattaforma sui vostri contenuti',
      text: 'Scoprite, in una demo personalizzata, come il vostro brand può utilizzare gli UGC su larga scala, con l’autorizzazione di ogni creator.',
      button: 'Richiedete una demo per il vostro brand',
    },
    demo: {
      title: 'Richiedete una demo personalizzata',
      intro:
        'Parlateci del vostro brand e dei vostri obiettivi: un esperto vi mostrerà la piattaforma applicata ai vostri contenuti.',
      fields: {
        firstName: { label: 'Nome' },
        lastName: { label: 'Cognome' },
        email: { label: 'E-mail aziendale' },
        company: { label: 'Azienda' },
        role: { label: 'Ruolo' },
        phone: { label: 'Telefono' },
        message: { label: 'Messaggio' },
      },
      roles: [
        { id: 'cmo', label: 'Direzione marketing (CMO)' },
        { id: 'content_director', label: 'Direzione contenuti / Brand content' },
        { id: 'ecommerce_director', label: 'Direzione e-commerce' },
        { id: 'cdo', label: 'CDO (Chief Digital Officer)' },
        { id: 'digital_marketing_manager', label: 'Responsabile marketing digitale' },
        { id: 'other', label: 'Altro' },
      ],
      submit: 'Richiedete la demo',
      submitting: 'Invio…',
      success: {
        title: 'Richiesta inviata!',
        text: 'Vi contatteremo entro {replyHours} ore lavorative per fissare la vostra demo.',
      },
      failure: {
        title: 'Errore',
        text: 'Si è verificato un errore. Riprova per favore.',
      },
    },
  },

  contact: {
    meta: {
      title: 'Contatti | {brandName}',
      description:
        'Contattate {brandName} per una demo, un preventivo, l’assistenza o una partnership: il nostro team in {teamCountry} vi risponde entro {replyHours} ore lavorative.',
    },
    hero: {
      eyebrow: 'Contatti',
      title: 'Parliamo del vostro progetto UGC',
      subtitle:
        'Una domanda, un preventivo, una partnership? Il nostro team in {teamCountry} vi risponde entro {replyHours} ore lavorative.',
    },
    form: {
      title: 'Scriveteci',
      fields: {
        firstName: { label: 'Nome' },
        lastName: { label: 'Cognome' },
        company: { label: 'Azienda' },
        role: { label: 'Ruolo' },
        email: { label: 'E-mail' },
        phone: { label: 'Telefono' },
        reason: { label: 'Oggetto della richiesta' },
        message: { label: 'Messaggio' },
      },
      reasons: [
        { id: 'demo', label: 'Richiesta di demo' },
        { id: 'quote', label: 'Richiesta di preventivo' },
        { id: 'support', label: 'Assistenza tecnica' },
        { id: 'partnership', label: 'Proposta di partnership' },
        { id: 'press', label: 'Stampa e media' },
        { id: 'other', label: 'Altro' },
      ],
      planRequest: 'Buongiorno, il piano {plan} mi interessa e vorrei parlarne con il vostro team.',
      submit: 'Inviate il messaggio',
      submitting: 'Invio in corso…',
      success: {
        title: 'Messaggio inviato!',
        text: 'Vi risponderemo entro {replyHours} ore lavorative.',
      },
      failure: {
        title: 'Errore',
        text: 'Si è verificato un errore. Vi preghiamo di riprovare.',
      },
    },
    channelsTitle: 'Altri modi per contattarci',
    channels: [
      {
        id: 'email',
        title: 'Via e-mail',
        text: 'Scriveteci: vi rispondiamo entro {replyHours} ore lavorative.',
        action: 'Inviateci un’e-mail',
      },
      {
        id: 'booking',
        title: 'Appuntamento online',
        text: 'Scegliete l’orario che preferite per parlare con un esperto.',
        action: 'Prenotate un appuntamento',
      },
      {
        id: 'office',
        title: 'La nostra sede',
        text: 'Vi accogliamo su appuntamento nel nostro ufficio alle porte di Parigi.',
        action: 'Fissate una visita',
      },
      {
        id: 'phone',
        title: 'Per telefono',
        text: 'Il nostro team vi risponde {businessHours}. I messaggi ricevuti al di fuori di questi orari vengono gestiti il giorno lavorativo successivo.',
        action: 'Chiamateci',
      },
    ],
    faq: {
      title: 'Domande frequenti',
      items: [
        {
          question: 'Quanto tempo serve per iniziare?',
          answer:
            'La configurazione tecnica è completata entro {setupHours} ore dal vostro via libera al progetto; poi impostiamo insieme a voi i primi flussi di raccolta (hashtag, menzioni, luoghi).',
        },
        {
          question: 'Quali social network sono supportati?',
          answer:
            'La piattaforma copre Instagram e TikTok: foto, video e caroselli, individuati per hashtag, menzioni, geolocalizzazione o nello storico dei post.',
        },
        {
          question: 'In quali lingue è disponibile l’assistenza?',
          answer:
            'Il nostro team, con sede in {teamCountry}, vi assiste in {supportLanguages}; le richieste di autorizzazione, invece, arrivano ai creator nella loro lingua: ai vostri clienti italiani, in italiano. Il piano Enterprise aggiunge un’assistenza dedicata 24/7 e livelli di servizio (SLA) garantiti dal contratto.',
        },
        {
          question: 'Che cosa autorizza esattamente un creator?',
          answer:
            'Ciò che indica la richiesta di autorizzazione: gli usi, i canali (sito, social, pubblicità), il territorio, la durata e la citazione del suo profilo, con un link alle condizioni della licenza. Il creator accetta rispondendo con la parola chiave della richiesta e dichiara così di essere maggiorenne, di essere l’autore della foto o del video e di avere l’accordo di chi vi compare; la sua risposta è datata e archiviata con il contenuto. Qualsiasi uso oltre questi limiti è escluso, e i diritti di terzi (musica, loghi, persone ritratte) restano da verificare a cura del brand.',
        },
      ],
    },
    demoCard: {
      title: 'Preferite vedere la piattaforma in azione?',
      text: 'Prenotate direttamente una demo di {demoMinutes} minuti con un esperto, nell’orario che preferite.',
      button: 'Prenotate la demo',
    },
    demoRequestCard: {
      title: 'Preferite vedere la piattaforma in azione?',
      text: 'Richiedete una demo di {demoMinutes} minuti con un esperto: vi ricontattiamo entro {replyHours} ore lavorative per concordare data e ora.',
      button: 'Richiedete la demo',
    },
  },

  pricing: {
    meta: {
      title: 'Prezzi e piani | {brandName}',
      description:
        'I piani Starter, Professional ed Enterprise di {brandName}: prezzi su misura, dati ospitati in {dataCountry}, assistenza in {supportLanguages} e conformità al GDPR.',
    },
    hero: {
      eyebrow: 'Prezzi',
      title: 'Tre piani, un prezzo in base ai vostri volumi',
      subtitle:
        'Contano anche il numero di brand e i canali di distribuzione. Scegliete il piano da cui partire: il resto lo definiamo insieme.',
    },
    popularBadge: 'Il più scelto',
    priceOnRequest: 'Tutti i piani sono su preventivo, in base alle vostre esigenze.',
    holdsLabel: 'Volumi del piano',
    audienceLabel: 'Ideale per',
    includedLabel: 'Incluso',
    includesPlanLabel: 'Tutto il piano {plan}, più:',
    limitationsLabel: 'Limiti',
    plans: [
      {
        id: 'starter',
        name: 'Starter',
        description: 'L’essenziale per avviare la vostra strategia UGC e pubblicare i primi contenuti autorizzati.',
        audience: 'PMI e startup',
        features: [
          'Raccolta per hashtag e menzioni',
          'Richieste di autorizzazione e promemoria automatici',
          'Media library centralizzata',
          'Widget carosello e social wall',
          'Download in qualità originale',
        ],
        limitations: ['API limitata', 'Senza geolocalizzazione avanzata'],
        cta: 'Richiedete un preventivo',
      },
      {
        id: 'professional',
        name: 'Professional',
        description: 'La piattaforma completa per i brand che fanno degli UGC una leva di crescita.',
        audience: 'brand in crescita e team marketing',
        features: [
          'API completa',
          'Ricerca semantica',
          'Condivisione della media library',
          'Geolocalizzazione e filtri avanzati',
          'Assistenza prioritaria in {supportLanguages}',
          'Accesso super admin a tutti i contenuti autorizzati',
          'Analytics avanzate',
        ],
        limitations: ['Senza API su misura'],
        cta: 'Richiedete un preventivo',
      },
      {
        id: 'enterprise',
        name: 'Enterprise',
        description: 'Una soluzione su misura per i gruppi multibrand e i grandi volumi.',
        audience: 'grandi aziende e gruppi multibrand',
        features: [
          'Ricerca semantica avanzata',
          'API su misura',
          'Geolocalizzazione globale',
          'Assistenza dedicata 24/7 con un referente fisso',
          'Livelli di servizio garantiti (SLA)',
          'Assistenza GDPR dedicata',
          'Multi-account e gestione dei permessi',
        ],
        limitations: [],
        cta: 'Parlate con un esperto',
      },
    ],
    limits: {
      brands: 'Brand',
      users: 'Utenti',
      curationFlows: 'Flussi di raccolta attivi (hashtag, menzioni, luoghi)',
      assets: 'Widget o landing page attivi contemporaneamente',
      monthlyContent: 'Contenuti al mese',
      monthlyContentCounted: { rightsRequestSent: 'Richieste al mese', rightsGranted: 'Contenuti autorizzati al mese' },
      unlimited: 'Illimitati',
      unlimitedQuota: 'Senza limiti',
    },
    inclusions: {
      title: 'Incluso in tutti i piani',
      items: [
        'Acquisizione dei diritti dai creator',
        'Promemoria automatici',
        'Download in qualità originale',
        'Plugin WordPress',
        'Contenuti da Instagram e TikTok',
        'Affiancamento nella fase di avvio',
      ],
    },
    reassurance: {
      title: 'Su cosa potete contare',
      chips: [
        'Senza vincoli di lunga durata',
        'Dati ospitati in {dataCountry}',
        'Conforme al GDPR',
        'Assistenza in {supportLanguages}',
        'Configurazione tecnica entro {setupHours} ore dal vostro via libera',
        'Team con sede in {teamCountry}',
        'Diritti tracciati e archiviati',
        'Cambio di piano in qualsiasi momento',
        'Demo gratuita',
        'Risposta entro {replyHours} ore lavorative',
      ],
      tiles: [
        {
          title: 'Autorizzazione documentata',
          text: 'Ogni contenuto pubblicato si basa sull’autorizzazione esplicita del suo creator, con data e ora, conservata nella vostra media library con lo storico dei diritti.',
        },
        {
          title: 'Affiancamento personalizzato',
          text: 'Il nostro team affianca ogni cliente dall’avvio ai primi risultati; il piano Enterprise aggiunge un referente dedicato che conosce il vostro brand.',
        },
        {
          title: 'Protezione dei dati',
          text: 'I vostri dati sono ospitati in {dataCountry} e trattati in conformità al GDPR.',
        },
      ],
      platformLink: 'Nel dettaglio: trattamento dei dati, sicurezza e licenza dei creator',
    },
    contract: {
      title: 'Il contratto in breve',
      commitment: { label: 'Durata:', text: 'Minimo {minimumTerm}, poi disdetta con preavviso di {noticePeriod}' },
      billing: { label: 'Fatturazione:', text: '{billingPeriods}; {priceBasis}' },
      quota: { label: 'Conteggio:', text: '{quotaCounting}' },
      limit: { label: 'Quota raggiunta:', text: '{atQuota}' },
      integrations: { label: 'Integrazioni:', text: '{integrations}' },
      collection: { label: 'Raccolta:', text: '{contentSourcing}; {permissionRequest}' },
    },
    faq: {
      title: 'Domande sui prezzi',
      items: [
        {
          question: 'Che cosa conta come contenuto?',
          answer:
            'Ogni foto, video o carosello conta come un contenuto, indipendentemente dal numero di immagini, e viene conteggiato {quotaCounting}.',
        },
        {
          question: 'Posso cambiare piano in corso d’opera?',
          answer:
            'Sì, in qualsiasi momento. Il passaggio a un piano superiore è immediato; quello a un piano inferiore decorre dal ciclo di fatturazione successivo.',
        },
        {
          question: 'Cosa succede se raggiungo il limite del mio piano?',
          answer:
            'Vi avvisiamo quando vi avvicinate al limite. Raggiunta la quota, {atQuota}. I contenuti già pubblicati restano online.',
        },
        {
          question: 'È previsto un vincolo contrattuale o un periodo di prova?',
          answer:
            'La durata minima è di {minimumTerm}, poi il contratto si disdice con un preavviso di {noticePeriod}. Al posto di una prova vi proponiamo una demo gratuita di {demoMinutes} minuti sui vostri contenuti, guidata da un esperto.',
        },
      ],
    },
    consultation: {
      title: 'Vi serve aiuto per scegliere?',
      text: 'I nostri esperti analizzano le vostre esigenze e vi consigliano il piano più adatto, in una consulenza gratuita e senza impegno.',
      button: 'Richiedete una consulenza',
    },
  },

  about: {
    meta: {
      title: 'Chi siamo: la nostra storia e il team | {brandName}',
      description:
        'Dal {foundedYear}, {brandName} aiuta i brand a utilizzare i contenuti Instagram e TikTok dei loro clienti, con l’autorizzazione dei creator. La nostra storia e il team.',
    },
    hero: {
      eyebrow: 'Chi siamo',
      title: 'Aiutiamo i brand a dare voce ai propri clienti',
      subtitle: 'Trovare i post dei clienti, ottenere l’autorizzazione di chi li ha creati e pubblicarli su ogni canale: è il nostro mestiere.',
    },
    story: {
      title: 'La nostra storia',
      paragraphs: [
        'Abbiamo fondato {brandName} nel {foundedYear} partendo da una semplice osservazione: ogni giorno i clienti creano foto e video più convincenti di molte campagne, ma i brand faticano a utilizzarli senza rischi legali.',
        'Dalla nostra sede di {city}, alle porte di Parigi, abbiamo progettato una piattaforma che automatizza l’intero percorso: individuare i contenuti migliori, ottenere l’autorizzazione dei loro creator, organizzarli e distribuirli.',
        'Oggi la nostra piattaforma si rivolge ai brand della moda, della bellezza, della grande distribuzione e di tutti i settori in cui i clienti condividono i loro acquisti, con un principio che non cambia: contenuti autentici, utilizzati con l’autorizzazione di chi li ha creati.',
      ],
    },
    statsTitle: 'I nostri numeri',
    stats: [
      { stat: 'brands', label: 'brand clienti usano la piattaforma' },
      { stat: 'contentsProcessed', label: 'di post analizzati dalla piattaforma, per tutti i brand' },
      { stat: 'satisfaction', label: 'degli utenti è soddisfatto della piattaforma' },
    ],
    mission: {
      title: 'La nostra missione',
      text: 'Rendere gli UGC accessibili a tutti i brand, conciliando performance di marketing e rispetto dei diritti dei creator.',
    },
    vision: {
      title: 'La nostra visione',
      text: 'Un marketing in cui la voce dei clienti è protagonista, grazie a contenuti autentici, autorizzati e valorizzati.',
    },
    values: {
      title: 'I nostri valori',
      items: [
        {
          id: 'collaboration',
          title: 'Collaborazione',
          text: 'Costruiamo con i nostri clienti e con i creator relazioni durature, basate sull’ascolto e sulla trasparenza.',
        },
        {
          id: 'innovation',
          title: 'Innovazione',
          text: 'Miglioriamo continuamente la piattaforma per anticipare i cambiamenti dei social network e le esigenze dei brand.',
        },
        {
          id: 'authenticity',
          title: 'Autenticità',
          text: 'Crediamo nella forza dei contenuti veri, creati da clienti veri, e nel giusto riconoscimento di chi li crea.',
        },
        {
          id: 'creativity',
          title: 'Creatività',
          text: 'Aiutiamo i brand a immaginare nuovi modi di raccontare la propria storia insieme alla loro community.',
        },
      ],
    },
    team: {
      title: 'Un solo team, dal prodotto all’assistenza',
      text: 'Prodotto, tecnologia e customer success: lavoriamo tutti in {teamCountry} e dialoghiamo direttamente con i vostri team, in {supportLanguages}.',
      location: '{city} (vicino a Parigi), {teamCountry}',
    },
    cta: {
      title: 'Volete saperne di più?',
      text: 'Parliamo dei vostri obiettivi, oppure scoprite subito i nostri piani.',
      contactButton: 'Contattateci',
      pricingButton: 'Scoprite i prezzi',
    },
  },

  support: {
    meta: {
      title: 'Centro assistenza e risorse | {brandName}',
      description:
        'Centro assistenza {brandName}: contatto via e-mail in {supportLanguages}, appuntamenti tecnici, risoluzione dei problemi e FAQ su API, widget, quote e sicurezza.',
    },
    hero: {
      eyebrow: 'Assistenza',
      title: 'Un’assistenza esperta, dal nostro team in {teamCountry}',
      subtitle:
        'Il nostro team vi aiuta, in {supportLanguages}, a sfruttare al meglio la piattaforma, dall’integrazione tecnica alle vostre campagne.',
    },
    channelsTitle: 'Contattate l’assistenza',
    channels: [
      {
        id: 'email',
        title: 'Assistenza via e-mail',
        text: 'Per qualsiasi domanda sul vostro account, sulle integrazioni o sui contenuti.',
        detail: 'Risposta media in meno di {emailResponseHours} ore, al massimo entro {replyHours} ore lavorative',
        action: 'Scrivete all’assistenza',
      },
      {
        id: 'appointment',
        title: 'Appuntamento tecnico',
        text: 'Una videoconferenza con un esperto, per un’integrazione o un problema complesso.',
        detail: 'Appuntamento entro {appointmentHours} ore',
        action: 'Fissate un appuntamento',
      },
      {
        id: 'chat',
        title: 'Live chat',
        text: 'Per le domande rapide, il nostro team vi risponde durante l’orario lavorativo.',
        detail: '{chatHours}',
        action: 'Aprite la chat',
      },
      {
        id: 'phone',
        title: 'Assistenza telefonica',
        text: 'Per una domanda urgente o un problema che blocca il vostro lavoro. I clienti Enterprise contattano la loro assistenza dedicata 24/7.',
        detail: '{businessHours}',
        action: 'Chiamate l’assistenza',
      },
    ],
    stats: [
      { stat: 'contentsSourced', label: 'contenuti aggiunti alla media library, in media per brand' },
      { stat: 'supportSatisfaction', label: 'degli utenti è soddisfatto dell’assistenza' },
    ],
    troubleshooting: {
      title: 'Risoluzione rapida dei problemi',
      intro: 'Prima di contattarci, provate questi controlli: risolvono gran parte dei problemi più comuni.',
      steps: [
        {
          title: 'Verificate gli accessi',
          text: 'Assicuratevi che i vostri account Instagram e TikTok siano collegati correttamente e che la vostra chiave API sia valida.',
        },
        {
          title: 'Svuotate la cache',
          text: 'Dopo aver modificato un widget, svuotate la cache del browser e del sito per visualizzarne la versione più recente.',
        },
        {
          title: 'Consultate la console',
          text: 'Aprite la console del browser: se ci contattate, il messaggio di errore visualizzato ci aiuterà a risolvere il problema più rapidamente.',
        },
      ],
    },
    faq: {
      title: 'Domande frequenti',
      items: [
        {
          id: 'api',
          question: 'Come integro l’API REST nel mio sito?',
          answer:
            'Una volta attivato l’account, ricevete una chiave API e l’accesso alla documentazione. Ogni richiesta si autentica con questa chiave e restituisce i vostri contenuti approvati in formato JSON. I nostri esperti possono affiancarvi durante un appuntamento tecnico.',
        },
        {
          id: 'widgets',
          question: 'Il mio widget non viene visualizzato: cosa faccio?',
          answer:
            'Verificate che il codice di integrazione sia presente nella pagina, che il widget contenga almeno un contenuto approvato e che il dominio del vostro sito sia autorizzato nelle impostazioni, poi svuotate la cache. Se il problema persiste, inviateci l’indirizzo della pagina interessata.',
        },
        {
          id: 'performance',
          question: 'I widget rallentano le mie pagine?',
          answer:
            'No. I widget vengono caricati in modalità differita e le immagini sono servite in dimensioni adatte a ogni schermo, per preservare la velocità di caricamento delle vostre pagine.',
        },
        {
          id: 'quotas',
          question: 'Che cosa significa un errore HTTP 429?',
          answer:
            'Indica che la quota di richieste del vostro piano è stata temporaneamente superata. Distanziate le chiamate, ripetetele dopo il tempo indicato nell’intestazione Retry-After e memorizzate le risposte nella cache. Se le vostre esigenze crescono, possiamo adeguare le quote.',
        },
        {
          id: 'security',
          question: 'I miei dati sono al sicuro?',
          answer:
            'I vostri dati sono ospitati in {dataCountry} e trattati in conformità al GDPR. Sicurezza: {security}. Ogni accesso alla piattaforma è nominativo. Accordo sul trattamento dei dati: {dataProcessingAgreement}. Le nostre note legali nominano i sub-responsabili.',
        },
        {
          id: 'outages',
          question: 'Cosa fare in caso di guasto o di indisponibilità?',
          answer:
            'I nostri team monitorano costantemente la piattaforma. In caso di anomalia, chiamate l’assistenza in orario d’ufficio o scriveteci via e-mail: vi terremo aggiornati fino al ripristino del servizio. I clienti Enterprise possono inoltre contattare la loro assistenza dedicata 24/7, con impegni contrattuali di disponibilità (SLA).',
        },
      ],
    },
    resources: {
      title: 'Risorse',
      popularBadge: 'Popolare',
      items: [
        {
          id: 'apiDocs',
          title: 'Documentazione API',
          text: 'Endpoint, esempi di richieste e best practice per integrare i contenuti nei vostri strumenti.',
          action: 'Leggete la documentazione',
        },
        {
          id: 'tutorials',
          title: 'Tutorial video',
          text: 'Brevi video per prendere confidenza con la piattaforma al vostro ritmo: selezione dei contenuti, acquisizione dei diritti e widget.',
          action: 'Guardate i tutorial',
        },
        {
          id: 'knowledgeBase',
          title: 'Knowledge base',
          text: 'Le risposte alle domande più frequenti su integrazione, widget, quote e sicurezza.',
          action: 'Consultate la knowledge base',
        },
      ],
    },
    cta: {
      title: 'Non trovate la risposta che cercate?',
      text: 'Descriveteci la vostra situazione: il nostro team vi risponde entro {replyHours} ore lavorative.',
      button: 'Contattate l’assistenza',
    },
  },

  useCases: {
    meta: {
      title: 'Casi d’uso UGC per i brand | {brandName}',
      description:
        'E-commerce, retail, social network, pubblicità: scoprite come i brand usano gli UGC di Instagram e TikTok per vendere di più, con risultati misurati.',
    },
    hero: {
      eyebrow: 'Casi d’uso',
      title: 'Gli UGC al servizio di ogni vostro canale',
      subtitle:
        'E-commerce, negozi, social network, pubblicità: scoprite come i brand si affidano ai contenuti dei loro clienti per vendere di più e meglio.',
    },
    items: [
      {
        id: 'ecommerce',
        title: 'E-commerce',
        text: 'Integrate foto e video dei clienti nelle schede prodotto per rassicurare al momento dell’acquisto.',
        benefits: [
          'Tasso di conversione in crescita',
          'Più aggiunte al carrello',
          'Schede prodotto più coinvolgenti',
          'Contenuti collegati ai prodotti tramite il PIM',
        ],
      },
      {
        id: 'inspiration',
        title: 'Pagine d’ispirazione',
        text: 'Create gallery e landing page che mostrano i vostri prodotti indossati, usati e apprezzati dai clienti.',
        benefits: [
          'Lookbook alimentati dai vostri clienti',
          'Pagine create senza sviluppatori',
          'Più tempo trascorso sul sito',
          'Contenuti sempre aggiornati',
        ],
      },
      {
        id: 'retail',
        title: 'Retail ed eventi',
        text: 'Mostrate gli UGC sugli schermi dei vostri negozi e valorizzate i contenuti pubblicati durante i vostri eventi.',
        benefits: [
          'Social wall in negozio',
          'Contenuti geolocalizzati per punto vendita',
          'Copertura degli eventi in tempo reale',
          'Legame più forte tra online e negozio',
        ],
      },
      {
        id: 'socialMedia',
        title: 'Gestione dei social',
        text: 'Alimentate i vostri account con contenuti autentici, autorizzati dai loro creator.',
        benefits: [
          'Piano editoriale sempre ricco',
          'Ripubblicazione con l’autorizzazione del creator',
          'Engagement della community più forte',
          'Relazioni durature con i creator',
        ],
      },
      {
        id: 'activations',
        title: 'Attivazioni e concorsi',
        text: 'Lanciate concorsi tramite hashtag e raccogliete automaticamente tutte le partecipazioni.',
        benefits: [
          'Raccolta automatica delle partecipazioni',
          'Preselezione più rapida dei contenuti in gara',
          'Diritti ottenuti sui contenuti migliori',
          'Più visibilità per il brand',
        ],
        note: 'Ogni brand organizza i propri concorsi sotto la propria responsabilità, secondo le norme del Paese in cui si svolgono e le regole delle piattaforme; in Italia i concorsi a premio sono disciplinati dal DPR 430/2001.',
      },
      {
        id: 'advertising',
        title: 'Pubblicità',
        text: 'Utilizzate gli UGC nelle campagne a pagamento per annunci più credibili ed efficaci.',
        benefits: [
          'Creatività pubblicitarie autentiche',
          'Costi di produzione ridotti',
          'Qualità originale per tutti i formati',
          'Diritti d’uso pubblicitario richiesti e tracciati',
        ],
      },
    ],
    benefitsLabel: 'Vantaggi principali',
    storiesTitle: 'Risultati dei clienti',
    storiesIntro: 'Due brand clienti che hanno chiesto di restare anonimi. Ogni dato confronta una stagione con la stessa stagione dell’anno precedente; sotto trovate che cosa è stato misurato, in quale periodo e rispetto a che cosa.',
    stories: [
      {
        id: 'fashion',
        sector: 'E-commerce moda',
        title: 'Un brand di moda aumenta le conversioni online',
        text: 'Integrando le foto delle sue clienti nelle schede prodotto e nelle pagine d’ispirazione, questo brand di prêt-à-porter ha trasformato la propria community nella sua vetrina migliore.',
        metrics: [
          { stat: 'fashionConversions', label: 'sul tasso di conversione delle schede prodotto' },
          { stat: 'fashionEngagement', label: 'di engagement per post su Instagram' },
          { stat: 'fashionOrderValue', label: 'sul carrello medio' },
        ],
      },
      {
        id: 'beauty',
        sector: 'Bellezza e cosmetica',
        title: 'Un brand beauty amplia la propria copertura',
        text: 'Ripubblicando, con la loro autorizzazione, i tutorial e le recensioni delle sue clienti, questo brand di cosmetica ha arricchito i propri social e le proprie campagne, riducendo al tempo stesso i costi dei contenuti.',
        metrics: [
          { stat: 'beautySocialRoi', label: 'di ROI sulle campagne social a pagamento' },
          { stat: 'beautyContentCost', label: 'sui costi dei contenuti per campagna' },
          { stat: 'beautyReach', label: 'di copertura dei propri post' },
        ],
      },
    ],
    cta: {
      title: 'E se il prossimo caso di successo fosse il vostro?',
      text: 'Vediamo insieme come gli UGC possono aiutarvi a raggiungere i vostri obiettivi, canale per canale.',
      button: 'Richiedete una demo',
    },
  },

  legal: {
    meta: {
      title: 'Note legali e privacy | {brandName}',
      description:
        'Note legali di {brandName}: titolare del sito, hosting, informativa sulla privacy (GDPR), cookie e condizioni d’uso.',
    },
    title: 'Note legali e informativa sulla privacy',
    intro:
      'Chi gestisce e ospita questo sito, come trattiamo i dati personali che ci affidate e le regole di utilizzo della piattaforma {brandName}.',
    contentsLabel: 'Indice',
    lastUpdatedLabel: 'Ultimo aggiornamento:',
    publisher: {
      title: 'Titolare del sito',
      lead: 'Informazioni fornite ai sensi dell’articolo 1-1 della legge francese n. 2004-575 del 21 giugno 2004 sulla fiducia nell’economia digitale (LCEN).',
      paragraphs: ['Il sito e la piattaforma {brandName} sono gestiti da:'],
      facts: [
        { id: 'legalName', label: 'Ragione sociale' },
        { id: 'legalForm', label: 'Forma giuridica' },
        { id: 'shareCapital', label: 'Capitale sociale' },
        { id: 'headOffice', label: 'Sede legale' },
        { id: 'register', label: 'Registro delle imprese (RCS)' },
        { id: 'siren', label: 'Numero di iscrizione (SIREN)' },
        { id: 'vatNumber', label: 'Partita IVA intracomunitaria' },
        { id: 'phone', label: 'Telefono' },
        { id: 'email', label: 'E-mail' },
        { id: 'publicationDirector', label: 'Responsabile della pubblicazione' },
      ],
    },
    hosting: {
      title: 'Hosting',
      paragraphs: ['Il sito e i dati inviati tramite i suoi moduli sono ospitati dai seguenti fornitori.'],
      siteHost: 'Hosting del sito',
      databaseHost: 'Hosting dei dati dei moduli',
      nameLabel: 'Ragione sociale',
      addressLabel: 'Indirizzo',
      phoneLabel: 'Telefono',
    },
    privacy: {
      title: 'Informativa sulla privacy',
      intro:
        'Ai sensi dell’articolo 13 del Regolamento (UE) 2016/679 (GDPR), questa informativa spiega come trattiamo i dati personali raccolti su questo sito.',
      controller: {
        title: 'Titolare del trattamento',
        paragraphs: [
          'Il titolare del trattamento è {legalName}, che gestisce il sito e i cui dati sono indicati sopra. Per qualsiasi domanda sui vostri dati personali potete scriverci all’indirizzo seguente.',
        ],
        contactLabel: 'Contatto privacy:',
        dpoLabel: 'Responsabile della protezione dei dati (RPD):',
        ukRepresentativeLabel: 'Rappresentante nel Regno Unito (articolo 27 dello UK GDPR):',
      },
      purposes: {
        title: 'Dati raccolti, finalità e basi giuridiche',
        intro:
          'Ci trasmettete dati personali tramite i due moduli del sito; i dati tecnici legati alla vostra connessione sono descritti nella sezione «Dati tecnici e sicurezza». I campi facoltativi sono indicati come tali; senza gli altri non possiamo dare seguito alla vostra richiesta. I dati non sono utilizzati per processi decisionali automatizzati né per attività di profilazione (articolo 22 del GDPR). Non inviamo newsletter né e-mail promozionali e non inseriamo i vostri recapiti in alcuna mailing list: servono soltanto a gestire la vostra richiesta.',
        linkedTools:
          'Se prenotate una demo o aprite la chat dal vivo, il fornitore di quello strumento riceve per nostro conto ciò che vi inserite: è indicato tra i destinatari qui sotto.',
        dataLabel: 'Dati',
        fieldNames: {
          demoRequest: {
            firstName: 'Nome',
            lastName: 'Cognome',
            email: 'E-mail aziendale',
            company: 'Azienda',
            role: 'Ruolo',
            phone: 'Numero di telefono',
            message: 'Messaggio',
          },
          contactMessage: {
            firstName: 'Nome',
            lastName: 'Cognome',
            company: 'Azienda',
            role: 'Ruolo',
            email: 'E-mail',
            phone: 'Numero di telefono',
            reason: 'Motivo del contatto',
            message: 'Messaggio',
          },
        },
        visitData: 'Lingua e indirizzo della pagina di invio e, se presente, campagna della visita (parametri utm dell’indirizzo)',
        purposeLabel: 'Finalità',
        legalBasisLabel: 'Base giuridica',
        retentionLabel: 'Periodo di conservazione',
        forms: [
          {
            id: 'demoRequest',
            title: 'Richiesta di demo',
            purpose: 'Organizzare la demo richiesta e confrontarci con voi sul vostro progetto.',
            legalBasis:
              'Il nostro legittimo interesse a rispondere a una richiesta commerciale e a preparare un eventuale contratto con l’impresa che rappresentate (articolo 6, paragrafo 1, lettera f del GDPR). Se agite in nome proprio, ad esempio come imprenditori individuali, il trattamento si basa sull’esecuzione di misure precontrattuali adottate su vostra richiesta (articolo 6, paragrafo 1, lettera b del GDPR). Non chiediamo né utilizziamo alcun consenso come base giuridica.',
            retention: '{prospectRetentionYears} anni dall’ultimo contatto, poi cancellazione.',
            recipients: 'Il team commerciale di {legalName}; i fornitori dell’elenco «Destinatari e responsabili del trattamento» (database dei moduli, inoltro della richiesta al team commerciale).',
          },
          {
            id: 'contactMessage',
            title: 'Modulo di contatto',
            purpose: 'Rispondere al vostro messaggio e seguire la vostra richiesta.',
            legalBasis:
              'Il nostro legittimo interesse a rispondere alle richieste professionali che ci vengono rivolte (articolo 6, paragrafo 1, lettera f del GDPR); se il messaggio riguarda le nostre offerte e agite in nome proprio, anche l’esecuzione di misure precontrattuali adottate su vostra richiesta (lettera b).',
            retention: '{prospectRetentionYears} anni dall’ultimo contatto, poi cancellazione.',
            recipients: 'Il team di {legalName} interessato dal vostro messaggio (commerciale o assistenza); i fornitori dell’elenco «Destinatari e responsabili del trattamento».',
          },
        ],
      },
      technical: {
        title: 'Dati tecnici e sicurezza',
        paragraphs: [
          'Come ogni server web, quello del fornitore di hosting del sito registra per ogni pagina richiesta alcuni dati tecnici, tra cui il vostro indirizzo IP, la pagina richiesta, la data e l’ora (log del server). Questi log servono a mostrare il sito, a garantirne la sicurezza e ad analizzare eventuali malfunzionamenti; sono conservati per {hostLogRetentionDays} giorni e poi cancellati. Base giuridica: il nostro legittimo interesse al funzionamento affidabile e sicuro del sito (articolo 6, paragrafo 1, lettera f del GDPR).',
          'Per proteggere i moduli dagli invii automatizzati di massa, il database conserva, per ogni invio, un’impronta dell’indirizzo di rete da cui proviene: un HMAC-SHA256 calcolato con una chiave segreta che solo il database possiede. La chiave viene sostituita ogni giorno e le chiavi precedenti vengono cancellate; senza la chiave, dall’impronta non è possibile risalire all’indirizzo. L’impronta è utilizzata solo per limitare il numero di invii nell’arco di {floodWindowMinutes} minuti e viene cancellata automaticamente al più tardi {floodFingerprintMaxMinutes} minuti dopo l’invio. Base giuridica: il nostro legittimo interesse alla sicurezza del servizio (articolo 6, paragrafo 1, lettera f del GDPR).',
        ],
      },
      audience: {
        title: 'Misurazione dell’audience',
        paragraphs: [
          'Per sapere quali pagine, lingue e campagne interessano i nostri visitatori e portano richieste, contiamo le pagine visualizzate. Ogni visualizzazione di una pagina aggiunge uno a un contatore per giorno, pagina, lingua, sito di provenienza (solo il suo nome di dominio, ad esempio quello di un motore di ricerca, quando il vostro browser lo trasmette) e campagna (i parametri utm_source, utm_medium e utm_campaign dell’indirizzo della pagina, quando un link li contiene). Allo stesso modo, le richieste di demo e i messaggi di contatto registrano la pagina da cui sono stati inviati e la campagna della visita.',
          'Non viene registrato nient’altro: né il vostro indirizzo IP, né il vostro browser, né alcun identificativo o cookie. Sul vostro dispositivo non viene memorizzato nulla e la pagina invia soltanto ciò che il vostro browser trasmette già con ogni pagina richiesta: l’indirizzo della pagina, la sua lingua e il sito di provenienza. I contatori non consentono di seguire nessuno, né da una pagina all’altra né da un sito all’altro; non sono comunicati a nessuno e servono solo alle nostre statistiche. I robot noti e i browser automatizzati non vengono contati: il nome del browser serve solo a escluderli e non viene conservato. Per evitare che un singolo indirizzo di rete gonfi i dati, il database utilizza la stessa impronta temporanea dei moduli (si veda «Dati tecnici e sicurezza»), cancellata al più tardi {floodFingerprintMaxMinutes} minuti dopo la visita.',
          'I contatori sono conservati per {audienceRetentionMonths} mesi e poi cancellati automaticamente. Base giuridica: il nostro legittimo interesse a misurare l’audience del sito e l’efficacia dei suoi contenuti (articolo 6, paragrafo 1, lettera f del GDPR).',
          'Questa misurazione non richiede il vostro consenso: rispetta le condizioni dell’esenzione prevista dalla CNIL, l’autorità di controllo francese, per la misurazione dell’audience (articolo 5 delle sue linee guida su cookie e altri strumenti di tracciamento, adottate con la delibera n. 2020-091 del 17 settembre 2020, come modificata). Ha il solo scopo di misurare l’audience di questo sito per nostro esclusivo conto, produce unicamente statistiche anonime e aggregate, non è combinata con altri trattamenti né trasmessa a terzi e la sua durata di conservazione è limitata. Per questo nessun banner ve lo chiede.',
        ],
      },
      recipients: {
        title: 'Destinatari e responsabili del trattamento',
        paragraphs: [
          'I vostri dati sono accessibili soltanto ai team di {legalName} incaricati di rispondervi (commerciale e assistenza). Non sono mai venduti né ceduti in locazione.',
          'I fornitori qui sotto li trattano per nostro conto in qualità di responsabili del trattamento ai sensi dell’articolo 28 del GDPR: soltanto secondo le nostre istruzioni e in base a un contratto che li obbliga a garantirne la sicurezza e la riservatezza. Il fornitore di hosting del sito non riceve il contenuto dei moduli: tratta soltanto i dati tecnici necessari a mostrare le pagine (si veda «Dati tecnici e sicurezza»).',
        ],
        nameLabel: 'Fornitore',
        roleLabel: 'Ruolo',
        countryLabel: 'Paese di stabilimento',
        safeguardLabel: 'Garanzia per il trasferimento',
        roles: {
          siteHosting: 'Hosting del sito (dati tecnici di connessione)',
          formDatabase: 'Hosting del database dei moduli',
          leadChat: 'Inoltro di ogni richiesta al team commerciale tramite chat aziendale',
          leadEmail: 'Inoltro di ogni richiesta al team commerciale via e-mail',
          booking: 'Prenotazione online delle demo (se prenotate un orario)',
          liveChat: 'Chat dal vivo (se la aprite)',
        },
        safeguards: {
          eea: 'Nessuna necessaria: fornitore stabilito nello Spazio economico europeo',
          adequacy: 'Decisione di adeguatezza della Commissione europea (articolo 45 del GDPR)',
          dpf: 'EU-U.S. Data Privacy Framework (decisione di adeguatezza del 10 luglio 2023)',
          sccs: 'Clausole contrattuali tipo della Commissione europea (articolo 46 del GDPR)',
        },
      },
      transfers: {
        title: 'Trasferimenti fuori dallo Spazio economico europeo',
        none: 'Tutti i nostri fornitori sono stabiliti nello Spazio economico europeo: i vostri dati non vengono trasferiti al di fuori di esso.',
        some: 'Alcuni fornitori sono stabiliti fuori dallo Spazio economico europeo; ogni trasferimento verso di loro è coperto dalla garanzia indicata: {processors}. Potete ottenere copia di tali garanzie scrivendo all’indirizzo indicato sopra.',
      },
      retention: {
        title: 'Periodo di conservazione',
        paragraphs: [
          'Le richieste di demo e i messaggi di contatto sono conservati per {prospectRetentionYears} anni dall’ultimo contatto con voi, poi cancellati insieme alle copie inoltrate al team commerciale.',
          'Se diventate clienti, i dati necessari al rapporto contrattuale sono conservati per la durata del contratto e poi archiviati per i termini di prescrizione previsti dalla legge.',
          'I log del server del fornitore di hosting sono conservati per {hostLogRetentionDays} giorni e l’impronta dell’indirizzo di rete per non più di {floodFingerprintMaxMinutes} minuti (si veda «Dati tecnici e sicurezza»).',
          'I contatori anonimi della misurazione dell’audience sono conservati per {audienceRetentionMonths} mesi (si veda «Misurazione dell’audience»).',
        ],
      },
      rights: {
        title: 'I vostri diritti',
        paragraphs: [
          'Avete il diritto di chiederci l’accesso ai vostri dati, la loro rettifica o cancellazione, la limitazione del trattamento e la portabilità dei dati.',
          'Quando il trattamento si basa sul nostro legittimo interesse, potete opporvi in qualsiasi momento per motivi connessi alla vostra situazione particolare; all’uso dei dati per finalità di marketing diretto potete opporvi in qualsiasi momento, senza motivazione.',
          'Oggi nessun trattamento di questo sito si basa sul vostro consenso; se in futuro ve lo chiedessimo, potrete revocarlo in qualsiasi momento, senza pregiudicare la liceità del trattamento effettuato prima della revoca.',
          'Rispondiamo entro un mese, prorogabile di due mesi per le richieste complesse. In caso di ragionevoli dubbi sulla vostra identità potremo chiedervi di confermarla.',
        ],
        contactLabel: 'Per esercitare i vostri diritti:',
      },
      complaint: {
        title: 'Reclamo all’autorità di controllo',
        paragraphs: [
          'Se ritenete che il trattamento dei vostri dati violi il GDPR, avete il diritto di proporre reclamo (articolo 77 del GDPR) al Garante per la protezione dei dati personali o all’autorità di controllo del Paese dell’Unione europea in cui risiedete, lavorate o si è verificata la presunta violazione. L’autorità capofila competente per la nostra società è la CNIL francese.',
        ],
        websiteLabel: 'Sito',
      },
    },
    cookies: {
      title: 'Cookie',
      paragraphs: [
        'Questo sito non installa cookie e non memorizza alcuna informazione sul vostro dispositivo (né cookie, né local storage), nemmeno per la misurazione dell’audience (si veda «Misurazione dell’audience»). Non utilizza cookie pubblicitari né plugin dei social network: per questo nessun banner vi chiede il consenso.',
        'Se in futuro introducessimo strumenti di tracciamento che richiedono il vostro consenso, ve lo chiederemmo prima di installarli; rifiutare sarebbe semplice quanto accettare e la vostra scelta verrebbe conservata per {cookieConsentMonths} mesi.',
      ],
    },
    terms: {
      title: 'Condizioni d’uso',
      paragraphs: [
        '{brandName} è un servizio riservato ai professionisti: brand, catene commerciali e agenzie che lo utilizzano nell’ambito della propria attività. Anche i moduli di questo sito sono destinati alle imprese: inviandoli, dichiarate di agire per conto dell’impresa indicata.',
        'L’accesso alla piattaforma e il suo utilizzo sono disciplinati dal contratto di abbonamento sottoscritto dall’impresa cliente; in caso di contrasto, tale contratto prevale sulle presenti condizioni.',
        'L’apertura di un account è riservata a persone di almeno {minimumAge} anni autorizzate ad agire per conto dell’impresa cliente. Le informazioni fornite devono essere esatte e aggiornate. Le credenziali di accesso sono personali; segnalateci senza indugio qualsiasi uso sospetto del vostro account.',
        'È vietato tentare di accedere senza autorizzazione alla piattaforma, comprometterne il funzionamento o aggirarne le misure di protezione. Ogni violazione può comportare la sospensione o la chiusura dell’account, fatta salva ogni ulteriore azione legale.',
        'La paternità di un contenuto pubblicato resta sempre al creator, insieme ai suoi diritti morali. Tramite la piattaforma, il creator concede al brand che lo richiede i diritti di utilizzazione del proprio contenuto, limitati agli usi, ai canali, al territorio e alla durata indicati nella richiesta di autorizzazione che accetta, e con la citazione del suo nome o profilo che la richiesta prevede; senza tale accettazione nessun riutilizzo è consentito, e qualsiasi utilizzo al di fuori di tali limiti è escluso. Accettando, il creator dichiara di essere maggiorenne, di essere l’autore della foto o del video e di avere l’accordo di chi vi compare. Vi impegnate a rispettare questi limiti e i diritti di terzi (diritto d’autore, diritto all’immagine, marchi) e a non diffondere contenuti illeciti.',
        'Il sito, la sua struttura e i suoi testi sono protetti dalla normativa sulla proprietà intellettuale.',
        'Le presenti condizioni sono regolate dalla legge francese. Per le controversie tra professionisti che ne derivano o vi sono connesse è competente in via esclusiva il Tribunal des activités économiques di Parigi (già Tribunale di commercio di Parigi). Restano salve le norme inderogabili poste a vostra tutela dalla legge a voi applicabile.',
      ],
    },
    platform: {
      title: 'La piattaforma: trattamento dei dati, sicurezza e licenza dei creator',
      paragraphs: [
        'Ciò che l’ufficio legale e l’ufficio acquisti chiedono prima della firma. Questi punti riguardano la piattaforma {brandName}; il resto della pagina riguarda questo sito.',
      ],
      agreement: { label: 'Accordo sul trattamento dei dati:', text: '{dataProcessingAgreement}' },
      hosting: { label: 'Hosting:', text: 'Dati della piattaforma ospitati in {dataCountry}' },
      processors: { label: 'Sub-responsabili:', text: '{platformProcessors}' },
      security: { label: 'Sicurezza:', text: '{security}' },
      availability: { label: 'Disponibilità:', text: '{enterpriseUptime}' },
      creatorData: { label: 'Dati dei creator:', text: '{creatorData}' },
      licence: { label: 'Licenza del creator:', text: '{creatorLicence}' },
    },
  },

  notFound: {
    meta: {
      title: 'Pagina non trovata | {brandName}',
      description:
        'La pagina richiesta non esiste sul sito {brandName}. Scoprite le nostre soluzioni UGC per i brand dalla home page o contattate direttamente il nostro team.',
    },
    title: 'Ops! Pagina non trovata',
    text: 'La pagina che cercate non esiste o è stata spostata. Dalla home page potete continuare la navigazione.',
    homeLink: 'Tornate alla home page',
  },

  demo: {
    meta: {
      title: 'Richiedete una demo | {brandName}',
      description:
        'Richiedete una demo gratuita e personalizzata di {brandName}: {demoMinutes} minuti con un esperto, sui vostri contenuti. Risposta entro {replyHours} ore lavorative.',
    },
    hero: {
      eyebrow: 'Demo',
      title: 'Richiedete una demo personalizzata',
      subtitle: 'Una demo gratuita e senza impegno, sui vostri contenuti e sul vostro caso d’uso.',
    },
    nextSteps: {
      title: 'Cosa succede dopo',
      steps: [
        'Vi ricontattiamo entro {replyHours} ore lavorative per concordare data e ora.',
        'Un esperto vi mostra in circa {demoMinutes} minuti la piattaforma applicata ai vostri contenuti; la demo si svolge in {demoLanguages}, mentre ai creator le richieste di autorizzazione arrivano nella loro lingua.',
        'Vi inviamo una proposta su misura per i vostri volumi.',
      ],
      note: 'Piattaforma ospitata in {dataCountry}, conforme al GDPR',
    },
    highlights: [
      'Risposta entro {replyHours} ore lavorative',
      'Demo di {demoMinutes} minuti',
      'In {demoLanguages}',
    ],
    booking: {
      title: 'Preferite scegliere voi l’orario?',
      text: 'Prenotate subito la demo di {demoMinutes} minuti nel calendario di un nostro esperto, senza aspettare la nostra chiamata.',
      button: 'Scegliete l’orario',
    },
    bookingAfterSuccess: 'Scegliete subito data e ora',
  },

  previews: {
    heroAlt: 'Anteprima: il post Instagram di un cliente, la richiesta di autorizzazione con le sue condizioni, il «#SìBrand» del creator, lo stato «Autorizzato», poi la scheda prodotto che lo cita.',
    productPageAlt:
      'Anteprima di una scheda prodotto: sotto il prodotto, un carosello di foto dei clienti autorizzate dai rispettivi creator, ciascuna con la citazione dell’autore.',
    search: '#ilvostrobrand',
    newPost: 'Nuovo post',
    brandSender: 'Il vostro brand',
    request: 'La tua foto ci piace! Possiamo usarla sul nostro sito, sui social e nelle pubblicità, in Italia per due anni, citando il tuo profilo? Se sei maggiorenne, hai scattato tu la foto e chi vi compare è d’accordo, rispondi #SìBrand.',
    terms: 'Condizioni della licenza',
    reply: '#SìBrand, accetto',
    cleared: 'Autorizzato',
    pending: 'In attesa',
    library: 'Media library',
    record: 'Registro autorizzazioni',
    creator: '@giulia.milano',
    licence: 'Italia · due anni',
    widget: 'Visto su Instagram',
    credit: 'Foto: @giulia.milano',
    productPage: 'Scheda prodotto',
    addToCart: 'Aggiungi al carrello',
    collage: {
      file: 'community.svg',
      width: 1600,
      height: 1000,
      alt: 'Illustrazione: un mosaico di post colorati, alcuni segnati da una spunta verde, come in una media library di contenuti autorizzati.',
    },
  },
} satisfies SiteContent;

export default it;
