/**
 * The example company: a complete, plainly fictional set of facts that shows, tests and measures the
 * site as it will be published before the company's own facts exist. Selected by FACTS=example for
 * every command (`FACTS=example npm start`, `FACTS=example npm run build`, the tests); a build for a
 * public SITE_URL refuses it whatever ALLOW_PLACEHOLDERS says (scripts/facts-guard.ts), and each of
 * its pages carries `noindex`.
 *
 * Fictional on purpose, and visibly so: `.example` domains (reserved, RFC 2606), phone numbers from
 * the 01 99 range ARCEP reserves for fiction, all-zero registration numbers, "Exemple" in every
 * company's name. Nothing here is a real company, customer or study.
 */
import type { FactSet, OpeningHours, PostalAddress, Settings, Statistic, StatisticClaim, StatPopulation, StatSource } from './fact-types';
import type { StatComparison, StatKey } from '../schema/site-content';

const parisAddress = (streetAddress: string): PostalAddress => ({ streetAddress, postalCode: '75011', city: 'Paris', countryCode: 'FR' });

const settings: Settings = {
  brandName: 'UGC Studio',
  legalName: 'UGC Studio Exemple SAS',
  legalForm: 'SAS',
  shareCapital: { amount: 10_000, currency: 'EUR' },
  headOffice: { streetAddress: '12 rue de l’Exemple', postalCode: '93500', city: 'Pantin', countryCode: 'FR' },
  platformDataCountry: 'FR',
  rcsCity: 'Bobigny',
  rcsNumber: '000 000 000',
  siren: '000 000 000',
  vatNumber: 'FR00000000000',
  phone: { e164: '+33199001000' },
  email: 'bonjour@ugc-studio.example',
  publicationDirector: 'Camille Exemple',
  privacyEmail: 'donnees@ugc-studio.example',
  dataProtectionOfficer: { name: 'Cabinet Exemple Conformité', email: 'dpo@ugc-studio.example' },
  ukRepresentative: {
    name: 'Example Representative Ltd',
    address: { streetAddress: '1 Example Street', postalCode: 'EC1A 1AA', city: 'London', countryCode: 'GB' },
    email: 'uk-representative@ugc-studio.example',
  },
  siteHost: { name: 'Hébergement Exemple SAS', address: parisAddress('1 avenue de l’Exemple'), phone: { e164: '+33199002000' } },
  hostLogRetentionDays: 30,
  databaseHost: { name: 'Données Exemple SAS', address: parisAddress('2 avenue de l’Exemple'), phone: { e164: '+33199003000' } },
  bookingUrl: 'https://agenda.example/ugc-studio/demo',
  instagramUrl: 'https://www.instagram.com/ugcstudio.example',
  linkedinUrl: 'https://www.linkedin.com/company/ugc-studio-example',
};

const chatHours: OpeningHours = { days: ['monday', 'friday'], opens: 9, closes: 18 };

/** One published study, each of its figures measured on its own population. */
const study = (population: StatPopulation, comparedWith?: StatComparison): StatSource => ({
  kind: 'study',
  who: 'Institut Exemple d’études',
  when: '2025-03',
  population,
  ...(comparedWith ? { comparedWith } : {}),
  url: 'https://etudes.example/ugc-2025',
});
/** The platform's own records, over every customer brand (52 in October 2025). */
const platform = (when: string, population?: StatPopulation, comparedWith?: StatComparison): StatSource => ({
  kind: 'platformData',
  who: settings.brandName,
  when,
  ...(population ? { population } : {}),
  ...(comparedWith ? { comparedWith } : {}),
});
const customerBrands: StatPopulation = { count: 52, unit: 'brands' };
/** The two case studies: one brand each, a spring/summer on the platform against the same season a year earlier (year on year, so that no sales season weighs on one side only). */
const caseStudy = (population: StatPopulation): StatSource => ({ kind: 'platformData', who: settings.brandName, when: '2025-03/2025-08', population, baseline: '2024-03/2024-08' });
/** One survey of the people who use the platform at the customer brands, asked two questions. */
const survey: StatSource = { kind: 'customerSurvey', who: settings.brandName, when: '2025-01/2025-06', population: { count: 412, unit: 'users' } };

/** Each statistic's source; the figures are the company's (content/facts.ts `statisticClaims`). */
export const exampleSources: Record<StatKey, StatSource> = {
  conversionLift: study({ count: 3_400, unit: 'productPages' }, 'pagesWithoutUgc'),
  ugcSeekers: study({ count: 2_000, unit: 'shoppers' }),
  addToCart: study({ count: 3_400, unit: 'productPages' }, 'pagesWithoutUgc'),
  productionCost: study({ count: 180, unit: 'brands' }, 'traditionalShoots'),
  engagementLift: study({ count: 12_000, unit: 'posts' }, 'postsWithoutUgc'),
  timeSaved: platform('2025-06', customerBrands, 'manualWork'),
  brands: platform('2025-10'),
  contentsProcessed: platform('2019-01/2025-10'),
  satisfaction: survey,
  contentsSourced: platform('2025-01/2025-10', customerBrands),
  supportSatisfaction: survey,
  fashionConversions: caseStudy({ count: 1_800, unit: 'productPages' }),
  fashionEngagement: caseStudy({ count: 240, unit: 'posts' }),
  fashionOrderValue: caseStudy({ count: 52_000, unit: 'orders' }),
  beautySocialRoi: caseStudy({ count: 36, unit: 'campaigns' }),
  beautyContentCost: caseStudy({ count: 36, unit: 'campaigns' }),
  beautyReach: caseStudy({ count: 310, unit: 'posts' }),
};

/** The example company's facts; its statistics take their figures from the company's set. */
export function exampleFacts(claims: Record<StatKey, StatisticClaim>): FactSet {
  const statistics = Object.fromEntries(Object.entries(claims).map(([key, claim]) => [key, { ...claim, source: exampleSources[key as StatKey] }])) as Record<StatKey, Statistic>;
  const channels = { chatUrl: 'https://chat.example/ugc-studio', chatHours };
  return {
    settings,
    statistics,
    customers: [
      {
        id: 'maison-exempla',
        name: 'Maison Exempla',
        countryCode: 'FR',
        logo: { file: 'maison-exempla.svg', alt: { fr: 'Maison Exempla', en: 'Maison Exempla', de: 'Maison Exempla', it: 'Maison Exempla', es: 'Maison Exempla' } },
        permissionDate: '2025-10-01',
        quote: {
          text: 'Nous trouvions de belles photos de nos clientes chaque semaine sans pouvoir les utiliser. Aujourd’hui, chaque autorisation est enregistrée et nos fiches produit montrent nos pièces portées par de vraies clientes.',
          lang: 'fr',
          person: 'Léa Exemple',
          role: 'Directrice marketing',
          translations: {
            en: {
              text: 'Every week we’d find great photos of our customers that we couldn’t use. Now every permission is on record and our product pages show real outfits on real customers.',
              role: 'Marketing Director',
            },
            de: {
              text: 'Jede Woche fanden wir tolle Fotos unserer Kundinnen und durften sie nicht nutzen. Heute ist jede Freigabe dokumentiert, und unsere Produktseiten zeigen echte Outfits, von echten Kundinnen getragen.',
              role: 'Marketingleiterin',
            },
            it: {
              text: 'Ogni settimana trovavamo belle foto delle nostre clienti senza poterle usare. Oggi ogni autorizzazione è registrata e le nostre schede prodotto mostrano look veri, indossati davvero.',
              role: 'Direttrice marketing',
            },
            es: {
              text: 'Cada semana encontrábamos fotos estupendas de nuestras clientas sin poder usarlas. Hoy cada autorización queda registrada y nuestras fichas de producto muestran looks reales, de clientas reales.',
              role: 'Directora de marketing',
            },
          },
        },
      },
      {
        id: 'fictiva-beaute',
        name: 'Fictiva Beauté',
        countryCode: 'FR',
        logo: { file: 'fictiva-beaute.svg', alt: { fr: 'Fictiva Beauté', en: 'Fictiva Beauté', de: 'Fictiva Beauté', it: 'Fictiva Beauté', es: 'Fictiva Beauté' } },
        permissionDate: '2025-09-15',
        quote: {
          text: 'Nos clientes filment leurs routines bien mieux que nous. Nous demandons l’autorisation depuis l’outil, la créatrice accepte, et la vidéo passe dans nos publicités dès le lendemain.',
          lang: 'fr',
          person: 'Inès Fictive',
          role: 'Responsable social media',
          translations: {
            en: {
              text: 'Our customers film their routines far better than we do. We send the request from the tool, the creator says yes, and by the next day the video is running in our ads.',
              role: 'Social Media Manager',
            },
            de: {
              text: 'Unsere Kundinnen filmen ihre Routinen viel besser als wir. Wir fragen direkt aus dem Tool um Erlaubnis, die Creatorin stimmt zu, und schon am nächsten Tag läuft das Video in unseren Anzeigen.',
              role: 'Social-Media-Managerin',
            },
            it: {
              text: 'Le nostre clienti filmano le loro routine molto meglio di noi. Chiediamo l’autorizzazione direttamente dalla piattaforma, la creator accetta e il giorno dopo il video è già nelle nostre inserzioni.',
              role: 'Social media manager',
            },
            es: {
              text: 'Nuestras clientas graban sus rutinas mucho mejor que nosotros. Pedimos permiso desde la herramienta, la creadora acepta y al día siguiente el vídeo ya está en nuestros anuncios.',
              role: 'Responsable de redes sociales',
            },
          },
        },
      },
      {
        id: 'specimen-outdoor',
        name: 'Specimen Outdoor',
        countryCode: 'DE',
        logo: { file: 'specimen-outdoor.svg', alt: { fr: 'Specimen Outdoor', en: 'Specimen Outdoor', de: 'Specimen Outdoor', it: 'Specimen Outdoor', es: 'Specimen Outdoor' } },
        permissionDate: '2025-08-20',
        quote: {
          text: 'Ein Jahr Abo kostet uns weniger als ein einziges Fotoshooting. Und unsere Rechtsabteilung findet zu jedem Bild die datierte Freigabe.',
          lang: 'de',
          person: 'Jonas Beispiel',
          role: 'Leiter E-Commerce',
          translations: {
            fr: {
              text: 'Un an d’abonnement nous coûte moins qu’une seule séance photo. Et notre service juridique retrouve l’autorisation datée de chaque image.',
              role: 'Responsable e-commerce',
            },
            en: {
              text: 'A year’s subscription costs us less than a single photo shoot. And our legal team can find the dated permission for every image.',
              role: 'Head of E-commerce',
            },
            it: {
              text: 'Un anno di abbonamento ci costa meno di un solo servizio fotografico. E il nostro ufficio legale ritrova l’autorizzazione datata di ogni immagine.',
              role: 'Responsabile e-commerce',
            },
            es: {
              text: 'Un año de suscripción nos cuesta menos que una sola sesión de fotos. Y nuestro departamento jurídico encuentra la autorización fechada de cada imagen.',
              role: 'Director de e-commerce',
            },
          },
        },
      },
      {
        id: 'casa-modello',
        name: 'Casa Modello',
        countryCode: 'IT',
        logo: { file: 'casa-modello.svg', alt: { fr: 'Casa Modello', en: 'Casa Modello', de: 'Casa Modello', it: 'Casa Modello', es: 'Casa Modello' } },
        permissionDate: '2025-07-01',
        quote: {
          text: 'La demo l’abbiamo fatta sui nostri post Instagram, non su slide. Due settimane dopo, le prime foto dei clienti erano già sulle nostre schede prodotto.',
          lang: 'it',
          person: 'Giulia Esempio',
          role: 'Responsabile marketing',
          translations: {
            fr: {
              text: 'La démo s’est faite sur nos propres publications Instagram, pas sur des slides. Deux semaines plus tard, les premières photos de clients étaient sur nos fiches produit.',
              role: 'Responsable marketing',
            },
            en: {
              text: 'The demo ran on our own Instagram posts, not on slides. Two weeks later the first customer photos were on our product pages.',
              role: 'Marketing Manager',
            },
            de: {
              text: 'Die Demo lief mit unseren eigenen Instagram-Posts, nicht mit Folien. Zwei Wochen später waren die ersten Kundenfotos auf unseren Produktseiten.',
              role: 'Marketingleiterin',
            },
            es: {
              text: 'La demo se hizo con nuestras propias publicaciones de Instagram, no con diapositivas. Dos semanas después, las primeras fotos de clientes estaban en nuestras fichas de producto.',
              role: 'Responsable de marketing',
            },
          },
        },
      },
    ],
    customerLogoDir: 'content/example-customers',
    channels,
    resources: {
      apiDocs: 'https://docs.ugc-studio.example/api',
      tutorials: 'https://aide.ugc-studio.example/videos',
      knowledgeBase: 'https://aide.ugc-studio.example/',
    },
    contract: {
      // Monthly and rolling, as the pricing page's "no long-term contract" promises.
      minimumTermMonths: 1,
      billingPeriods: ['monthly', 'annual'],
      noticeDays: 30,
      prices: { currency: 'EUR', excludesVat: true },
      quotaCounting: 'rightsRequestSent',
      atQuota: 'requestsPause',
      // Real third-party products, named as the example company's integrations.
      integrations: [
        { name: 'Shopify', kind: 'shop', status: 'available' },
        { name: 'WooCommerce', kind: 'shop', status: 'available' },
        { name: 'PrestaShop', kind: 'shop', status: 'available' },
        { name: 'Akeneo', kind: 'pim', status: 'available' },
        { name: 'Salsify', kind: 'pim', status: 'roadmap' },
        { name: 'Bynder', kind: 'dam', status: 'available' },
        { name: 'Klaviyo', kind: 'email', status: 'available' },
      ],
      contentSourcing: 'officialApis',
      permissionRequest: 'creatorReply',
      dataProcessingAgreement: 'annexedToContract',
      // The platform's own sub-processors, fictional like every name here.
      platformProcessors: [
        { name: 'Nuage Exemple SAS', role: 'hosting', countryCode: 'FR' },
        { name: 'Sauvegarde Exemple SAS', role: 'backups', countryCode: 'FR' },
        { name: 'Courriel Exemple SAS', role: 'email', countryCode: 'FR' },
        { name: 'Chat Exemple Ltd', role: 'support', countryCode: 'IE' },
      ],
      security: {
        measures: ['encryptionInTransit', 'encryptionAtRest', 'yearlyPenetrationTest'],
        certifications: [{ standard: 'ISO/IEC 27001', certifiedBy: 'Certification Exemple SAS', validUntil: '2027-06' }],
      },
      enterpriseUptime: 0.999,
      creatorData: 'brandControls',
      creatorLicence: { basis: 'freeNonExclusive', withdrawalDays: 7 },
    },
    processors: {
      siteHost: { name: settings.siteHost.name, role: 'siteHosting', countryCode: settings.siteHost.address.countryCode, safeguard: 'eea' },
      databaseHost: { name: settings.databaseHost.name, role: 'formDatabase', countryCode: settings.databaseHost.address.countryCode, safeguard: 'eea' },
      // One recipient outside the EEA, so that the transfers section shows its safeguard.
      leadWebhook: { name: 'Messagerie Exemple Inc.', role: 'leadChat', countryCode: 'US', safeguard: 'dpf' },
      leadEmail: { name: 'Courriel Exemple SAS', role: 'leadEmail', countryCode: 'FR', safeguard: 'eea' },
      bookingTool: { name: 'Agenda Exemple GmbH', role: 'booking', countryCode: 'DE', safeguard: 'eea', reachedThrough: settings.bookingUrl },
      chatTool: { name: 'Chat Exemple Ltd', role: 'liveChat', countryCode: 'IE', safeguard: 'eea', reachedThrough: channels.chatUrl },
    },
  };
}
