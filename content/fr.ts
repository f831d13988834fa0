import type { SiteContent } from '../schema/site-content';

const fr = {
  common: {
    languageName: 'Français',
    skipLink: 'Aller au contenu principal',
    header: {
      logoLabel: '{brandName}, accueil',
      navLabel: 'Navigation principale',
      languageLabel: 'Langue',
      menuOpen: 'Ouvrir le menu',
      menuClose: 'Fermer le menu',
      demoButton: 'Demander une démo',
      demoButtonShort: 'Démo',
      links: {
        home: 'Accueil',
        features: 'Fonctionnalités',
        benefits: 'Avantages',
        howItWorks: 'Comment ça marche',
        useCases: 'Cas d’usage',
        pricing: 'Tarifs',
        about: 'À propos',
        support: 'Support',
        contact: 'Contact',
      },
    },
    footer: {
      tagline:
        'La plateforme UGC qui repère les photos et vidéos de vos clients sur Instagram et TikTok, recueille et archive l’accord de chaque créateur, puis diffuse ces contenus sur tous vos canaux.',
      productHeading: 'Produit',
      companyHeading: 'Entreprise',
      supportHeading: 'Support',
      supportText: 'Une équipe basée en {teamCountry}, qui vous répond sous {replyHours} h ouvrées.',
      contactHeading: 'Contact',
      links: {
        features: 'Fonctionnalités',
        pricing: 'Tarifs',
        useCases: 'Cas d’usage',
        support: 'Centre d’aide',
        about: 'À propos',
        contact: 'Contact',
        legal: 'Mentions légales et confidentialité',
        platform: 'Sécurité et RGPD',
        booking: 'Réserver une démo',
        instagram: 'Instagram',
        linkedin: 'LinkedIn',
      },
      copyright: '© {year} {brandName}. Tous droits réservés.',
    },
    externalLink: '(site externe)',
    notices: {
      regionLabel: 'Notifications',
      close: 'Fermer',
    },
    appError: {
      title: 'Une erreur inattendue s’est produite',
    },
    formats: {
      businessHours: 'du {firstDay} au {lastDay}, de {opens} à {closes} (heure de Paris)',
      atLeast: 'plus de {count}',
      atLeastPercent: 'plus de {count}',
      ratio: '{value}/{of}',
      supportLanguage: 'en {language}',
      sourceLine: '{kind} ({who}, {when})',
      populations: {
        posts: { one: '{count} publication', other: '{count} publications' },
        productPages: { one: '{count} fiche produit', other: '{count} fiches produit' },
        orders: { one: '{count} commande', other: '{count} commandes' },
        campaigns: { one: '{count} campagne', other: '{count} campagnes' },
        brands: { one: '{count} marque', other: '{count} marques' },
        users: { one: '{count} utilisateur interrogé', other: '{count} utilisateurs interrogés' },
        shoppers: { one: '{count} consommateur interrogé', other: '{count} consommateurs interrogés' },
      },
      comparisons: {
        postsWithoutUgc: 'par rapport aux publications sans UGC',
        pagesWithoutUgc: 'par rapport aux fiches sans UGC',
        traditionalShoots: 'par rapport aux shootings classiques',
        manualWork: 'par rapport à une gestion manuelle',
      },
      sourceBaseline: 'par rapport à {when}',
      replyTime: '{hours} h ouvrées',
      contract: {
        billingPeriods: { monthly: 'mensuelle', quarterly: 'trimestrielle', annual: 'annuelle' },
        priceBasis: { excludingVat: 'prix en {currency} hors taxes', includingVat: 'prix en {currency} TTC' },
        quotaCounting: {
          rightsRequestSent: 'une seule fois, à l’envoi de la demande de droits ; la recherche reste illimitée',
          rightsGranted: 'une seule fois, à l’accord de son créateur ; une demande sans réponse ne compte pas',
        },
        atQuota: {
          requestsPause: 'les demandes attendent le mois suivant ou l’offre supérieure ; aucun dépassement n’est facturé',
          overageInvoiced: 'les demandes continuent, et chaque contenu en plus est facturé au tarif du contrat',
        },
        integrationsWithRoadmap: '{available} ; bientôt : {roadmap}',
        contentSourcing: { officialApis: 'API officielles, dans les limites d’Instagram et de TikTok' },
        permissionRequest: { creatorReply: 'le créateur accepte en répondant à la demande' },
        dataProcessingAgreement: { annexedToContract: 'annexé à chaque contrat d’abonnement (art. 28 du RGPD) ; nous vous envoyons son modèle avant la signature' },
        platformProcessor: '{name} ({role}, {country})',
        platformProcessorRoles: { hosting: 'hébergement', backups: 'sauvegardes', email: 'e-mails de la plateforme', support: 'messagerie d’assistance' },
        securityMeasures: {
          encryptionInTransit: 'échanges chiffrés (TLS)',
          encryptionAtRest: 'données chiffrées au repos',
          yearlyPenetrationTest: 'test d’intrusion annuel par un cabinet indépendant',
        },
        securityWithCertifications: '{measures} ; certification {certifications}',
        certification: '{standard} ({certifiedBy}, valable jusqu’en {validUntil})',
        enterpriseUptime: 'disponibilité garantie de {uptime} par mois (SLA de l’offre Enterprise)',
        creatorData: {
          brandControls:
            'la marque est responsable du traitement et la plateforme, son sous-traitant ; chaque demande de droits en informe le créateur (art. 14 du RGPD) et renvoie à votre politique de confidentialité',
        },
        creatorLicence: {
          freeNonExclusive:
            'gratuite et non exclusive, limitée aux usages, aux supports, au territoire et à la durée de la demande acceptée ; si le créateur retire son accord, ses contenus quittent vos galeries et widgets sous {withdrawalDays}',
        },
      },
    },
    sources: {
      title: 'Sources',
      markLabel: 'Source',
      kinds: {
        customerSurvey: 'Enquête auprès des clients',
        study: 'Étude',
        platformData: 'Données de la plateforme',
      },
      link: 'Consulter la source',
    },
    customers: {
      title: 'Ils nous font confiance',
      logosLabel: 'Logos de nos clients',
      translated: 'Traduction',
    },
  },

  forms: {
    common: {
      optional: '(facultatif)',
      honeypot: 'Ne pas remplir ce champ',
      choose: 'Sélectionnez…',
      receipt: 'Heure d’envoi : {time}. Nous vous écrirons à l’adresse {address}.',
      sendAnother: 'Envoyer une autre demande',
      failureAction: 'Nous écrire par e-mail',
      errors: {
        required: 'Ce champ est obligatoire.',
        choose: 'Choisissez une option dans la liste.',
        tooLong: 'Ce champ accepte au plus {max} caractères.',
        email: 'Saisissez une adresse e-mail complète, par exemple prenom.nom@entreprise.fr.',
        phone: 'Le numéro ne peut contenir que des chiffres, des espaces et les signes + ( ) . -',
        invalid: 'Cette valeur n’est pas acceptée. Vérifiez-la, puis renvoyez le formulaire.',
      },
      tooMany: {
        email: {
          title: 'Trop d’envois avec cette adresse e-mail',
          text: 'Nous venons de recevoir plusieurs demandes de cette adresse. Vous pourrez renvoyer le formulaire dans {wait} ; vos informations restent saisies.',
        },
        address: {
          title: 'Trop d’envois depuis votre connexion',
          text: 'Plusieurs demandes viennent d’être envoyées depuis votre réseau. Vous pourrez renvoyer le formulaire dans {wait} ; vos informations restent saisies.',
        },
      },
    },
    privacy: {
      controller: 'Responsable du traitement :',
      purposes: {
        demoRequest: 'Finalité : organiser votre démo.',
        contactMessage: 'Finalité : répondre à votre message.',
      },
      rights: 'Conservation : {prospectRetentionYears} ans après notre dernier échange. Vos droits : accès, rectification, effacement, limitation, opposition et, le cas échéant, portabilité.',
      link: 'Politique de confidentialité',
    },
    withoutScript: 'Ce formulaire a besoin de JavaScript, désactivé dans votre navigateur. Écrivez-nous directement :',
    salesEmail: {
      demoSubject: 'Nouvelle demande de démo : {name} ({company})',
      contactSubject: 'Nouveau message de contact : {name} ({company})',
      line: '{label} : {value}',
      prospectLanguage: 'Langue du prospect',
      received: 'Date de réception',
      reference: 'Référence',
      replyHint: 'Répondez à cet e-mail pour écrire directement au prospect.',
    },
  },

  home: {
    meta: {
      title: 'Plateforme UGC pour les marques | {brandName}',
      description:
        'Plateforme UGC pour les marques : trouvez les photos et vidéos Instagram et TikTok de vos clients, obtenez l’accord de leurs créateurs et publiez-les partout.',
    },
    hero: {
      eyebrow: 'Plateforme UGC pour les marques',
      title: 'Diffusez les photos et vidéos de vos clients sur tous vos canaux, avec l’accord de chaque créateur',
      subtitle:
        'Repérez les publications Instagram et TikTok qui montrent vos produits, obtenez l’autorisation de leurs créateurs en quelques clics, puis diffusez-les sur votre site e-commerce, vos réseaux sociaux, vos écrans en magasin et vos publicités. Chaque accord est archivé avec le contenu.',
      primaryButton: 'Demander une démo',
      secondaryButton: 'Voir comment ça marche',
      stats: [
        { stat: 'engagementLift', label: 'd’engagement sur les publications intégrant de l’UGC' },
        { stat: 'addToCart', label: 'plus d’ajouts au panier sur les fiches produit qui affichent de l’UGC' },
        { stat: 'productionCost', label: 'de coûts de production de visuels' },
      ],
    },
    features: {
      eyebrow: 'Fonctionnalités',
      title: 'Tout le cycle de vie de l’UGC, sur une seule plateforme',
      intro:
        'Du sourcing à la diffusion, chaque étape est pensée pour les équipes marketing qui veulent des contenus authentiques et des droits en règle.',
      advantageBadge: 'Avantage concurrentiel',
      groups: [
        { id: 'sourcing', title: 'Sourcing' },
        { id: 'rights', title: 'Curation et droits' },
        { id: 'library', title: 'Médiathèque' },
        { id: 'distribution', title: 'Diffusion' },
      ],
      items: [
        {
          id: 'hashtagSourcing',
          title: 'Sourcing par hashtag',
          text: 'Suivez vos hashtags de marque et de campagne sur Instagram et TikTok, et collectez automatiquement chaque nouvelle publication.',
        },
        {
          id: 'geolocation',
          title: 'Recherche par géolocalisation',
          text: 'Repérez les contenus publiés dans vos magasins, lors de vos événements ou dans tout lieu qui compte pour votre marque.',
        },
        {
          id: 'mentions',
          title: 'Mentions et identifications',
          text: 'Retrouvez les publications qui mentionnent ou identifient votre compte, même lorsqu’elles ne portent aucun hashtag.',
        },
        {
          id: 'historicalContent',
          title: 'Contenus historiques',
          text: 'Remontez dans le temps : récupérez aussi les publications antérieures à votre campagne et enrichissez votre médiathèque dès le premier jour.',
        },
        {
          id: 'smartCuration',
          title: 'Curation intelligente',
          text: 'Recherche sémantique, filtres avancés et sélection en un clic : isolez rapidement les contenus qui servent votre image.',
        },
        {
          id: 'rightsRequests',
          title: 'Demandes de droits personnalisées',
          text: 'Adressez aux créateurs des demandes privées, à vos couleurs et dans leur langue, qui précisent usages, supports, territoire, durée et crédit, avec un lien vers vos conditions ; suivez chaque réponse depuis un tableau de bord unique.',
        },
        {
          id: 'automatedFollowUp',
          title: 'Relances automatiques',
          text: 'Les créateurs qui n’ont pas répondu sont relancés automatiquement : davantage d’autorisations obtenues, sans effort supplémentaire pour vos équipes.',
        },
        {
          id: 'mediaLibrary',
          title: 'Médiathèque centralisée',
          text: 'Organisez vos contenus en collections, avec leurs droits et leurs métadonnées, dans un format compatible avec vos outils de DAM.',
        },
        {
          id: 'originalQuality',
          title: 'Qualité d’origine',
          text: 'Téléchargez photos et vidéos dans leur qualité originale, prêtes pour votre site, vos réseaux sociaux ou vos publicités.',
        },
        {
          id: 'restApi',
          title: 'API REST',
          text: 'Alimentez votre site, votre application ou vos outils internes avec vos contenus approuvés grâce à une API REST documentée.',
        },
        {
          id: 'widgets',
          title: 'Widgets adaptatifs',
          text: 'Carrousels et murs de contenus s’intègrent en quelques minutes à vos pages et s’adaptent à tous les écrans. Plugin WordPress inclus.',
        },
        {
          id: 'landingPages',
          title: 'Landing pages',
          text: 'Créez sans développement des pages inspirantes à partir des meilleurs contenus de vos clients, pour vos campagnes comme pour vos lancements.',
        },
        {
          id: 'integrations',
          title: 'Intégrations PIM et DAM',
          text: 'Connectez la plateforme à vos outils pour associer chaque contenu au bon produit et l’intégrer à vos flux existants : {integrations}.',
        },
      ],
    },
    benefits: {
      eyebrow: 'Avantages',
      title: 'Ce que l’UGC change pour votre marque',
      intro:
        'Les photos et vidéos de vos clients montrent vos produits en situation réelle. Encore faut-il pouvoir les exploiter avec l’accord de leurs créateurs, et à grande échelle.',
      stats: [
        { stat: 'conversionLift', label: 'sur le taux de conversion des fiches produit qui affichent de l’UGC' },
        { stat: 'timeSaved', label: 'de temps gagné pour trouver les contenus et obtenir les accords' },
        { stat: 'ugcSeekers', label: 'des consommateurs regardent les photos et vidéos d’autres clients avant d’acheter' },
      ],
      items: [
        {
          id: 'conversion',
          title: 'Plus de conversions',
          text: 'Les photos et vidéos de vrais clients rassurent au moment de l’achat et font progresser vos ventes en ligne.',
        },
        {
          id: 'authenticity',
          title: 'Authenticité',
          text: 'Montrez vos produits tels que vos clients les vivent : des contenus crédibles, parce qu’ils viennent de vrais clients et non de votre marque.',
        },
        {
          id: 'costs',
          title: 'Coûts de production maîtrisés',
          text: 'Vos clients produisent déjà des visuels de qualité. Réutilisez-les plutôt que de multiplier les shootings.',
        },
        {
          id: 'legal',
          title: 'Accords documentés',
          text: 'Aucun contenu n’est diffusé sans l’accord explicite de son créateur ; cet accord est horodaté et archivé avec la publication. Il ne couvre pas les droits des tiers (musique, logos, personnes visibles) : c’est à la marque de les vérifier.',
        },
        {
          id: 'time',
          title: 'Gain de temps',
          text: 'Recherche, demandes de droits, relances et classement sont automatisés : vos équipes se consacrent à la création.',
        },
        {
          id: 'scale',
          title: 'Multimarque et multicanal',
          text: 'Gérez des milliers de contenus, plusieurs marques et tous vos canaux de diffusion depuis une seule plateforme.',
        },
      ],
      problem: {
        title: 'Le problème',
        points: [
          'Les contenus de vos clients sont dispersés sur Instagram et TikTok, difficiles à retrouver et à trier.',
          'Republier un contenu sans l’accord de son créateur, c’est exposer votre marque à une action en contrefaçon.',
          'Demander les droits un par un, entre messages privés et tableurs, mobilise vos équipes pendant des heures.',
        ],
      },
      solution: {
        title: 'Notre solution',
        points: [
          'Un sourcing automatique par hashtag, mention et géolocalisation, publications passées comprises.',
          'Des demandes de droits personnalisées, traçables et relancées automatiquement.',
          'Une médiathèque centralisée, prête à diffuser sur tous vos canaux.',
        ],
      },
    },
    howItWorks: {
      eyebrow: 'Comment ça marche',
      title: 'Quatre étapes, de la publication à la diffusion',
      intro:
        'Un processus simple et entièrement traçable, qui transforme une publication Instagram ou TikTok en contenu de marque prêt à diffuser, avec l’accord documenté de son créateur.',
      keyDifferenceBadge: 'Notre différence clé',
      stepLabel: 'Étape',
      steps: [
        {
          id: 'curation',
          title: 'Curation',
          text: 'Identifiez les meilleurs contenus publiés autour de votre marque.',
          details: [
            'Recherche par hashtag, mention et géolocalisation',
            'Accès aux contenus historiques',
            'Recherche sémantique et filtres avancés',
          ],
        },
        {
          id: 'rights',
          title: 'Levée de droits',
          text: 'Demandez à chaque créateur, dans sa langue, son accord sur des conditions précises : usages, supports, territoire, durée et crédit. Sa réponse est horodatée et archivée avec le contenu.',
          details: [
            'Demandes privées et personnalisées',
            'Messages dans la langue du créateur',
            'Suivi des réponses et relances automatiques',
          ],
        },
        {
          id: 'organisation',
          title: 'Organisation',
          text: 'Classez vos contenus autorisés dans une médiathèque structurée.',
          details: [
            'Collections compatibles avec vos outils de DAM',
            'Téléchargement en qualité d’origine',
            'Historique des droits pour chaque contenu',
          ],
        },
        {
          id: 'distribution',
          title: 'Diffusion',
          text: 'Publiez vos contenus autorisés là où ils ont le plus d’impact.',
          details: [
            'API REST et plugin WordPress',
            'Widgets carrousel et mur de contenus',
            'Landing pages et intégrations PIM',
          ],
        },
      ],
    },
    cta: {
      title: 'Voyez la plateforme à l’œuvre sur vos propres contenus',
      text: 'Découvrez, lors d’une démonstration personnalisée, comment votre marque peut exploiter l’UGC à grande échelle, avec l’accord de chaque créateur.',
      button: 'Demander une démo pour votre marque',
    },
    demo: {
      title: 'Demandez votre démo personnalisée',
      intro:
        'Présentez-nous votre marque et vos enjeux : un expert vous montre la plateforme appliquée à vos propres contenus.',
      fields: {
        firstName: { label: 'Prénom' },
        lastName: { label: 'Nom' },
        email: { label: 'E-mail professionnel' },
        company: { label: 'Entreprise' },
        role: { label: 'Fonction' },
        phone: { label: 'Téléphone' },
        message: { label: 'Message' },
      },
      roles: [
        { id: 'cmo', label: 'CMO' },
        { id: 'content_director', label: 'Directeur Contenu / Brand Content' },
        { id: 'ecommerce_director', label: 'Directeur E-commerce' },
        { id: 'cdo', label: 'CDO (Chief Digital Officer)' },
        { id: 'digital_marketing_manager', label: 'Responsable Marketing Digital' },
        { id: 'other', label: 'Autre' },
      ],
      submit: 'Demander ma démo',
      submitting: 'Envoi…',
      success: {
        title: 'Demande envoyée !',
        text: 'Nous vous contacterons sous {replyHours} h pour programmer votre démonstration.',
      },
      failure: {
        title: 'Erreur',
        text: 'Une erreur s’est produite. Veuillez réessayer.',
      },
    },
  },

  contact: {
    meta: {
      title: 'Contact | {brandName}',
      description:
        'Contactez l’équipe {brandName} : démo, devis, support ou partenariat. Réponse sous {replyHours} h ouvrées, par une équipe basée en {teamCountry}.',
    },
    hero: {
      eyebrow: 'Contact',
      title: 'Parlons de votre projet UGC',
      subtitle:
        'Une question, un devis, un partenariat ? Notre équipe basée en {teamCountry} vous répond sous {replyHours} h ouvrées.',
    },
    form: {
      title: 'Envoyez-nous un message',
      fields: {
        firstName: { label: 'Prénom' },
        lastName: { label: 'Nom' },
        company: { label: 'Entreprise' },
        role: { label: 'Poste' },
        email: { label: 'E-mail' },
        phone: { label: 'Téléphone' },
        reason: { label: 'Objet de votre demande' },
        message: { label: 'Message' },
      },
      reasons: [
        { id: 'demo', label: 'Demander une démo' },
        { id: 'quote', label: 'Obtenir un devis' },
        { id: 'support', label: 'Support technique' },
        { id: 'partnership', label: 'Proposition de partenariat' },
        { id: 'press', label: 'Presse et médias' },
        { id: 'other', label: 'Autre' },
      ],
      planRequest: 'Bonjour, l’offre {plan} m’intéresse et j’aimerais en parler avec votre équipe.',
      submit: 'Envoyer le message',
      submitting: 'Envoi en cours…',
      success: {
        title: 'Message envoyé !',
        text: 'Nous vous répondrons sous {replyHours} h ouvrées.',
      },
      failure: {
        title: 'Erreur',
        text: 'Une erreur s’est produite. Veuillez réessayer.',
      },
    },
    channelsTitle: 'Autres moyens de nous joindre',
    channels: [
      {
        id: 'email',
        title: 'Par e-mail',
        text: 'Écrivez-nous : nous vous répondons sous {replyHours} h ouvrées.',
        action: 'Écrire un e-mail',
      },
      {
        id: 'booking',
        title: 'Rendez-vous en ligne',
        text: 'Choisissez le créneau qui vous convient pour échanger avec un expert.',
        action: 'Réserver un créneau',
      },
      {
        id: 'office',
        title: 'Siège social',
        text: 'Nos bureaux du Grand Paris vous accueillent sur rendez-vous.',
        action: 'Convenir d’une visite',
      },
      {
        id: 'phone',
        title: 'Par téléphone',
        text: 'Notre équipe vous répond {businessHours}. Les messages reçus en dehors de ces horaires sont traités le jour ouvré suivant.',
        action: 'Appeler',
      },
    ],
    faq: {
      title: 'Questions fréquentes',
      items: [
        {
          question: 'Combien de temps faut-il pour démarrer ?',
          answer:
            'La mise en place technique est réalisée sous {setupHours} h une fois votre projet validé. Nous paramétrons ensuite ensemble vos premiers flux de curation.',
        },
        {
          question: 'Quels réseaux sociaux sont pris en charge ?',
          answer:
            'La plateforme couvre Instagram et TikTok : photos, vidéos et carrousels, repérés par hashtag, mention, géolocalisation ou dans l’historique des publications.',
        },
        {
          question: 'En quelles langues le support est-il assuré ?',
          answer:
            'Notre équipe support, basée en {teamCountry}, vous accompagne {supportLanguages}. L’offre Enterprise y ajoute un support dédié 24 h/24, 7 j/7 et un engagement de niveau de service (SLA) inscrit au contrat.',
        },
        {
          question: 'Sur quoi porte l’accord d’un créateur ?',
          answer:
            'Sur ce que précise la demande de droits : les usages, les supports (site, réseaux sociaux, publicité), le territoire, la durée et la mention de son compte (crédit), avec un lien vers les conditions de la licence. Le créateur accepte en répondant avec le mot-clé de la demande, et déclare ainsi être majeur, avoir pris lui-même la photo ou la vidéo et avoir l’accord des personnes qui y apparaissent ; sa réponse est horodatée et archivée avec le contenu. Tout usage au-delà est exclu, et les droits des tiers (musique, logos, personnes visibles) restent à vérifier par la marque.',
        },
      ],
    },
    demoCard: {
      title: 'Vous préférez voir la plateforme en action ?',
      text: 'Réservez directement une démonstration de {demoMinutes} minutes avec un expert, au créneau de votre choix.',
      button: 'Réserver ma démo',
    },
    demoRequestCard: {
      title: 'Vous préférez voir la plateforme en action ?',
      text: 'Demandez une démonstration de {demoMinutes} minutes avec un expert : nous vous recontactons sous {replyHours} h ouvrées pour fixer le créneau.',
      button: 'Demander ma démo',
    },
  },

  pricing: {
    meta: {
      title: 'Tarifs et offres | {brandName}',
      description:
        'Tarifs {brandName} : offres Starter, Professional et Enterprise sur mesure, données hébergées en {dataCountry}, conformité RGPD et support {supportLanguages}.',
    },
    hero: {
      eyebrow: 'Tarifs',
      title: 'Trois offres, un tarif selon vos volumes',
      subtitle:
        'Vos marques et vos canaux de diffusion comptent aussi. Choisissez votre point de départ : nous construisons le reste avec vous.',
    },
    popularBadge: 'Le plus populaire',
    priceOnRequest: 'Sur mesure : chaque offre est établie sur devis, selon vos besoins.',
    holdsLabel: 'Volumes inclus',
    audienceLabel: 'Pour qui ?',
    includedLabel: 'Inclus',
    includesPlanLabel: 'Toute l’offre {plan}, plus :',
    limitationsLabel: 'Limites',
    plans: [
      {
        id: 'starter',
        name: 'Starter',
        description: 'L’essentiel pour lancer votre stratégie UGC et publier vos premiers contenus autorisés.',
        audience: 'PME et start-up',
        features: [
          'Sourcing par hashtag et mentions',
          'Demandes de droits et relances automatiques',
          'Médiathèque centralisée',
          'Widgets carrousel et mur de contenus',
          'Téléchargement en qualité d’origine',
        ],
        limitations: ['API limitée', 'Sans géolocalisation avancée'],
        cta: 'Demander un devis',
      },
      {
        id: 'professional',
        name: 'Professional',
        description: 'La plateforme complète pour les marques qui font de l’UGC un levier de croissance.',
        audience: 'Marques en croissance et équipes marketing',
        features: [
          'API complète',
          'Recherche sémantique',
          'Partage de la médiathèque',
          'Géolocalisation et filtres avancés',
          'Support prioritaire {supportLanguages}',
          'Accès super-administrateur à tous les contenus autorisés',
          'Statistiques avancées',
        ],
        limitations: ['Sans API sur mesure'],
        cta: 'Demander un devis',
      },
      {
        id: 'enterprise',
        name: 'Enterprise',
        description: 'Une solution sur mesure pour les groupes multimarques et les volumes importants.',
        audience: 'Grands comptes et groupes multimarques',
        features: [
          'Recherche sémantique avancée',
          'API sur mesure',
          'Géolocalisation mondiale',
          'Support dédié 24 h/24, 7 j/7, avec un interlocuteur attitré',
          'Engagement de niveau de service (SLA)',
          'Accompagnement RGPD dédié',
          'Multi-comptes et gestion des permissions',
        ],
        limitations: [],
        cta: 'Parler à un expert',
      },
    ],
    limits: {
      brands: 'Marques',
      users: 'Utilisateurs',
      curationFlows: 'Flux de curation actifs',
      assets: 'Widgets ou landing pages actifs',
      monthlyContent: 'Contenus par mois',
      monthlyContentCounted: { rightsRequestSent: 'Demandes de droits par mois', rightsGranted: 'Contenus autorisés par mois' },
      unlimited: 'Sans limite',
      unlimitedQuota: 'Sans limite',
    },
    inclusions: {
      title: 'Inclus dans toutes les offres',
      items: [
        'Levée de droits auprès des créateurs',
        'Relances automatiques',
        'Téléchargement en qualité d’origine',
        'Plugin WordPress',
        'Contenus Instagram et TikTok',
        'Accompagnement à la mise en place',
      ],
    },
    reassurance: {
      title: 'Ce sur quoi vous pouvez compter',
      chips: [
        'Sans engagement de longue durée',
        'Données hébergées en {dataCountry}',
        'Conforme RGPD',
        'Support {supportLanguages}',
        'Mise en place technique sous {setupHours} h après validation',
        'Équipe basée en {teamCountry}',
        'Droits tracés et archivés',
        'Changement d’offre à tout moment',
        'Démo gratuite',
        'Réponse sous {replyHours} h ouvrées',
      ],
      tiles: [
        {
          title: 'Accords documentés',
          text: 'Chaque contenu diffusé repose sur l’accord explicite de son créateur, horodaté et conservé dans votre médiathèque avec l’historique de ses droits.',
        },
        {
          title: 'Accompagnement humain',
          text: 'Une équipe française accompagne chaque client de la mise en place aux premiers résultats. L’offre Enterprise y ajoute un interlocuteur dédié qui connaît votre marque.',
        },
        {
          title: 'Protection des données',
          text: 'Vos données sont hébergées en {dataCountry} et traitées conformément au RGPD.',
        },
      ],
      platformLink: 'Le détail : sous-traitance, sécurité et licence des créateurs',
    },
    contract: {
      title: 'L’essentiel du contrat',
      commitment: { label: 'Engagement :', text: '{minimumTerm} minimum, puis résiliable avec un préavis de {noticePeriod}' },
      billing: { label: 'Facturation :', text: '{billingPeriods} ; {priceBasis}' },
      quota: { label: 'Décompte :', text: '{quotaCounting}' },
      limit: { label: 'Quota atteint :', text: '{atQuota}' },
      integrations: { label: 'Intégrations :', text: '{integrations}' },
      collection: { label: 'Collecte :', text: '{contentSourcing} ; {permissionRequest}' },
    },
    faq: {
      title: 'Questions sur les tarifs',
      items: [
        {
          question: 'Qu’est-ce qui compte comme un contenu ?',
          answer:
            'Une photo, une vidéo ou un carrousel compte pour un seul contenu, quel que soit le nombre d’images qu’il contient, et il est décompté {quotaCounting}.',
        },
        {
          question: 'Puis-je changer d’offre en cours de route ?',
          answer:
            'Oui, à tout moment. Le passage à une offre supérieure est immédiat ; le passage à une offre inférieure prend effet au prochain cycle de facturation.',
        },
        {
          question: 'Que se passe-t-il si j’atteins la limite de mon offre ?',
          answer:
            'Nous vous prévenons à l’approche de la limite. Une fois le quota atteint, {atQuota}. Vos contenus déjà diffusés restent en ligne.',
        },
        {
          question: 'Y a-t-il un engagement ou une période d’essai ?',
          answer:
            'L’engagement minimal est de {minimumTerm}, puis le contrat se résilie avec un préavis de {noticePeriod}. Plutôt qu’un essai, un expert vous fait une démo gratuite de {demoMinutes} minutes sur vos propres contenus.',
        },
      ],
    },
    consultation: {
      title: 'Besoin d’aide pour choisir ?',
      text: 'Nos experts étudient vos besoins et vous recommandent l’offre la plus adaptée, lors d’un échange gratuit et sans engagement.',
      button: 'Demander une consultation',
    },
  },

  about: {
    meta: {
      title: 'À propos : notre histoire et notre équipe | {brandName}',
      description:
        'Depuis {foundedYear}, {brandName} aide les marques à exploiter les contenus Instagram et TikTok de leurs clients, avec l’accord des créateurs. Découvrez notre équipe.',
    },
    hero: {
      eyebrow: 'À propos',
      title: 'Nous aidons les marques à donner la parole à leurs clients',
      subtitle: 'Une équipe française qui aide les marques à exploiter les contenus de leurs clients, dans le respect des droits de chaque créateur.',
    },
    story: {
      title: 'Notre histoire',
      paragraphs: [
        'Nous avons fondé {brandName} en {foundedYear} à partir d’un constat simple : chaque jour, les clients créent des photos et des vidéos plus convaincantes que bien des campagnes, mais les marques peinent à les exploiter sans risque juridique.',
        'Depuis notre siège de {city}, aux portes de Paris, nous avons conçu une plateforme qui automatise tout le parcours : repérer les meilleurs contenus, obtenir l’accord de leurs créateurs, les organiser et les diffuser.',
        'Aujourd’hui, notre plateforme s’adresse aux marques de la mode, de la beauté, de la distribution et de tous les secteurs où les clients partagent leurs achats, avec une même exigence : des contenus authentiques, utilisés avec l’accord de ceux qui les créent.',
      ],
    },
    statsTitle: 'En quelques chiffres',
    stats: [
      { stat: 'brands', label: 'marques clientes utilisent la plateforme' },
      { stat: 'contentsProcessed', label: 'de publications analysées par la plateforme, toutes marques confondues' },
      { stat: 'satisfaction', label: 'd’utilisateurs satisfaits de la plateforme' },
    ],
    mission: {
      title: 'Notre mission',
      text: 'Rendre l’UGC accessible à toutes les marques, en conciliant performance marketing et respect des droits des créateurs.',
    },
    vision: {
      title: 'Notre vision',
      text: 'Un marketing où la parole des clients tient le premier rôle, portée par des contenus authentiques, autorisés et valorisés.',
    },
    values: {
      title: 'Nos valeurs',
      items: [
        {
          id: 'collaboration',
          title: 'Collaboration',
          text: 'Nous construisons avec nos clients et les créateurs des relations durables, fondées sur l’écoute et la transparence.',
        },
        {
          id: 'innovation',
          title: 'Innovation',
          text: 'Nous faisons évoluer la plateforme en continu pour anticiper les usages des réseaux sociaux et les besoins des marques.',
        },
        {
          id: 'authenticity',
          title: 'Authenticité',
          text: 'Nous croyons à la force des contenus vrais, créés par de vrais clients, et à la juste reconnaissance de ceux qui les créent.',
        },
        {
          id: 'creativity',
          title: 'Créativité',
          text: 'Nous aidons les marques à imaginer de nouvelles façons de raconter leur histoire avec leur communauté.',
        },
      ],
    },
    team: {
      title: 'Une équipe française, proche de vous',
      text: 'Produit, technique et accompagnement client : toute notre équipe travaille en {teamCountry}, pour un dialogue direct avec vos équipes, {supportLanguages}.',
      location: '{city} (Grand Paris), {teamCountry}',
    },
    cta: {
      title: 'Envie d’en savoir plus ?',
      text: 'Échangeons sur vos enjeux, ou découvrez dès maintenant nos offres.',
      contactButton: 'Nous contacter',
      pricingButton: 'Voir les tarifs',
    },
  },

  support: {
    meta: {
      title: 'Support et centre d’aide | {brandName}',
      description:
        'Centre d’aide {brandName} : support par e-mail {supportLanguages}, rendez-vous technique, dépannage et FAQ sur l’API, les widgets, les quotas et la sécurité.',
    },
    hero: {
      eyebrow: 'Support',
      title: 'Un support expert, basé en {teamCountry}',
      subtitle:
        'Notre équipe vous accompagne {supportLanguages} pour tirer le meilleur de la plateforme, de l’intégration technique à vos campagnes.',
    },
    channelsTitle: 'Contacter le support',
    channels: [
      {
        id: 'email',
        title: 'Support par e-mail',
        text: 'Pour toute question sur votre compte, vos intégrations ou vos contenus.',
        detail: 'Réponse en moins de {emailResponseHours} h en moyenne, sous {replyHours} h ouvrées au plus tard',
        action: 'Écrire au support',
      },
      {
        id: 'appointment',
        title: 'Rendez-vous technique',
        text: 'Un échange en visioconférence avec un expert, pour une intégration ou un problème complexe.',
        detail: 'Rendez-vous sous {appointmentHours} h',
        action: 'Prendre rendez-vous',
      },
      {
        id: 'chat',
        title: 'Chat en direct',
        text: 'Pour vos questions rapides, notre équipe vous répond pendant les heures ouvrées.',
        detail: '{chatHours}',
        action: 'Ouvrir le chat',
      },
      {
        id: 'phone',
        title: 'Support par téléphone',
        text: 'Pour une question urgente ou un incident qui bloque votre travail. Les clients Enterprise joignent leur support dédié 24 h/24, 7 j/7.',
        detail: '{businessHours}',
        action: 'Appeler le support',
      },
    ],
    stats: [
      { stat: 'contentsSourced', label: 'contenus ajoutés à la médiathèque, en moyenne par marque' },
      { stat: 'supportSatisfaction', label: 'd’utilisateurs satisfaits de notre support' },
    ],
    troubleshooting: {
      title: 'Dépannage rapide',
      intro: 'Avant de nous contacter, ces vérifications résolvent la plupart des problèmes courants.',
      steps: [
        {
          title: 'Vérifiez vos accès',
          text: 'Assurez-vous que vos comptes Instagram et TikTok sont bien connectés et que votre clé d’API est valide.',
        },
        {
          title: 'Videz le cache',
          text: 'Après la modification d’un widget, videz le cache de votre navigateur et de votre site pour afficher la dernière version.',
        },
        {
          title: 'Consultez la console',
          text: 'Ouvrez la console de votre navigateur : le message d’erreur affiché nous aidera à résoudre le problème plus vite si vous nous contactez.',
        },
      ],
    },
    faq: {
      title: 'Questions fréquentes',
      items: [
        {
          id: 'api',
          question: 'Comment intégrer l’API REST à mon site ?',
          answer:
            'Une fois votre compte activé, vous recevez une clé d’API et l’accès à la documentation. Chaque requête s’authentifie avec cette clé et renvoie vos contenus approuvés au format JSON. Nos experts peuvent vous accompagner lors d’un rendez-vous technique.',
        },
        {
          id: 'widgets',
          question: 'Mon widget ne s’affiche pas : que faire ?',
          answer:
            'Vérifiez que le code d’intégration est bien présent sur la page, que le widget contient au moins un contenu approuvé et que le domaine de votre site est autorisé dans vos paramètres, puis videz le cache. Si le problème persiste, envoyez-nous l’adresse de la page concernée.',
        },
        {
          id: 'performance',
          question: 'Les widgets ralentissent-ils mes pages ?',
          answer:
            'Non. Les widgets se chargent de manière différée et les images sont servies dans une taille adaptée à chaque écran, afin de préserver la vitesse d’affichage de vos pages.',
        },
        {
          id: 'quotas',
          question: 'Que signifie une erreur HTTP 429 ?',
          answer:
            'Elle indique que le quota de requêtes de votre offre est momentanément dépassé. Espacez vos appels, relancez-les après le délai indiqué dans l’en-tête Retry-After et mettez les réponses en cache. Si vos besoins augmentent, nous pouvons ajuster vos quotas.',
        },
        {
          id: 'security',
          question: 'Mes données sont-elles sécurisées ?',
          answer:
            'Vos données sont hébergées en {dataCountry} et traitées conformément au RGPD. Sécurité : {security}. Chaque accès à la plateforme est nominatif. Accord de sous-traitance : {dataProcessingAgreement}. Nos mentions légales nomment nos sous-traitants.',
        },
        {
          id: 'outages',
          question: 'Que faire en cas de panne ou d’indisponibilité ?',
          answer:
            'Nos équipes surveillent la plateforme en continu. En cas d’incident, appelez le support pendant les heures ouvrées ou écrivez-lui par e-mail : nous vous tenons au courant jusqu’au rétablissement du service. Les clients Enterprise joignent en outre leur support dédié 24 h/24, 7 j/7, avec des engagements de niveau de service (SLA), notamment de disponibilité.',
        },
      ],
    },
    resources: {
      title: 'Ressources',
      popularBadge: 'Populaire',
      items: [
        {
          id: 'apiDocs',
          title: 'Documentation API',
          text: 'Points d’accès, exemples de requêtes et bonnes pratiques pour intégrer vos contenus à vos outils.',
          action: 'Lire la documentation',
        },
        {
          id: 'tutorials',
          title: 'Tutoriels vidéo',
          text: 'Des vidéos courtes pour prendre la plateforme en main à votre rythme : curation, levée de droits et widgets.',
          action: 'Voir les tutoriels',
        },
        {
          id: 'knowledgeBase',
          title: 'Base de connaissances',
          text: 'Les réponses aux questions les plus fréquentes sur l’intégration, les widgets, les quotas et la sécurité.',
          action: 'Consulter la base de connaissances',
        },
      ],
    },
    cta: {
      title: 'Vous ne trouvez pas votre réponse ?',
      text: 'Décrivez-nous votre situation : notre équipe vous répond sous {replyHours} h ouvrées.',
      button: 'Contacter le support',
    },
  },

  useCases: {
    meta: {
      title: 'Cas d’usage UGC pour les marques | {brandName}',
      description:
        'E-commerce, retail, réseaux sociaux, publicité : découvrez comment les marques utilisent l’UGC Instagram et TikTok pour vendre plus, avec des résultats mesurés.',
    },
    hero: {
      eyebrow: 'Cas d’usage',
      title: 'L’UGC au service de chacun de vos canaux',
      subtitle:
        'E-commerce, magasins, réseaux sociaux, publicité : découvrez comment les marques s’appuient sur les contenus de leurs clients pour vendre plus et mieux.',
    },
    items: [
      {
        id: 'ecommerce',
        title: 'E-commerce',
        text: 'Intégrez des photos et vidéos de clients à vos fiches produit pour rassurer au moment de l’achat.',
        benefits: [
          'Taux de conversion en hausse',
          'Plus d’ajouts au panier',
          'Fiches produit plus vivantes',
          'Contenus rattachés à vos produits via le PIM',
        ],
      },
      {
        id: 'inspiration',
        title: 'Pages d’inspiration',
        text: 'Créez des galeries et des landing pages qui montrent vos produits portés, utilisés et appréciés par vos clients.',
        benefits: [
          'Lookbooks alimentés par vos clients',
          'Pages créées sans développement',
          'Temps passé sur le site en hausse',
          'Contenus renouvelés en continu',
        ],
      },
      {
        id: 'retail',
        title: 'Retail et événements',
        text: 'Diffusez l’UGC sur les écrans de vos magasins et valorisez les contenus publiés lors de vos événements.',
        benefits: [
          'Murs de contenus en magasin',
          'Contenus géolocalisés par point de vente',
          'Couverture de vos événements en temps réel',
          'Lien renforcé entre web et magasin',
        ],
      },
      {
        id: 'socialMedia',
        title: 'Gestion des réseaux sociaux',
        text: 'Alimentez vos comptes avec des contenus authentiques, autorisés par leurs créateurs.',
        benefits: [
          'Calendrier éditorial toujours alimenté',
          'Republication avec l’accord du créateur',
          'Engagement de la communauté renforcé',
          'Relations durables avec vos créateurs',
        ],
      },
      {
        id: 'activations',
        title: 'Activations et jeux-concours',
        text: 'Lancez des concours par hashtag et collectez automatiquement toutes les participations.',
        benefits: [
          'Collecte automatique des participations',
          'Sélection des gagnants facilitée',
          'Droits obtenus sur les meilleurs contenus',
          'Plus de visibilité pour la marque',
        ],
        note: 'Chaque marque organise ses jeux-concours sous sa responsabilité, selon les règles du pays où ils se déroulent (règlement du jeu, données des participants, fiscalité des lots) et celles des plateformes.',
      },
      {
        id: 'advertising',
        title: 'Publicité',
        text: 'Utilisez l’UGC dans vos campagnes payantes pour des publicités plus crédibles et plus performantes.',
        benefits: [
          'Créations publicitaires authentiques',
          'Coûts de production réduits',
          'Qualité d’origine pour tous les formats',
          'Droits d’usage publicitaire demandés et tracés',
        ],
      },
    ],
    benefitsLabel: 'Bénéfices clés',
    storiesTitle: 'Résultats clients',
    storiesIntro: 'Deux marques clientes, qui ont demandé à rester anonymes. Chaque chiffre compare une saison à la même saison un an plus tôt ; sous chaque chiffre : ce qui a été mesuré, sur quelle période et par rapport à quoi.',
    stories: [
      {
        id: 'fashion',
        sector: 'E-commerce mode',
        title: 'Une marque de mode augmente ses conversions en ligne',
        text: 'En intégrant les photos de ses clientes à ses fiches produit et à ses pages d’inspiration, cette marque de prêt-à-porter a fait de sa communauté sa meilleure vitrine.',
        metrics: [
          { stat: 'fashionConversions', label: 'sur le taux de conversion des fiches produit' },
          { stat: 'fashionEngagement', label: 'd’engagement par publication Instagram' },
          { stat: 'fashionOrderValue', label: 'sur le panier moyen' },
        ],
      },
      {
        id: 'beauty',
        sector: 'Beauté et cosmétiques',
        title: 'Une marque de beauté élargit sa portée',
        text: 'En republiant, avec leur accord, les tutoriels et avis de ses clientes, cette marque cosmétique a enrichi ses réseaux sociaux et ses campagnes tout en réduisant ses coûts de contenu.',
        metrics: [
          { stat: 'beautySocialRoi', label: 'plus de ROI sur ses campagnes sponsorisées' },
          { stat: 'beautyContentCost', label: 'de coûts de contenu par campagne' },
          { stat: 'beautyReach', label: 'de portée pour ses publications' },
        ],
      },
    ],
    cta: {
      title: 'Et si c’était au tour de votre marque ?',
      text: 'Voyons ensemble comment l’UGC peut servir vos objectifs, canal par canal.',
      button: 'Demander une démo',
    },
  },

  legal: {
    meta: {
      title: 'Mentions légales et confidentialité | {brandName}',
      description:
        'Mentions légales du site {brandName} : éditeur, hébergeurs, politique de confidentialité (RGPD), cookies et conditions d’utilisation.',
    },
    title: 'Mentions légales et politique de confidentialité',
    intro:
      'Qui édite ce site, qui l’héberge, ce que nous faisons des données que vous nous confiez et les règles d’utilisation de la plateforme {brandName}.',
    contentsLabel: 'Sommaire',
    lastUpdatedLabel: 'Dernière mise à jour :',
    publisher: {
      title: 'Éditeur du site',
      lead: 'Informations fournies en application de l’article 1-1 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique (LCEN).',
      paragraphs: ['Le site et la plateforme {brandName} sont édités par :'],
      facts: [
        { id: 'legalName', label: 'Dénomination sociale' },
        { id: 'legalForm', label: 'Forme juridique' },
        { id: 'shareCapital', label: 'Capital social' },
        { id: 'headOffice', label: 'Siège social' },
        { id: 'register', label: 'Immatriculation au RCS' },
        { id: 'siren', label: 'SIREN' },
        { id: 'vatNumber', label: 'N° de TVA intracommunautaire' },
        { id: 'phone', label: 'Téléphone' },
        { id: 'email', label: 'E-mail' },
        { id: 'publicationDirector', label: 'Directeur de la publication' },
      ],
    },
    hosting: {
      title: 'Hébergement',
      paragraphs: ['Le site et les données transmises par ses formulaires sont hébergés par les prestataires suivants.'],
      siteHost: 'Hébergement du site',
      databaseHost: 'Hébergement des données des formulaires',
      nameLabel: 'Raison sociale',
      addressLabel: 'Adresse',
      phoneLabel: 'Téléphone',
    },
    privacy: {
      title: 'Politique de confidentialité',
      intro:
        'Conformément à l’article 13 du règlement (UE) 2016/679 (RGPD) et à la loi Informatique et Libertés, cette section vous informe de la manière dont nous traitons les données personnelles recueillies sur ce site.',
      controller: {
        title: 'Responsable du traitement',
        paragraphs: [
          'Le responsable du traitement est {legalName}, éditeur du site, dont les coordonnées figurent ci-dessus. Pour toute question relative à vos données personnelles, écrivez-nous à l’adresse suivante.',
        ],
        contactLabel: 'Contact données personnelles :',
        dpoLabel: 'Délégué à la protection des données (DPO) :',
        ukRepresentativeLabel: 'Représentant au Royaume-Uni (article 27 du RGPD britannique) :',
      },
      purposes: {
        title: 'Données collectées, finalités et bases légales',
        intro:
          'Vous nous transmettez des données personnelles par les deux formulaires du site ; les données techniques liées à votre connexion sont décrites sous « Données techniques et sécurité ». Les champs facultatifs sont signalés comme tels ; sans les autres, nous ne pouvons pas traiter votre demande. Nous n’envoyons ni lettre d’information ni e-mail de prospection et n’inscrivons vos coordonnées sur aucune liste de diffusion : elles servent uniquement à traiter votre demande.',
        linkedTools:
          'Si vous réservez un créneau de démo ou ouvrez le chat en direct, l’outil concerné reçoit ce que vous y saisissez, pour notre compte : il figure parmi les destinataires ci-dessous.',
        dataLabel: 'Données',
        fieldNames: {
          demoRequest: {
            firstName: 'Prénom',
            lastName: 'Nom',
            email: 'Adresse e-mail professionnelle',
            company: 'Entreprise',
            role: 'Fonction',
            phone: 'Numéro de téléphone',
            message: 'Message',
          },
          contactMessage: {
            firstName: 'Prénom',
            lastName: 'Nom',
            company: 'Entreprise',
            role: 'Fonction',
            email: 'Adresse e-mail',
            phone: 'Numéro de téléphone',
            reason: 'Motif de la prise de contact',
            message: 'Message',
          },
        },
        visitData: 'Langue et adresse de la page d’envoi et, le cas échéant, campagne de la visite (paramètres utm de l’adresse)',
        purposeLabel: 'Finalité',
        legalBasisLabel: 'Base légale',
        retentionLabel: 'Durée de conservation',
        forms: [
          {
            id: 'demoRequest',
            title: 'Demande de démo',
            purpose: 'Organiser la démonstration demandée et échanger avec vous sur votre projet.',
            legalBasis:
              'Notre intérêt légitime à répondre à une demande professionnelle et à préparer un éventuel contrat avec l’entreprise que vous représentez (article 6, paragraphe 1, point f du RGPD). Si vous agissez pour votre propre compte, par exemple comme entrepreneur individuel, le traitement repose sur les mesures précontractuelles prises à votre demande (article 6, paragraphe 1, point b du RGPD). Aucun consentement n’est demandé ni invoqué.',
            retention: '{prospectRetentionYears} ans à compter de notre dernier échange, puis suppression.',
            recipients: 'L’équipe commerciale de {legalName} ; les prestataires de la liste « Destinataires et sous-traitants » (base de données des formulaires, transmission de la demande à l’équipe commerciale).',
          },
          {
            id: 'contactMessage',
            title: 'Formulaire de contact',
            purpose: 'Répondre à votre message et assurer le suivi de votre demande.',
            legalBasis:
              'Notre intérêt légitime à répondre aux demandes professionnelles qui nous sont adressées (article 6, paragraphe 1, point f du RGPD) ; si votre message porte sur nos offres et que vous agissez pour votre propre compte, mesures précontractuelles prises à votre demande (point b).',
            retention: '{prospectRetentionYears} ans à compter de notre dernier échange, puis suppression.',
            recipients: 'Les équipes de {legalName} concernées par votre message (commerciale ou support) ; les prestataires de la liste « Destinataires et sous-traitants ».',
          },
        ],
      },
      technical: {
        title: 'Données techniques et sécurité',
        paragraphs: [
          'Comme tout serveur web, celui de l’hébergeur du site enregistre des données techniques pour chaque page demandée, notamment votre adresse IP, la page demandée, la date et l’heure. Ces journaux servent à afficher le site, à en assurer la sécurité et à analyser les incidents ; ils sont conservés {hostLogRetentionDays} jours, puis supprimés. Base légale : notre intérêt légitime à assurer le bon fonctionnement et la sécurité du site (article 6, paragraphe 1, point f du RGPD).',
          'Pour protéger les formulaires contre les envois automatisés en masse, la base de données conserve, pour chaque envoi, une empreinte de l’adresse réseau d’où il provient : un HMAC-SHA256 calculé avec une clé secrète que seule la base de données détient. Cette clé est remplacée chaque jour et les anciennes clés sont supprimées ; sans la clé, l’empreinte ne permet pas de retrouver l’adresse. Elle sert uniquement à limiter le nombre d’envois sur {floodWindowMinutes} minutes et est effacée automatiquement au plus tard {floodFingerprintMaxMinutes} minutes après l’envoi. Base légale : notre intérêt légitime à assurer la sécurité du service (article 6, paragraphe 1, point f du RGPD).',
        ],
      },
      audience: {
        title: 'Mesure d’audience',
        paragraphs: [
          'Pour savoir quelles pages, quelles langues et quelles campagnes intéressent nos visiteurs et suscitent des demandes, nous comptons les pages vues. Chaque affichage d’une page ajoute un à un compteur par jour, page, langue, site d’origine (son seul nom de domaine, celui d’un moteur de recherche par exemple, lorsque votre navigateur le transmet) et campagne (les paramètres utm_source, utm_medium et utm_campaign de l’adresse de la page, lorsqu’un lien en comporte). De même, les demandes de démo et les messages de contact enregistrent la page d’où ils sont envoyés et la campagne de la visite.',
          'Rien d’autre n’est enregistré : ni votre adresse IP, ni votre navigateur, ni identifiant, ni cookie. Rien n’est écrit sur votre appareil, et la page n’envoie que ce que votre navigateur transmet déjà avec toute page demandée : l’adresse de la page, sa langue et le site d’origine. Les compteurs ne permettent de suivre personne, ni d’une page à l’autre ni d’un site à l’autre ; ils ne sont communiqués à personne et servent uniquement à nos propres statistiques. Les robots connus et les navigateurs automatisés ne sont pas comptés : le nom du navigateur sert seulement à les écarter et n’est pas conservé. Pour éviter qu’une même adresse réseau ne gonfle les chiffres, la base de données utilise la même empreinte temporaire que pour les formulaires (voir « Données techniques et sécurité »), effacée au plus tard {floodFingerprintMaxMinutes} minutes après la visite.',
          'Les compteurs sont conservés {audienceRetentionMonths} mois, puis supprimés automatiquement. Base légale : notre intérêt légitime à mesurer l’audience de notre site et l’efficacité de ses contenus (article 6, paragraphe 1, point f du RGPD).',
          'Cette mesure ne nécessite pas votre consentement : elle remplit les conditions de l’exemption prévue par la CNIL pour la mesure d’audience (article 5 des lignes directrices relatives aux cookies et autres traceurs, adoptées par la délibération n° 2020-091 du 17 septembre 2020, dans leur version modifiée). Sa finalité est strictement limitée à la mesure de l’audience de ce site, pour notre compte exclusif ; elle ne produit que des statistiques anonymes et agrégées, n’est recoupée avec aucun autre traitement, n’est transmise à aucun tiers et sa durée de conservation est limitée. C’est pourquoi aucun bandeau ne vous le demande.',
        ],
      },
      recipients: {
        title: 'Destinataires et sous-traitants',
        paragraphs: [
          'Vos données ne sont accessibles qu’aux équipes de {legalName} chargées de vous répondre (équipes commerciales et support). Elles ne sont jamais vendues ni louées.',
          'Les prestataires ci-dessous les traitent pour notre compte, en qualité de sous-traitants au sens de l’article 28 du RGPD : uniquement sur nos instructions, dans le cadre d’un contrat qui les oblige à en assurer la sécurité et la confidentialité. L’hébergeur du site ne reçoit pas le contenu des formulaires : il traite seulement les données techniques nécessaires à l’affichage des pages (voir « Données techniques et sécurité »).',
        ],
        nameLabel: 'Prestataire',
        roleLabel: 'Rôle',
        countryLabel: 'Pays d’établissement',
        safeguardLabel: 'Garantie en cas de transfert',
        roles: {
          siteHosting: 'Hébergement du site (données techniques de connexion)',
          formDatabase: 'Hébergement de la base de données des formulaires',
          leadChat: 'Transmission de chaque demande à l’équipe commerciale par messagerie d’équipe',
          leadEmail: 'Envoi de chaque demande à l’équipe commerciale par e-mail',
          booking: 'Prise de rendez-vous de démo en ligne (si vous réservez un créneau)',
          liveChat: 'Chat en direct (si vous l’ouvrez)',
        },
        safeguards: {
          eea: 'Aucune requise : prestataire établi dans l’Espace économique européen',
          adequacy: 'Décision d’adéquation de la Commission européenne (article 45 du RGPD)',
          dpf: 'Cadre de protection des données UE-États-Unis (Data Privacy Framework), décision d’adéquation du 10 juillet 2023',
          sccs: 'Clauses contractuelles types de la Commission européenne (article 46 du RGPD)',
        },
      },
      transfers: {
        title: 'Transferts hors de l’Espace économique européen',
        none: 'Tous nos prestataires sont établis dans l’Espace économique européen : vos données ne sont pas transférées en dehors de celui-ci.',
        some: 'Certains prestataires sont établis hors de l’Espace économique européen ; chaque transfert vers eux est encadré par la garantie indiquée : {processors}. Vous pouvez obtenir une copie de ces garanties en écrivant à l’adresse indiquée plus haut.',
      },
      retention: {
        title: 'Durées de conservation',
        paragraphs: [
          'Les demandes de démo et les messages de contact sont conservés {prospectRetentionYears} ans à compter de notre dernier échange avec vous, puis supprimés, de même que les copies transmises à l’équipe commerciale.',
          'Si vous devenez client, les données nécessaires à la relation contractuelle sont conservées pendant la durée du contrat, puis archivées pendant les délais de prescription légaux.',
          'Les journaux techniques de l’hébergeur sont conservés {hostLogRetentionDays} jours et l’empreinte de l’adresse réseau au plus {floodFingerprintMaxMinutes} minutes (voir « Données techniques et sécurité »).',
          'Les compteurs anonymes de la mesure d’audience sont conservés {audienceRetentionMonths} mois (voir « Mesure d’audience »).',
        ],
      },
      rights: {
        title: 'Vos droits',
        paragraphs: [
          'Vous disposez d’un droit d’accès, de rectification et d’effacement de vos données, d’un droit à la limitation du traitement et d’un droit à la portabilité. Vous pouvez également vous opposer à tout moment à un traitement fondé sur notre intérêt légitime, pour des raisons tenant à votre situation particulière, et, sans avoir à vous justifier, à toute prospection commerciale.',
          'Aucun traitement de ce site ne repose aujourd’hui sur votre consentement ; si nous vous le demandions un jour, vous pourriez le retirer à tout moment, sans remettre en cause la licéité du traitement effectué avant ce retrait.',
          'Vous pouvez également définir des directives relatives à la conservation, à l’effacement et à la communication de vos données après votre décès (article 85 de la loi Informatique et Libertés).',
          'Nous répondons à votre demande dans un délai d’un mois, prolongeable de deux mois si elle est complexe. En cas de doute raisonnable sur votre identité, nous pouvons vous demander d’en justifier.',
        ],
        contactLabel: 'Pour exercer vos droits :',
      },
      complaint: {
        title: 'Réclamation auprès de la CNIL',
        paragraphs: [
          'Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la CNIL, l’autorité de contrôle dont nous relevons, ou auprès de l’autorité de contrôle du pays de l’Union européenne où vous résidez, où vous travaillez ou où la violation alléguée a eu lieu (article 77 du RGPD).',
        ],
        websiteLabel: 'Site',
      },
    },
    cookies: {
      title: 'Cookies et traceurs',
      paragraphs: [
        'Ce site ne dépose aucun cookie et n’enregistre aucune information sur votre appareil (ni cookie, ni stockage local), pas même pour sa mesure d’audience (voir « Mesure d’audience »). Il ne contient ni publicité, ni module de réseau social. C’est pourquoi aucun bandeau ne vous demande votre consentement.',
        'Si nous ajoutions un jour un traceur soumis à votre accord, celui-ci vous serait demandé avant tout dépôt, vous pourriez refuser aussi simplement qu’accepter, et votre choix serait conservé {cookieConsentMonths} mois.',
      ],
    },
    terms: {
      title: 'Conditions d’utilisation',
      paragraphs: [
        '{brandName} est un service destiné exclusivement aux professionnels : marques, enseignes et agences qui l’utilisent dans le cadre de leur activité. Les formulaires de ce site leur sont également réservés : en les envoyant, vous déclarez agir pour le compte de l’entreprise que vous indiquez.',
        'L’accès à la plateforme et son utilisation sont régis par le contrat d’abonnement signé par l’entreprise cliente ; en cas de contradiction, ce contrat prévaut sur les présentes conditions.',
        'Un compte ne peut être ouvert que par une personne âgée d’au moins {minimumAge} ans et habilitée à agir pour le compte de l’entreprise cliente. Les informations fournies doivent être exactes et tenues à jour. Vos identifiants sont strictement personnels ; toute utilisation suspecte de votre compte doit nous être signalée sans délai.',
        'Il est interdit de tenter d’accéder sans autorisation à la plateforme, d’en perturber le fonctionnement ou d’en contourner les mesures de protection. Tout manquement peut entraîner la suspension ou la fermeture du compte, sans préjudice de poursuites.',
        'La qualité d’auteur d’un contenu publié reste toujours à son créateur, avec son droit moral. Par la plateforme, le créateur accorde à la marque qui le sollicite une autorisation d’exploiter son contenu, limitée aux usages, aux supports, au territoire et à la durée indiqués dans la demande de droits qu’il accepte, et assortie de la mention de son nom ou de son compte (crédit) que prévoit cette demande ; sans cette acceptation, aucune réutilisation n’est permise, et tout usage au-delà de ces limites est exclu. En l’acceptant, le créateur déclare être majeur, avoir pris lui-même la photo ou la vidéo et avoir l’accord des personnes qui y apparaissent. Vous vous engagez à respecter ces limites et les droits des tiers (droit d’auteur, droit à l’image, droit des marques) et à ne diffuser aucun contenu illicite.',
        'Le site, sa structure et ses textes sont protégés par le droit de la propriété intellectuelle.',
        'Les présentes conditions sont régies par le droit français. Tout litige entre professionnels né de ces conditions ou s’y rapportant relève de la compétence exclusive du tribunal des activités économiques de Paris. Ces stipulations ne privent personne de la protection que lui assurent les dispositions impératives de la loi qui lui est applicable.',
      ],
    },
    platform: {
      title: 'La plateforme : sous-traitance, sécurité et licence des créateurs',
      paragraphs: [
        'Ce que vos équipes juridique et achats demandent avant de signer. Ces points portent sur la plateforme {brandName} ; le reste de cette page porte sur ce site.',
      ],
      agreement: { label: 'Accord de sous-traitance :', text: '{dataProcessingAgreement}' },
      hosting: { label: 'Hébergement :', text: 'Données de la plateforme hébergées en {dataCountry}' },
      processors: { label: 'Sous-traitants :', text: '{platformProcessors}' },
      security: { label: 'Sécurité :', text: '{security}' },
      availability: { label: 'Disponibilité :', text: '{enterpriseUptime}' },
      creatorData: { label: 'Données des créateurs :', text: '{creatorData}' },
      licence: { label: 'Licence du créateur :', text: '{creatorLicence}' },
    },
  },

  notFound: {
    meta: {
      title: 'Page introuvable | {brandName}',
      description:
        'La page demandée est introuvable sur le site {brandName}. Retrouvez nos solutions UGC pour les marques depuis l’accueil ou contactez directement notre équipe.',
    },
    title: 'Oups ! Page introuvable',
    text: 'La page que vous cherchez n’existe pas ou a été déplacée. Revenez à l’accueil pour poursuivre votre visite.',
    homeLink: 'Retour à l’accueil',
  },

  demo: {
    meta: {
      title: 'Demander une démo | {brandName}',
      description:
        'Votre démo {brandName} gratuite et personnalisée : {demoMinutes} minutes avec un expert, sur vos propres contenus. Réponse sous {replyHours} heures ouvrées.',
    },
    hero: {
      eyebrow: 'Démo',
      title: 'Demandez votre démo personnalisée',
      subtitle: 'Une démo gratuite et sans engagement, sur vos propres contenus et votre cas d’usage.',
    },
    nextSteps: {
      title: 'Et ensuite ?',
      steps: [
        'Nous vous répondons sous {replyHours} h ouvrées pour fixer un créneau.',
        'Un expert vous présente la plateforme en {demoMinutes} minutes environ, {demoLanguages}.',
        'Nous vous adressons une proposition établie selon vos volumes.',
      ],
      note: 'Plateforme hébergée en {dataCountry}, conforme au RGPD',
    },
    highlights: [
      'Réponse sous {replyHours} h ouvrées',
      'Démo de {demoMinutes} minutes',
      'Présentée {demoLanguages}',
    ],
    booking: {
      title: 'Vous préférez choisir votre créneau ?',
      text: 'Réservez directement vos {demoMinutes} minutes avec un expert dans son agenda, sans attendre notre appel.',
      button: 'Choisir un créneau',
    },
    bookingAfterSuccess: 'Choisir mon créneau maintenant',
  },

  previews: {
    heroAlt: 'Aperçu : la publication Instagram d’un client, la demande de droits et ses conditions, le « #OuiMarque » du créateur, le statut « Accord obtenu », puis la fiche produit qui le crédite.',
    productPageAlt:
      'Aperçu d’une fiche produit : sous le produit, un carrousel de photos de clients dont les droits sont validés, chacune créditée à son créateur.',
    search: '#votremarque',
    newPost: 'Nouvelle publication',
    brandSender: 'Votre marque',
    request: 'Votre photo nous plaît ! Pouvons-nous la publier sur notre site, nos réseaux et nos publicités, en France pendant deux ans, en citant votre compte ? Majeur(e), vous avez pris la photo et les personnes visibles sont d’accord ? Répondez #OuiMarque.',
    terms: 'Conditions de la licence',
    reply: '#OuiMarque, j’accepte',
    cleared: 'Accord obtenu',
    pending: 'En attente',
    library: 'Médiathèque',
    record: 'Preuve d’accord',
    creator: '@camille.lyon',
    licence: 'France · deux ans',
    widget: 'Vu sur Instagram',
    credit: 'Photo : @camille.lyon',
    productPage: 'Fiche produit',
    addToCart: 'Ajouter au panier',
    collage: {
      file: 'community.svg',
      width: 1600,
      height: 1000,
      alt: 'Illustration : une mosaïque de publications colorées, certaines marquées d’une coche verte, comme dans une médiathèque aux droits validés.',
    },
  },
} satisfies SiteContent;

export default fr;
