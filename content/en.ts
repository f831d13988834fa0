import type { SiteContent } from '../schema/site-content';

const en = {
  common: {
    languageName: 'English',
    skipLink: 'Skip to main content',
    header: {
      logoLabel: '{brandName} home page',
      navLabel: 'Main navigation',
      languageLabel: 'Language',
      menuOpen: 'Open menu',
      menuClose: 'Close menu',
      demoButton: 'Request a demo',
      demoButtonShort: 'Demo',
      links: {
        home: 'Home',
        features: 'Features',
        benefits: 'Benefits',
        howItWorks: 'How it works',
        useCases: 'Use cases',
        pricing: 'Pricing',
        about: 'About',
        support: 'Support',
        contact: 'Contact',
      },
    },
    footer: {
      tagline:
        'The UGC platform that finds your customers’ Instagram and TikTok photos and videos, asks their creators for permission, keeps that permission on record and publishes the content on every channel.',
      productHeading: 'Product',
      companyHeading: 'Company',
      supportHeading: 'Support',
      supportText: 'A team based in {teamCountry} that replies within {replyTime}.',
      contactHeading: 'Contact',
      links: {
        features: 'Features',
        pricing: 'Pricing',
        useCases: 'Use cases',
        support: 'Help centre',
        about: 'About',
        contact: 'Contact',
        legal: 'Legal information & privacy',
        platform: 'Security and GDPR',
        booking: 'Book a demo',
        instagram: 'Instagram',
        linkedin: 'LinkedIn',
      },
      copyright: '© {year} {brandName}. All rights reserved.',
    },
    externalLink: '(external site)',
    notices: {
      regionLabel: 'Notifications',
      close: 'Close',
    },
    appError: {
      title: 'Unexpected Application Error!',
    },
    formats: {
      businessHours: '{firstDay} to {lastDay}, {opens} to {closes} Paris time (an hour ahead of UK time)',
      atLeast: '{count}+',
      atLeastPercent: '{count}+',
      ratio: '{value} in {of}',
      supportLanguage: '{language}',
      sourceLine: '{kind} ({who}, {when})',
      populations: {
        posts: { one: '{count} post', other: '{count} posts' },
        productPages: { one: '{count} product page', other: '{count} product pages' },
        orders: { one: '{count} order', other: '{count} orders' },
        campaigns: { one: '{count} campaign', other: '{count} campaigns' },
        brands: { one: '{count} brand', other: '{count} brands' },
        users: { one: '{count} user surveyed', other: '{count} users surveyed' },
        shoppers: { one: '{count} shopper surveyed', other: '{count} shoppers surveyed' },
      },
      comparisons: {
        postsWithoutUgc: 'compared with posts without UGC',
        pagesWithoutUgc: 'compared with pages without UGC',
        traditionalShoots: 'compared with traditional shoots',
        manualWork: 'compared with doing it by hand',
      },
      sourceBaseline: 'compared with {when}',
      replyTime: 'one working day',
      contract: {
        billingPeriods: { monthly: 'monthly', quarterly: 'quarterly', annual: 'annually' },
        priceBasis: { excludingVat: 'prices in {currency}, excluding VAT', includingVat: 'prices in {currency}, including VAT' },
        quotaCounting: {
          rightsRequestSent: 'a piece counts once, when its rights request is sent; searching is unlimited',
          rightsGranted: 'a piece counts once, when its creator says yes; unanswered requests are free',
        },
        atQuota: {
          requestsPause: 'new requests wait for next month or an upgrade; nothing is billed automatically',
          overageInvoiced: 'requests carry on, and each extra piece is invoiced at your contract rate',
        },
        integrationsWithRoadmap: '{available}; coming soon: {roadmap}',
        contentSourcing: { officialApis: 'official APIs, within Instagram’s and TikTok’s limits' },
        permissionRequest: { creatorReply: 'creators give permission by replying' },
        dataProcessingAgreement: { annexedToContract: 'annexed to every subscription contract (Art. 28 UK GDPR and EU GDPR); we send you the template before you sign' },
        platformProcessor: '{name} ({role}, {country})',
        platformProcessorRoles: { hosting: 'hosting', backups: 'backups', email: 'platform emails', support: 'support chat' },
        securityMeasures: {
          encryptionInTransit: 'encryption in transit (TLS)',
          encryptionAtRest: 'encryption at rest',
          yearlyPenetrationTest: 'an annual penetration test by an independent firm',
        },
        securityWithCertifications: '{measures}; {certifications}',
        certification: '{standard} certification ({certifiedBy}, valid until {validUntil})',
        enterpriseUptime: '{uptime} monthly uptime, guaranteed by the Enterprise plan’s SLA',
        creatorData: {
          brandControls:
            'the brand is the controller and the platform its processor; every rights request tells the creator so (GDPR Art. 14) and links to your privacy notice',
        },
        creatorLicence: {
          freeNonExclusive:
            'free of charge and non-exclusive, limited to the uses, channels, territory and period of the request the creator accepted; if the creator withdraws their permission, their content leaves your galleries and widgets within {withdrawalDays}',
        },
      },
    },
    sources: {
      title: 'Sources',
      markLabel: 'Source',
      kinds: {
        customerSurvey: 'Customer survey',
        study: 'Study',
        platformData: 'Platform data',
      },
      link: 'View the source',
    },
    customers: {
      title: 'Trusted by',
      logosLabel: 'Our customers’ logos',
      translated: 'Translation',
    },
  },

  forms: {
    common: {
      optional: '(optional)',
      honeypot: 'Leave this field empty',
      choose: 'Select…',
      receipt: 'Sent at {time}. Our reply will go to {address}.',
      sendAnother: 'Send another request',
      failureAction: 'Email us instead',
      errors: {
        required: 'This field is required.',
        choose: 'Choose an option from the list.',
        tooLong: 'This field takes {max} characters at most.',
        email: 'Enter a complete email address, such as jane.doe@company.com.',
        phone: 'A phone number may contain only digits, spaces and + ( ) . -',
        invalid: 'This value isn’t accepted. Check it, then send the form again.',
      },
      tooMany: {
        email: {
          title: 'Too many requests from this email address',
          text: 'We’ve just received several requests from this address. You can send the form again in {wait}; everything you typed is still here.',
        },
        address: {
          title: 'Too many requests from your network',
          text: 'Several requests were just sent from your network. You can send the form again in {wait}; everything you typed is still here.',
        },
      },
    },
    privacy: {
      controller: 'Data controller:',
      purposes: {
        demoRequest: 'Purpose: arranging your demo.',
        contactMessage: 'Purpose: answering your message.',
      },
      rights: 'Kept for {prospectRetentionYears} years from our last contact. Your rights include access, rectification, erasure, restriction, objection and, where it applies, portability.',
      link: 'Privacy policy',
    },
    withoutScript: 'This form needs JavaScript, which is turned off in your browser. Write to us directly:',
    salesEmail: {
      demoSubject: 'New demo request: {name} ({company})',
      contactSubject: 'New contact message: {name} ({company})',
      line: '{label}: {value}',
      prospectLanguage: 'Prospect’s language',
      received: 'Received',
      reference: 'Reference',
      replyHint: 'Reply to this email to write to the prospect directly.',
    },
  },

  home: {
    meta: {
      title: 'UGC platform for brands | {brandName}',
      description:
        'UGC platform for brands: find your customers’ Instagram and TikTok photos and videos, get each creator’s permission on record and publish them on every channel.',
    },
    hero: {
      eyebrow: 'The UGC platform for brands',
      title: 'Put your customers’ posts to work, with every creator’s permission on record',
      subtitle:
        'Find the Instagram and TikTok posts that feature your products, request each creator’s permission in a few clicks and publish them on your online store, social media, in-store screens and ads. Every permission is stored with the content it covers.',
      primaryButton: 'Request a demo',
      secondaryButton: 'See how it works',
      stats: [
        { stat: 'engagementLift', label: 'engagement on posts with UGC' },
        { stat: 'addToCart', label: 'as many add-to-basket clicks on product pages with UGC' },
        { stat: 'productionCost', label: 'production costs for visuals' },
      ],
    },
    features: {
      eyebrow: 'Features',
      title: 'The entire UGC lifecycle, on one platform',
      intro:
        'From sourcing to distribution, every step is designed for marketing teams that want authentic content they are cleared to use.',
      advantageBadge: 'Competitive advantage',
      groups: [
        { id: 'sourcing', title: 'Sourcing' },
        { id: 'rights', title: 'Curation and rights' },
        { id: 'library', title: 'Media library' },
        { id: 'distribution', title: 'Distribution' },
      ],
      items: [
        {
          id: 'hashtagSourcing',
          title: 'Hashtag sourcing',
          text: 'Track your brand and campaign hashtags on Instagram and TikTok, and automatically collect every new post.',
        },
        {
          id: 'geolocation',
          title: 'Geolocation search',
          text: 'Find content posted in your stores, at your events or at any location that matters to your brand.',
        },
        {
          id: 'mentions',
          title: 'Mentions and tags',
          text: 'Find posts that mention or tag your account, even when they don’t use a hashtag.',
        },
        {
          id: 'historicalContent',
          title: 'Historical content',
          text: 'Go back in time: retrieve posts published before your campaign started, so your media library is well stocked from day one.',
        },
        {
          id: 'smartCuration',
          title: 'Smart curation',
          text: 'Semantic search, advanced filters and one-click selection: quickly pick out the posts that best suit your brand.',
        },
        {
          id: 'rightsRequests',
          title: 'Custom rights requests',
          text: 'Send creators private, branded requests in their own language, setting out the uses, media, territory, term and credit, with a link to your licence terms; track every reply from one dashboard.',
        },
        {
          id: 'automatedFollowUp',
          title: 'Automatic follow-ups',
          text: 'Creators who haven’t replied get an automatic reminder, so you secure more permissions with no extra effort from your team.',
        },
        {
          id: 'mediaLibrary',
          title: 'Centralised media library',
          text: 'Organise your content into collections, complete with rights and metadata, ready to work with your existing DAM tools.',
        },
        {
          id: 'originalQuality',
          title: 'Original quality',
          text: 'Download photos and videos in their original quality, ready for your website, social media or ads.',
        },
        {
          id: 'restApi',
          title: 'REST API',
          text: 'Feed your website, app or internal tools with your approved content through a documented REST API.',
        },
        {
          id: 'widgets',
          title: 'Responsive widgets',
          text: 'Carousels and content walls embed in your pages in minutes and adapt to every screen. WordPress plugin included.',
        },
        {
          id: 'landingPages',
          title: 'Landing pages',
          text: 'Build inspiring pages from your best UGC without writing a line of code, for campaigns and product launches alike.',
        },
        {
          id: 'integrations',
          title: 'PIM and DAM integrations',
          text: 'Connect the platform to your tools to link every piece of content to the right product and plug it into your existing workflows: {integrations}.',
        },
      ],
    },
    benefits: {
      eyebrow: 'Benefits',
      title: 'What UGC can do for your brand',
      intro:
        'Your customers’ photos and videos show your products in real life. The challenge is using them with their creators’ permission, and at scale.',
      stats: [
        { stat: 'conversionLift', label: 'conversion rate on product pages with UGC' },
        { stat: 'timeSaved', label: 'time saved finding content and getting permission' },
        { stat: 'ugcSeekers', label: 'consumers look at other customers’ photos and videos before they buy' },
      ],
      items: [
        {
          id: 'conversion',
          title: 'More conversions',
          text: 'Photos and videos from real customers reassure shoppers at the moment of purchase and grow your online sales.',
        },
        {
          id: 'authenticity',
          title: 'Authenticity',
          text: 'Show your products the way your customers experience them: content that feels credible because it comes from real customers, not from your brand.',
        },
        {
          id: 'costs',
          title: 'Lower production costs',
          text: 'Your customers already create high-quality visuals. Reuse them instead of booking photo shoot after photo shoot.',
        },
        {
          id: 'legal',
          title: 'Permission on record',
          text: 'No content goes live without its creator’s explicit permission, timestamped and stored with it. That permission does not cover third-party rights, such as music, logos or other people in the shot: those remain yours to check.',
        },
        {
          id: 'time',
          title: 'Save time',
          text: 'Search, rights requests, follow-ups and filing are automated, so your team can focus on creative work.',
        },
        {
          id: 'scale',
          title: 'Built to scale',
          text: 'Manage thousands of pieces of content, multiple brands and all your distribution channels from a single platform.',
        },
      ],
      problem: {
        title: 'The problem',
        points: [
          'Your customers’ content is scattered across Instagram and TikTok, hard to find and hard to sort.',
          'Reposting content without its creator’s permission exposes your brand to copyright infringement claims.',
          'Requesting rights one by one, juggling DMs and spreadsheets, ties up your team for hours.',
        ],
      },
      solution: {
        title: 'Our solution',
        points: [
          'Automatic sourcing by hashtag, mention and geolocation, past posts included.',
          'Custom rights requests that are fully traceable, with automatic follow-ups.',
          'A centralised media library, ready to publish across all your channels.',
        ],
      },
    },
    howItWorks: {
      eyebrow: 'How it works',
      title: 'Four steps, from social post to every channel',
      intro:
        'A simple, fully traceable process that turns an Instagram or TikTok post into a marketing asset, with its creator’s permission on record.',
      keyDifferenceBadge: 'What sets us apart',
      stepLabel: 'Step',
      steps: [
        {
          id: 'curation',
          title: 'Curation',
          text: 'Identify the best content posted about your brand.',
          details: [
            'Search by hashtag, mention and geolocation',
            'Access to historical content',
            'Semantic search and advanced filters',
          ],
        },
        {
          id: 'rights',
          title: 'Rights clearance',
          text: 'Ask each creator in their own language, setting out the uses, media, territory, term and credit. Every reply is timestamped and filed with the content.',
          details: [
            'Private, personalised requests',
            'Messages in the creator’s language',
            'Reply tracking and automatic follow-ups',
          ],
        },
        {
          id: 'organisation',
          title: 'Organisation',
          text: 'File your approved content in a structured media library.',
          details: [
            'Collections compatible with your DAM tools',
            'Downloads in original quality',
            'Rights history for every piece of content',
          ],
        },
        {
          id: 'distribution',
          title: 'Distribution',
          text: 'Publish your UGC where it has the most impact.',
          details: [
            'REST API and WordPress plugin',
            'Carousel and content wall widgets',
            'Landing pages and PIM integrations',
          ],
        },
      ],
    },
    cta: {
      title: 'See the platform in action on your own content',
      text: 'In a personalised demo, find out how your brand can use UGC at scale, with every creator’s permission.',
      button: 'Request a demo for your brand',
    },
    demo: {
      title: 'Request your personalised demo',
      intro:
        'Tell us about your brand and what you want UGC to do for it: one of our experts will walk you through the platform using your own content.',
      fields: {
        firstName: { label: 'First name' },
        lastName: { label: 'Last name' },
        email: { label: 'Business email' },
        company: { label: 'Company' },
        role: { label: 'Job title' },
        phone: { label: 'Phone' },
        message: { label: 'Message' },
      },
      roles: [
        { id: 'cmo', label: 'CMO' },
        { id: 'content_director', label: 'Content Director / Brand Content' },
        { id: 'ecommerce_director', label: 'Chief E-commerce' },
        { id: 'cdo', label: 'CDO (Chief Digital Officer)' },
        { id: 'digital_marketing_manager', label: 'Digital Marketing Manager' },
        { id: 'other', label: 'Other' },
      ],
      submit: 'Request my demo',
      submitting: 'Sending…',
      success: {
        title: 'Request sent!',
        text: 'We will contact you within {replyHours}h to schedule your demonstration.',
      },
      failure: {
        title: 'Error',
        text: 'An error occurred. Please try again.',
      },
    },
  },

  contact: {
    meta: {
      title: 'Contact us | {brandName}',
      description:
        'Contact the {brandName} team about a demo, a quote, support or a partnership. Our team in {teamCountry} replies within {replyTime}.',
    },
    hero: {
      eyebrow: 'Contact',
      title: 'Let’s talk about your UGC project',
      subtitle:
        'Whether it’s a question, a quote or a partnership, our team in {teamCountry} replies within {replyTime}.',
    },
    form: {
      title: 'Send us a message',
      fields: {
        firstName: { label: 'First name' },
        lastName: { label: 'Last name' },
        company: { label: 'Company' },
        role: { label: 'Job title' },
        email: { label: 'Email' },
        phone: { label: 'Phone' },
        reason: { label: 'Reason for contacting us' },
        message: { label: 'Message' },
      },
      reasons: [
        { id: 'demo', label: 'Request a demo' },
        { id: 'quote', label: 'Get a quote' },
        { id: 'support', label: 'Technical support' },
        { id: 'partnership', label: 'Partnership inquiry' },
        { id: 'press', label: 'Press & media' },
        { id: 'other', label: 'Other' },
      ],
      planRequest: 'Hello, I’m interested in the {plan} plan and would like to discuss it with your team.',
      submit: 'Send message',
      submitting: 'Sending…',
      success: {
        title: 'Message sent!',
        text: 'We will get back to you within {replyHours} hours.',
      },
      failure: {
        title: 'Error',
        text: 'An error occurred. Please try again.',
      },
    },
    channelsTitle: 'Other ways to reach us',
    channels: [
      {
        id: 'email',
        title: 'By email',
        text: 'Write to us and we will reply within {replyTime}.',
        action: 'Send an email',
      },
      {
        id: 'booking',
        title: 'Video call',
        text: 'Pick a time that suits you to talk with one of our experts.',
        action: 'Book a time slot',
      },
      {
        id: 'office',
        title: 'Head office',
        text: 'You’re welcome to visit our Greater Paris office by appointment.',
        action: 'Arrange a visit',
      },
      {
        id: 'phone',
        title: 'By phone',
        text: 'Our team is available {businessHours}. Messages received outside these hours are answered on the next working day.',
        action: 'Call us',
      },
    ],
    faq: {
      title: 'Frequently asked questions',
      items: [
        {
          question: 'How long does it take to get started?',
          answer:
            'Technical setup is done within {setupHours} hours of sign-off. We then set up your first curation flows with you.',
        },
        {
          question: 'Which social networks are supported?',
          answer:
            'The platform covers Instagram and TikTok: photos, videos and carousels, found by hashtag, mention, geolocation or in past posts.',
        },
        {
          question: 'Which languages does your support team speak?',
          answer:
            'Our support team, based in {teamCountry}, works with you in {supportLanguages}. The Enterprise plan adds dedicated 24/7 support and a service level agreement (SLA) written into your contract.',
        },
        {
          question: 'What exactly does a creator agree to?',
          answer:
            'Exactly what the rights request sets out: the uses, the media (website, social media, advertising), the territory, the term and the credit (their account name), with a link to the licence terms. The creator accepts by replying with the request’s keyword, confirming that they are 18 or over, took the photo or video themselves and have the agreement of everyone shown in it; the reply is timestamped and filed with the content. No use beyond those terms is permitted, and the brand still checks third-party rights (music, logos, people shown).',
        },
      ],
    },
    demoCard: {
      title: 'Prefer to see the platform in action?',
      text: 'Book a {demoMinutes}-minute demo with one of our experts directly, at a time that works for you.',
      button: 'Book my demo',
    },
    demoRequestCard: {
      title: 'Prefer to see the platform in action?',
      text: 'Request a {demoMinutes}-minute demo with one of our experts: we reply within {replyTime} to pick a time.',
      button: 'Request my demo',
    },
  },

  pricing: {
    meta: {
      title: 'Pricing and plans | {brandName}',
      description:
        'Compare the {brandName} Starter, Professional and Enterprise plans: custom pricing, data hosted in {dataCountry}, support in {supportLanguages} and GDPR compliance.',
    },
    hero: {
      eyebrow: 'Pricing',
      title: 'Three plans, priced by volume',
      subtitle:
        'Your brands and distribution channels count too. Choose your starting point and we’ll build the rest with you.',
    },
    popularBadge: 'Most popular',
    priceOnRequest: 'Custom pricing for every plan, on request.',
    holdsLabel: 'What you get',
    audienceLabel: 'Best for',
    includedLabel: 'Included',
    includesPlanLabel: 'Everything in {plan}, plus:',
    limitationsLabel: 'Limitations',
    plans: [
      {
        id: 'starter',
        name: 'Starter',
        description: 'The essentials to launch your UGC strategy and publish your first approved content.',
        audience: 'SMEs and start-ups',
        features: [
          'Hashtag and mention sourcing',
          'Rights requests and automatic follow-ups',
          'Centralised media library',
          'Carousel and content wall widgets',
          'Downloads in original quality',
        ],
        limitations: ['Limited API', 'No advanced geolocation'],
        cta: 'Request a quote',
      },
      {
        id: 'professional',
        name: 'Professional',
        description: 'For brands ready to scale UGC across their website, social media and ads.',
        audience: 'growing brands and marketing teams',
        features: [
          'Full API',
          'Semantic search',
          'Media library sharing',
          'Geolocation and advanced filters',
          'Priority support in {supportLanguages}',
          'Super-admin access to all approved content',
          'Advanced analytics',
        ],
        limitations: ['No custom API'],
        cta: 'Request a quote',
      },
      {
        id: 'enterprise',
        name: 'Enterprise',
        description: 'A tailored solution for multi-brand groups and high volumes.',
        audience: 'large enterprises and multi-brand groups',
        features: [
          'Advanced semantic search',
          'Custom API',
          'Worldwide geolocation',
          'Dedicated 24/7 support with a named contact',
          'Service level agreement (SLA)',
          'Dedicated GDPR assistance',
          'Multi-account and permission management',
        ],
        limitations: [],
        cta: 'Talk to an expert',
      },
    ],
    limits: {
      brands: 'Brands',
      users: 'Users',
      curationFlows: 'Active curation flows',
      assets: 'Live widgets and landing pages',
      monthlyContent: 'Pieces of content per month',
      monthlyContentCounted: { rightsRequestSent: 'Rights requests per month', rightsGranted: 'Approved pieces of content per month' },
      unlimited: 'Unlimited',
      unlimitedQuota: 'Unlimited',
    },
    inclusions: {
      title: 'Included in every plan',
      items: [
        'Rights clearance with creators',
        'Automatic follow-ups',
        'Downloads in original quality',
        'WordPress plugin',
        'Content from Instagram and TikTok',
        'Onboarding support',
      ],
    },
    reassurance: {
      title: 'What you can count on',
      chips: [
        'No long-term contract',
        'Data hosted in {dataCountry}',
        'GDPR compliant',
        'Support in {supportLanguages}',
        'Technical setup within {setupHours} hours of sign-off',
        'Team based in {teamCountry}',
        'Rights tracked and archived',
        'Switch plans at any time',
        'Free demo',
        'Reply within {replyTime}',
      ],
      tiles: [
        {
          title: 'Permission on record',
          text: 'Every piece of content you publish rests on its creator’s explicit, timestamped permission, stored in your media library with its rights history.',
        },
        {
          title: 'Hands-on support',
          text: 'A French team supports every customer from setup to first results. The Enterprise plan adds a dedicated contact who knows your brand.',
        },
        {
          title: 'Data protection',
          text: 'Your data is hosted in {dataCountry} and handled in line with the GDPR.',
        },
      ],
      platformLink: 'The details: data processing, security and creator licences',
    },
    contract: {
      title: 'Contract basics',
      commitment: { label: 'Term:', text: '{minimumTerm} minimum, then a notice period of {noticePeriod}' },
      billing: { label: 'Billing:', text: '{billingPeriods}; {priceBasis}' },
      quota: { label: 'What counts:', text: '{quotaCounting}' },
      limit: { label: 'At your limit:', text: '{atQuota}' },
      integrations: { label: 'Integrations:', text: '{integrations}' },
      collection: { label: 'Sourcing:', text: '{contentSourcing}; {permissionRequest}' },
    },
    faq: {
      title: 'Pricing questions',
      items: [
        {
          question: 'What counts as a piece of content?',
          answer:
            'A photo, a video or a carousel is one piece of content, however many images it holds: {quotaCounting}.',
        },
        {
          question: 'Can I change plans later?',
          answer:
            'Yes, at any time. Upgrades take effect immediately; downgrades take effect at the start of the next billing cycle.',
        },
        {
          question: 'What happens if I reach my plan’s limit?',
          answer:
            'We let you know as you approach the limit. Once you reach it, {atQuota}. Content you have already published stays online.',
        },
        {
          question: 'Is there a minimum commitment or a free trial?',
          answer:
            'The minimum term is {minimumTerm}, and the notice period after it is {noticePeriod}. Instead of a trial, one of our experts gives you a free {demoMinutes}-minute demo using your own content.',
        },
      ],
    },
    consultation: {
      title: 'Need help choosing?',
      text: 'Our experts review your needs and recommend the plan that fits best, in a free, no-obligation call.',
      button: 'Request a consultation',
    },
  },

  about: {
    meta: {
      title: 'About us: our story and team | {brandName}',
      description:
        'Since {foundedYear}, {brandName} has helped brands use their customers’ Instagram and TikTok content with the creators’ permission. Read our story, mission and values.',
    },
    hero: {
      eyebrow: 'About',
      title: 'We help brands let their customers speak for them',
      subtitle: 'A French team helping brands put their customers’ content to work, with every creator’s rights respected.',
    },
    story: {
      title: 'Our story',
      paragraphs: [
        'We founded {brandName} in {foundedYear} with a simple insight: every day, customers create photos and videos more compelling than many ad campaigns, yet brands struggle to use them without legal risk.',
        'From our head office in {city}, just outside Paris, we built a platform that automates the entire journey: finding the best content, getting creators’ permission, then organising and distributing it.',
        'Today, we build it for brands in fashion, beauty, retail and every sector where customers share what they buy, and we hold it to one standard: authentic content, used with the permission of the people who created it.',
      ],
    },
    statsTitle: 'At a glance',
    stats: [
      { stat: 'brands', label: 'customer brands use the platform' },
      { stat: 'contentsProcessed', label: 'posts analysed by the platform across all brands' },
      { stat: 'satisfaction', label: 'of users are satisfied with the platform' },
    ],
    mission: {
      title: 'Our mission',
      text: 'To make UGC accessible to every brand, balancing marketing performance with respect for creators’ rights.',
    },
    vision: {
      title: 'Our vision',
      text: 'Marketing where the customer’s voice takes centre stage, powered by authentic, authorised content that gives creators their due.',
    },
    values: {
      title: 'Our values',
      items: [
        {
          id: 'collaboration',
          title: 'Collaboration',
          text: 'We build lasting relationships with customers and creators alike, by listening closely and being open about how we work.',
        },
        {
          id: 'innovation',
          title: 'Innovation',
          text: 'We keep improving the platform to stay ahead of how people use social media and what brands need.',
        },
        {
          id: 'authenticity',
          title: 'Authenticity',
          text: 'We believe in the power of real content, created by real customers, and in giving its creators fair recognition.',
        },
        {
          id: 'creativity',
          title: 'Creativity',
          text: 'We help brands find new ways to tell their story together with their community.',
        },
      ],
    },
    team: {
      title: 'One team, from product to support',
      text: 'Product, engineering and customer success: our entire team works from {teamCountry} and talks directly with yours, in {supportLanguages}.',
      location: '{city} (Greater Paris), {teamCountry}',
    },
    cta: {
      title: 'Want to learn more?',
      text: 'Tell us what you need, or compare our plans now.',
      contactButton: 'Contact us',
      pricingButton: 'See pricing',
    },
  },

  support: {
    meta: {
      title: 'Support and help centre | {brandName}',
      description:
        '{brandName} help centre: email support in {supportLanguages}, technical calls, troubleshooting and answers about the API, widgets, quotas and security.',
    },
    hero: {
      eyebrow: 'Support',
      title: 'Expert support, based in {teamCountry}',
      subtitle:
        'Our team works with you in {supportLanguages} so you get the most out of the platform, from technical integration to your campaigns.',
    },
    channelsTitle: 'Contact support',
    channels: [
      {
        id: 'email',
        title: 'Email support',
        text: 'For any question about your account, your integrations or your content.',
        detail: 'Replies in under {emailResponseHours} hours on average, within {replyTime} at the latest',
        action: 'Email our team',
      },
      {
        id: 'appointment',
        title: 'Technical call',
        text: 'A video call with an expert, for an integration or a complex issue.',
        detail: 'A call within {appointmentHours} hours of your request',
        action: 'Book a call',
      },
      {
        id: 'chat',
        title: 'Live chat',
        text: 'For quick questions, our team is available during business hours.',
        detail: '{chatHours}',
        action: 'Open the chat',
      },
      {
        id: 'phone',
        title: 'Phone support',
        text: 'For an urgent question or an issue that blocks your work. Enterprise customers reach their dedicated support 24/7.',
        detail: '{businessHours}',
        action: 'Call support',
      },
    ],
    stats: [
      { stat: 'contentsSourced', label: 'pieces of content added to the library per brand, on average' },
      { stat: 'supportSatisfaction', label: 'of users are satisfied with our support' },
    ],
    troubleshooting: {
      title: 'Quick troubleshooting',
      intro: 'Before you contact us, try these checks: they solve most common issues.',
      steps: [
        {
          title: 'Check your access',
          text: 'Make sure your Instagram and TikTok accounts are properly connected and that your API key is valid.',
        },
        {
          title: 'Clear the cache',
          text: 'After changing a widget, clear your browser and website cache to display the latest version.',
        },
        {
          title: 'Check the console',
          text: 'Open your browser console: if you contact us, the error message shown there will help us solve the problem faster.',
        },
      ],
    },
    faq: {
      title: 'Frequently asked questions',
      items: [
        {
          id: 'api',
          question: 'How do I integrate the REST API into my website?',
          answer:
            'Once your account is activated, you receive an API key and access to the documentation. Each request authenticates with this key and returns your approved content in JSON format. Our experts can also help you on a technical call.',
        },
        {
          id: 'widgets',
          question: 'My widget isn’t showing up. What should I do?',
          answer:
            'Check that the embed code is on the page, that the widget contains at least one approved piece of content and that your website’s domain is authorised in your settings, then clear the cache. If the problem persists, send us the URL of the affected page.',
        },
        {
          id: 'performance',
          question: 'Do widgets slow down my pages?',
          answer:
            'No. Widgets are lazy-loaded and images are served at the right size for each screen, so your pages stay fast.',
        },
        {
          id: 'quotas',
          question: 'What does an HTTP 429 error mean?',
          answer:
            'It means your plan’s request quota has been temporarily exceeded. Space out your calls, retry them after the delay given in the Retry-After header, and cache the responses. If your needs grow, we can adjust your quotas.',
        },
        {
          id: 'security',
          question: 'Is my data secure?',
          answer:
            'Your data is hosted in {dataCountry} and processed in line with the GDPR. Security: {security}. Every platform login is tied to a named user. Data processing agreement: {dataProcessingAgreement}. Our legal page names our sub-processors.',
        },
        {
          id: 'outages',
          question: 'What should I do if the platform is down?',
          answer:
            'Our team monitors the platform continuously. If an incident occurs, call support during business hours or email us, and we’ll keep you posted until service is restored. Enterprise customers can also reach their dedicated support 24/7, backed by contractual uptime commitments (SLA).',
        },
      ],
    },
    resources: {
      title: 'Resources',
      popularBadge: 'Popular',
      items: [
        {
          id: 'apiDocs',
          title: 'API documentation',
          text: 'Endpoints, sample requests and best practices for bringing your content into your tools.',
          action: 'Read the documentation',
        },
        {
          id: 'tutorials',
          title: 'Video tutorials',
          text: 'Short videos to learn the platform at your own pace: curation, rights clearance and widgets.',
          action: 'Watch the tutorials',
        },
        {
          id: 'knowledgeBase',
          title: 'Knowledge base',
          text: 'Answers to the most common questions about integration, widgets, quotas and security.',
          action: 'Browse the knowledge base',
        },
      ],
    },
    cta: {
      title: 'Can’t find your answer?',
      text: 'Tell us about your situation and our team will reply within {replyTime}.',
      button: 'Contact support',
    },
  },

  useCases: {
    meta: {
      title: 'UGC use cases for brands | {brandName}',
      description:
        'E-commerce, retail, social media, advertising: see how brands use Instagram and TikTok UGC to sell more, with measurable results.',
    },
    hero: {
      eyebrow: 'Use cases',
      title: 'UGC that powers every one of your channels',
      subtitle:
        'Online, in-store, social and paid: see how brands put their customers’ content to work to sell more.',
    },
    items: [
      {
        id: 'ecommerce',
        title: 'E-commerce',
        text: 'Add customer photos and videos to your product pages to reassure shoppers at the moment of purchase.',
        benefits: [
          'Higher conversion rates',
          'More add-to-basket clicks',
          'More engaging product pages',
          'Content linked to your products via your PIM',
        ],
      },
      {
        id: 'inspiration',
        title: 'Inspiration pages',
        text: 'Create galleries and landing pages that show your products worn, used and loved by your customers.',
        benefits: [
          'Customer-powered lookbooks',
          'Pages built without code',
          'More time spent on your site',
          'Continuously refreshed content',
        ],
      },
      {
        id: 'retail',
        title: 'Retail and events',
        text: 'Show UGC on your in-store screens and showcase the content posted at your events.',
        benefits: [
          'In-store content walls',
          'Content geolocated by store',
          'Real-time event coverage',
          'A stronger link between online and in-store',
        ],
      },
      {
        id: 'socialMedia',
        title: 'Social media management',
        text: 'Fill your accounts with authentic content, approved by the people who created it.',
        benefits: [
          'A content calendar that never runs dry',
          'Reposting with the creator’s permission',
          'Stronger community engagement',
          'Lasting relationships with your creators',
        ],
      },
      {
        id: 'activations',
        title: 'Brand activations and competitions',
        text: 'Launch hashtag competitions and automatically collect every entry.',
        benefits: [
          'Automatic entry collection',
          'Easier winner selection',
          'Rights secured for the best content',
          'More brand visibility',
        ],
        note: 'Each brand runs its competitions and prize draws under its own responsibility, by the rules of the country where they take place and those of the platforms. In the UK: section 8 of the CAP Code (promotional marketing), a free entry route for prize draws so that they stay outside the Gambling Act 2005, and UK GDPR for entrants’ data.',
      },
      {
        id: 'advertising',
        title: 'Advertising',
        text: 'Use UGC in your paid campaigns for more credible, better-performing ads.',
        benefits: [
          'Authentic ad creatives',
          'Lower production costs',
          'Original quality for every format',
          'Ad usage rights requested and tracked',
        ],
      },
    ],
    benefitsLabel: 'Key benefits',
    storiesTitle: 'Customer results',
    storiesIntro: 'Two customer brands that asked to remain anonymous. Each figure compares a season with the same season a year earlier; the line beneath each says what was measured, over which period and against what.',
    stories: [
      {
        id: 'fashion',
        sector: 'Fashion e-commerce',
        title: 'How a fashion brand lifted online conversion',
        text: 'By adding its customers’ photos to its product and inspiration pages, this clothing brand made its own customers its best shop window.',
        metrics: [
          { stat: 'fashionConversions', label: 'conversion rate on product pages' },
          { stat: 'fashionEngagement', label: 'engagement per Instagram post' },
          { stat: 'fashionOrderValue', label: 'average order value' },
        ],
      },
      {
        id: 'beauty',
        sector: 'Beauty and cosmetics',
        title: 'How a beauty brand widened its reach',
        text: 'By reposting its customers’ tutorials and reviews with their permission, this cosmetics brand strengthened its social media and campaigns while cutting its content costs.',
        metrics: [
          { stat: 'beautySocialRoi', label: 'the return on its paid social campaigns' },
          { stat: 'beautyContentCost', label: 'content costs per campaign' },
          { stat: 'beautyReach', label: 'reach for its posts' },
        ],
      },
    ],
    cta: {
      title: 'Could your brand be next?',
      text: 'Let’s explore how UGC can serve your goals, channel by channel.',
      button: 'Request a demo',
    },
  },

  legal: {
    meta: {
      title: 'Legal information and privacy | {brandName}',
      description:
        '{brandName} legal information: publisher, hosting providers, privacy policy (GDPR), cookies and terms of use.',
    },
    title: 'Legal information and privacy policy',
    intro:
      'Who publishes and hosts this site, what we do with the personal data you share with us, and the rules for using the {brandName} platform.',
    contentsLabel: 'Contents',
    lastUpdatedLabel: 'Last updated:',
    publisher: {
      title: 'Publisher',
      lead: 'Information provided under Article 1-1 of French Law No. 2004-575 of 21 June 2004 on confidence in the digital economy (LCEN).',
      paragraphs: ['This website and the {brandName} platform are operated by:'],
      facts: [
        { id: 'legalName', label: 'Company name' },
        { id: 'legalForm', label: 'Legal form' },
        { id: 'shareCapital', label: 'Share capital' },
        { id: 'headOffice', label: 'Registered office' },
        { id: 'register', label: 'Trade and Companies Register (RCS)' },
        { id: 'siren', label: 'Company number (SIREN)' },
        { id: 'vatNumber', label: 'EU VAT number' },
        { id: 'phone', label: 'Phone' },
        { id: 'email', label: 'Email' },
        { id: 'publicationDirector', label: 'Publication director' },
      ],
    },
    hosting: {
      title: 'Hosting',
      paragraphs: ['This website and the data submitted through its forms are hosted by the following providers.'],
      siteHost: 'Website hosting',
      databaseHost: 'Form data hosting',
      nameLabel: 'Company',
      addressLabel: 'Address',
      phoneLabel: 'Phone',
    },
    privacy: {
      title: 'Privacy policy',
      intro:
        'This section explains, as required by Article 13 of the EU General Data Protection Regulation (GDPR), how we process the personal data collected on this website.',
      controller: {
        title: 'Data controller',
        paragraphs: [
          'The data controller is {legalName}, the publisher of this website, whose details are given above. For any question about your personal data, contact us at the address below.',
        ],
        contactLabel: 'Privacy contact:',
        dpoLabel: 'Data protection officer (DPO):',
        ukRepresentativeLabel: 'UK representative (UK GDPR Article 27):',
      },
      purposes: {
        title: 'What we collect, why, and on what legal basis',
        intro:
          'You give us personal data through this website’s two forms; the technical data linked to your connection is described under “Technical data and security”. Optional fields are marked as such; without the others, we cannot handle your request. We send no newsletters or marketing emails and add no one to a mailing list: your details are used only to handle your request.',
        linkedTools:
          'If you book a demo slot or open the live chat, the provider of that tool receives what you enter there, on our behalf: it is listed among the recipients below.',
        dataLabel: 'Data',
        fieldNames: {
          demoRequest: {
            firstName: 'First name',
            lastName: 'Last name',
            email: 'Work email address',
            company: 'Company',
            role: 'Job title',
            phone: 'Phone number',
            message: 'Message',
          },
          contactMessage: {
            firstName: 'First name',
            lastName: 'Last name',
            company: 'Company',
            role: 'Job title',
            email: 'Email address',
            phone: 'Phone number',
            reason: 'Reason for contacting us',
            message: 'Message',
          },
        },
        visitData: 'The language and address of the page it was sent from and, if any, the campaign of the visit (the utm parameters of the address)',
        purposeLabel: 'Purpose',
        legalBasisLabel: 'Legal basis',
        retentionLabel: 'Retention period',
        forms: [
          {
            id: 'demoRequest',
            title: 'Demo request',
            purpose: 'To arrange the demo you asked for and discuss your project with you.',
            legalBasis:
              'Our legitimate interest in answering a business enquiry and preparing a possible contract with the company you represent (GDPR Article 6(1)(f)). If you are acting on your own account, for example as a sole trader, we rely on steps taken at your request before entering into a contract (GDPR Article 6(1)(b)). No consent is asked for or relied on.',
            retention: '{prospectRetentionYears} years from our last contact with you, then deleted.',
            recipients: 'The {legalName} sales team; the providers in the “Recipients and processors” list (form database, delivery of the request to the sales team).',
          },
          {
            id: 'contactMessage',
            title: 'Contact form',
            purpose: 'To answer your message and follow up on your request.',
            legalBasis:
              'Our legitimate interest in answering the business enquiries we receive (GDPR Article 6(1)(f)); if your message is about our plans and you are acting on your own account, steps taken at your request before entering into a contract (Article 6(1)(b)).',
            retention: '{prospectRetentionYears} years from our last contact with you, then deleted.',
            recipients: 'The {legalName} team your message concerns (sales or support); the providers in the “Recipients and processors” list.',
          },
        ],
      },
      technical: {
        title: 'Technical data and security',
        paragraphs: [
          'Like any web server, the website host’s server logs technical data for each page requested, including your IP address, the page requested and the date and time. These logs are used to deliver the website, keep it secure and investigate incidents; they are kept for {hostLogRetentionDays} days, then deleted. Legal basis: our legitimate interest in running the website reliably and securely (GDPR Article 6(1)(f)).',
          'To protect the forms against automated mass submissions, the database keeps, for each submission, a fingerprint of the network address it comes from: an HMAC-SHA256 computed with a secret key that only the database holds. The key is replaced every day and old keys are deleted; without the key, the fingerprint cannot be traced back to the address. It is used only to limit the number of submissions over {floodWindowMinutes} minutes and is erased automatically no later than {floodFingerprintMaxMinutes} minutes after the submission. Legal basis: our legitimate interest in keeping the service secure (GDPR Article 6(1)(f)).',
        ],
      },
      audience: {
        title: 'Visitor statistics',
        paragraphs: [
          'To learn which pages, languages and campaigns interest our visitors and lead to enquiries, we count page views. Each time a page is displayed, one is added to a counter per day, page, language, referring website (its domain name only, such as a search engine’s, when your browser passes it on) and campaign (the utm_source, utm_medium and utm_campaign parameters of the page address, when a link carries them). Likewise, demo requests and contact messages record the page they were sent from and the campaign of the visit.',
          'Nothing else is recorded: not your IP address, not your browser, no identifier and no cookie. Nothing is written to your device, and the page sends only what your browser already sends with any page request: the page address, its language and the referring website. The counters cannot follow anyone from one page or one website to another; they are shared with no one and serve only our own statistics. Known robots and automated browsers are not counted: the browser’s name is used only to set them aside and is not kept. To stop a single network address from inflating the figures, the database uses the same short-lived fingerprint as for the forms (see “Technical data and security”), erased no later than {floodFingerprintMaxMinutes} minutes after the visit.',
          'The counters are kept for {audienceRetentionMonths} months, then deleted automatically. Legal basis: our legitimate interest in measuring our website’s audience and how well its content works (GDPR Article 6(1)(f)).',
          'This measurement does not require your consent: it meets the conditions of the exemption the CNIL, the French supervisory authority, grants to audience measurement (Article 5 of its guidelines on cookies and other trackers, adopted by deliberation No 2020-091 of 17 September 2020, as amended). Its sole purpose is measuring this website’s audience, for us alone; it produces only anonymous, aggregated statistics, is not combined with any other processing, is passed to no third party, and its retention is limited. That is why no banner asks you for it.',
        ],
      },
      recipients: {
        title: 'Recipients and processors',
        paragraphs: [
          'Your data is accessible only to the {legalName} teams who answer you (sales and support). We never sell or rent it.',
          'The providers below process it on our behalf as processors under GDPR Article 28: only on our instructions and under a contract that requires them to keep it secure and confidential. The website host does not receive what you type into the forms: it processes only the technical data needed to deliver the pages (see “Technical data and security”).',
        ],
        nameLabel: 'Provider',
        roleLabel: 'Role',
        countryLabel: 'Country of establishment',
        safeguardLabel: 'Transfer safeguard',
        roles: {
          siteHosting: 'Website hosting (technical connection data)',
          formDatabase: 'Hosting of the form database',
          leadChat: 'Delivery of each request to the sales team through team chat',
          leadEmail: 'Delivery of each request to the sales team by email',
          booking: 'Online demo booking (if you book a slot)',
          liveChat: 'Live chat (if you open it)',
        },
        safeguards: {
          eea: 'None needed: established in the European Economic Area',
          adequacy: 'European Commission adequacy decision (GDPR Article 45)',
          dpf: 'EU-U.S. Data Privacy Framework (adequacy decision of 10 July 2023)',
          sccs: 'European Commission standard contractual clauses (GDPR Article 46)',
        },
      },
      transfers: {
        title: 'Transfers outside the European Economic Area',
        none: 'All our providers are established in the European Economic Area: your data is not transferred outside it.',
        some: 'Some providers are established outside the European Economic Area; each transfer to them is covered by the safeguard shown: {processors}. You can obtain a copy of these safeguards by writing to the address above.',
      },
      retention: {
        title: 'How long we keep your data',
        paragraphs: [
          'Demo requests and contact messages are kept for {prospectRetentionYears} years from our last contact with you, then deleted, together with the copies delivered to the sales team.',
          'If you become a customer, the data needed for the contract is kept for the term of the contract, then archived for the statutory limitation periods.',
          'The website host’s technical logs are kept for {hostLogRetentionDays} days and the network address fingerprint for no more than {floodFingerprintMaxMinutes} minutes (see “Technical data and security”).',
          'The anonymous counters of the visitor statistics are kept for {audienceRetentionMonths} months (see “Visitor statistics”).',
        ],
      },
      rights: {
        title: 'Your rights',
        paragraphs: [
          'You have the right to access, correct and delete your data, to restrict its processing and to receive it in a portable format. You may also object at any time to processing based on our legitimate interest, on grounds relating to your particular situation, and to direct marketing, without giving a reason.',
          'No processing on this site is based on your consent today; if we ever ask for it, you may withdraw it at any time, without affecting the lawfulness of processing carried out before the withdrawal.',
          'Under French law (Article 85 of the French Data Protection Act), you may also leave instructions on how your data is to be stored, deleted and disclosed after your death.',
          'We answer within one month, which may be extended by two months for complex requests. If we have reasonable doubts about your identity, we may ask you to confirm it.',
        ],
        contactLabel: 'To exercise your rights, write to:',
      },
      complaint: {
        title: 'Right to lodge a complaint',
        paragraphs: [
          'If you believe we have not respected your rights, you may lodge a complaint with the CNIL, our lead supervisory authority in France, or with your local supervisory authority in the EU country where you live or work or where the alleged infringement took place (GDPR Article 77). If you live in the United Kingdom, you may also complain to the Information Commissioner’s Office (ICO) under the UK GDPR.',
        ],
        websiteLabel: 'Website',
      },
    },
    cookies: {
      title: 'Cookies',
      paragraphs: [
        'This website sets no cookies and stores nothing on your device (no cookies, no local storage), not even for its visitor statistics (see “Visitor statistics”). It uses no advertising and no social media plugins, which is why no banner asks for your consent.',
        'If we ever add a tracker that requires your consent, we will ask for it before storing anything, refusing will be as easy as accepting, and your choice will be kept for {cookieConsentMonths} months.',
      ],
    },
    terms: {
      title: 'Terms of use',
      paragraphs: [
        '{brandName} is a service for businesses only: brands, retailers and agencies that use it in the course of their business. The forms on this website are for businesses too: by sending one, you confirm that you are acting on behalf of the company you name.',
        'Access to and use of the platform are governed by the subscription agreement signed by the customer company; where that agreement and these terms conflict, the agreement prevails.',
        'An account may be opened only by a person aged {minimumAge} or over who is authorised to act on behalf of the customer company. The information you provide must be accurate and kept up to date. Your login credentials are personal; report any suspicious use of your account to us without delay.',
        'You must not attempt to access the platform without authorisation, disrupt its operation or circumvent its security measures. Any breach may lead to the account being suspended or closed, and we may also take legal action.',
        'Creators always remain the authors of the content they publish, with their moral rights. Through the platform, a creator grants the requesting brand a licence to use their content, limited to the uses, media, territory and term stated in the rights request they accept, and subject to the credit (their name or account) that request provides for; without that acceptance no reuse is allowed, and no use beyond those limits is permitted. By accepting, the creator confirms that they are 18 or over, took the photo or video themselves and have the agreement of everyone shown in it. You agree to respect those limits and the rights of others (copyright, trade marks, and the rights of anyone shown, including privacy, data protection and protection against false endorsement (passing off)) and not to distribute any unlawful content.',
        'This website, its structure and its text are protected by intellectual property law.',
        'These terms are governed by French law. Any dispute between businesses arising out of or in connection with them falls within the exclusive jurisdiction of the Paris Economic Activities Court (Tribunal des activités économiques de Paris, formerly the Paris Commercial Court). Nothing in these terms deprives anyone of the protection afforded to them by the mandatory provisions of the law that applies to them.',
      ],
    },
    platform: {
      title: 'The platform: data processing, security and creator licences',
      paragraphs: [
        'What your legal and procurement teams ask before signing. These points cover the {brandName} platform; the rest of this page covers this website.',
      ],
      agreement: { label: 'Data processing agreement:', text: '{dataProcessingAgreement}' },
      hosting: { label: 'Hosting:', text: 'Platform data hosted in {dataCountry}' },
      processors: { label: 'Sub-processors:', text: '{platformProcessors}' },
      security: { label: 'Security:', text: '{security}' },
      availability: { label: 'Availability:', text: '{enterpriseUptime}' },
      creatorData: { label: 'Creators’ data:', text: '{creatorData}' },
      licence: { label: 'Creator licence:', text: '{creatorLicence}' },
    },
  },

  notFound: {
    meta: {
      title: 'Page not found | {brandName}',
      description:
        'The page you requested could not be found on the {brandName} website. Explore our UGC solutions for brands from the home page or contact our team directly.',
    },
    title: 'Oops! Page not found',
    text: 'The page you’re looking for doesn’t exist or has been moved. Head back to the home page to continue browsing.',
    homeLink: 'Back to home',
  },

  demo: {
    meta: {
      title: 'Request a demo | {brandName}',
      description:
        'Request a free, personalised {brandName} demo: {demoMinutes} minutes with an expert, using your own content. We reply within {replyTime}.',
    },
    hero: {
      eyebrow: 'Demo',
      title: 'Request your personalised demo',
      subtitle: 'A free, no-obligation demo using your own content, built around your use case.',
    },
    nextSteps: {
      title: 'What happens next',
      steps: [
        'We reply within {replyTime} to pick a time.',
        'An expert walks you through the platform in about {demoMinutes} minutes, in {demoLanguages}.',
        'We send you a proposal tailored to your volumes.',
      ],
      note: 'Platform hosted in {dataCountry}, GDPR compliant',
    },
    highlights: [
      'Reply within {replyTime}',
      'A {demoMinutes}-minute demo',
      'In {demoLanguages}',
    ],
    booking: {
      title: 'Prefer to pick a time yourself?',
      text: 'Book your {demoMinutes}-minute demo straight into an expert’s calendar, without waiting for our call.',
      button: 'Pick a time',
    },
    bookingAfterSuccess: 'Pick a time now',
  },

  previews: {
    heroAlt: 'Preview: a customer’s Instagram post, the rights request and its terms, the creator’s “#YesBrand”, the status “Permission granted”, then the product page crediting them.',
    productPageAlt: 'Product page preview: below the product, a carousel of customer photos with cleared rights, each credited to its creator.',
    search: '#yourbrand',
    newPost: 'New post',
    brandSender: 'Your brand',
    request: 'We love your photo! May we use it on our website, social media and ads, in the UK for two years, crediting your account? If you’re 18 or over, took it yourself and everyone in it agrees, reply #YesBrand.',
    terms: 'Licence terms',
    reply: '#YesBrand, I agree',
    cleared: 'Permission granted',
    pending: 'Awaiting reply',
    library: 'Media library',
    record: 'Permission record',
    creator: '@emily.outdoors',
    licence: 'UK · two years',
    widget: 'As seen on Instagram',
    credit: 'Photo: @emily.outdoors',
    productPage: 'Product page',
    addToCart: 'Add to basket',
    collage: {
      file: 'community.svg',
      width: 1600,
      height: 1000,
      alt: 'Illustration: a mosaic of colourful posts, some marked with a green check, as in a media library with cleared rights.',
    },
  },
} satisfies SiteContent;

export default en;
