/**
 * The glossary of each language: the approved term for a concept and the variants the content
 * check refuses (whole words, any case), naming language, path and term. Translators read it in
 * TRANSLATING.md; a term that is right in one place and wrong in another takes `paths`.
 */
import type { TranslatedLocale } from './locales';
import { isUnderPath } from './tree';

export interface GlossaryEntry {
  /** The approved term, as translators should write it. */
  term: string;
  /** Words or phrases refused in this language's content (matched as whole words, any case). */
  forbidden: readonly string[];
  /** Why, or when the term applies. */
  note?: string;
  /** Only strings under these content paths are checked (`pricing.plans`); all of them when absent. */
  paths?: readonly string[];
  /** Strings not checked: the spec's exact strings keep their wording. */
  exceptPaths?: readonly string[];
}

/**
 * Where the Enterprise plan's dedicated 24/7 support (the spec's plan feature, by contract) is named:
 * the plan's features, the support-languages answer, the phone card and the outages answer. Every
 * other string keeps to business hours, those of the other channels.
 */
const enterpriseRoundTheClock = ['pricing.plans[2].features', 'contact.faq.items[2].answer', 'support.channels[3].text', 'support.faq.items[5].answer'] as const;

// A new language starts without a glossary: its translators and reviewers grow one.
export const glossary: Readonly<Partial<Record<TranslatedLocale, readonly GlossaryEntry[]>>> = {
  fr: [
    { term: 'créateur', forbidden: ['auteur', 'auteurs'], exceptPaths: ['legal'], note: 'La personne qui a publié le contenu (le droit d’auteur reste « auteur »).' },
    { term: 'médiathèque', forbidden: ['bibliothèque de médias', 'photothèque'] },
    {
      term: 'accord (ou autorisation) du créateur',
      forbidden: ['consentement', 'consentements'],
      exceptPaths: ['legal'],
      note: 'Le créateur autorise la marque à republier son contenu ; le « consentement » est la base légale du RGPD, dont seule la notice de confidentialité parle (formulaires, cookies).',
    },
    { term: 'droits d’utilisation en règle', forbidden: ['médiathèque légale'], note: 'Un calque que les acheteurs ne cherchent pas : dites ce que la marque obtient.' },
    { term: 'engagement de niveau de service (SLA)', forbidden: ['engagement de service', 'engagements de service'] },
    { term: 'heures ouvrées', forbidden: ['heures ouvrables'] },
    { term: 'e-mail', forbidden: ['email', 'courriel', 'mail'] },
    { term: 'statistiques', forbidden: ['analytique', 'analytiques'] },
    { term: 'start-up', forbidden: ['startup', 'startups'] },
    {
      term: 'hébergées en {dataCountry}',
      forbidden: ['hébergées en France', 'hébergée en France', 'hébergé en France', 'hébergés en France', 'hébergement en France'],
      note: 'Le pays d’hébergement est un fait (settings.platformDataCountry), que la notice de confidentialité doit confirmer.',
    },
    { term: 'basée en {teamCountry}', forbidden: ['basée en France', 'basé en France', 'basés en France'], exceptPaths: ['legal'], note: 'Le pays du siège (settings.headOffice).' },
    {
      term: 'aux heures ouvrées',
      forbidden: ['7 j/7', '24/7', '24 h/24', 'jour et nuit'],
      exceptPaths: enterpriseRoundTheClock,
      note: 'Le support répond {businessHours} ; seul le support dédié de l’offre Enterprise est joignable 24 h/24, 7 j/7 (le contrat le prévoit), et seulement là où il est nommé.',
    },
    {
      term: 'accord documenté du créateur',
      forbidden: ['sécurité juridique', 'en toute légalité', 'en toute sécurité juridique'],
      exceptPaths: ['legal'],
      note: 'L’accord du créateur ne couvre pas les droits des tiers (musique, logos, personnes visibles) : dites ce que fait la plateforme, sans promettre une sécurité juridique totale.',
    },
  ],
  en: [
    { term: 'demo', forbidden: ['demonstration', 'demonstrations'], exceptPaths: ['home.demo.success.text'], note: 'The spec’s demo notice keeps its wording.' },
    { term: 'E-commerce Director', forbidden: ['Chief E-commerce'], exceptPaths: ['home.demo.roles'], note: 'The role list keeps the spec’s label.' },
    { term: 'business hours', forbidden: ['working hours', 'office hours'], note: 'French “heures ouvrées”.' },
    {
      term: 'within {replyTime} (one working day)',
      forbidden: ['hours on working days', 'hours on business days', '24 working hours'],
      note: 'What a UK reader says; the spec’s own notices keep “within 24h” and “within 24 hours”.',
    },
    { term: 'in {supportLanguages}', forbidden: ['in your language', 'in your own language'], note: 'Support is given in the listed languages only.' },
    { term: 'pieces of content', forbidden: ['content pieces'], note: '“Content” is a mass noun.' },
    {
      term: 'the creator’s permission',
      forbidden: ['consent', 'consents', 'consented'],
      exceptPaths: ['legal'],
      note: 'Creators give the brand permission to reuse a post; “consent” is the GDPR legal basis, which only the privacy notice discusses (forms, cookies).',
    },
    { term: 'rights-cleared media', forbidden: ['acquired media', 'obtained media'] },
    {
      term: 'the rights of anyone shown (privacy, data protection, passing off)',
      forbidden: ['image rights', 'image right', 'right to one’s image'],
      note: 'English law has no image right: a person shown is protected by privacy, data protection and passing off.',
    },
    {
      term: 'CAP Code section 8; a free entry route for prize draws (Gambling Act 2005)',
      forbidden: ['prize taxation', 'official rules'],
      note: 'What a UK brand’s competitions answer to; prize tax and “official rules” are French and US ideas.',
    },
    { term: 'rights cleared', forbidden: ['legal media library'], note: 'A calque no buyer searches for: say what the brand gets.' },
    { term: 'Paris time', forbidden: ['CET'], note: 'Right all year; CET is wrong in summer.' },
    { term: 'hosted in {dataCountry}', forbidden: ['hosted in France', 'hosting in France'], note: 'Where the data is hosted is a fact (settings.platformDataCountry), which the privacy notice must bear out.' },
    { term: 'based in {teamCountry}', forbidden: ['France-based', 'based in France'], exceptPaths: ['legal'], note: 'The head office’s country (settings.headOffice).' },
    {
      term: 'during business hours',
      forbidden: ['24/7', 'around the clock'],
      exceptPaths: enterpriseRoundTheClock,
      note: 'Support answers {businessHours}; only the Enterprise plan’s dedicated support is 24/7 (by contract), named where it is offered.',
    },
    {
      term: 'creator’s permission on record',
      forbidden: ['legal certainty', 'legal confidence', 'fully legal', 'full compliance with the law'],
      exceptPaths: ['legal'],
      note: 'The creator’s permission does not clear third-party rights (music, logos, people shown): say what the platform does.',
    },
  ],
  de: [
    { term: 'Creator', forbidden: ['Urheber', 'Urhebern', 'Urhebers', 'Urheberin', 'Urheberinnen'], note: 'Die Person, die den Inhalt gepostet hat; Plural „die Creator“. Urheberrecht bleibt.' },
    {
      term: 'die Creator (Plural; Genitiv Singular „des Creators“)',
      forbidden: [
        'die Creators', 'der Creators', 'den Creators', 'Ihre Creators', 'ihrer Creators', 'ihren Creators', 'deren Creators',
        'alle Creators', 'allen Creators', 'an Creators', 'zu Creators', 'von Creators', 'mit Creators', 'für Creators', 'Creators, die',
      ],
      note: 'Der deutsche Plural von „Creator“ ist „die Creator“ (wie „die Designer“); den Dativ Plural umgeht man besser („zur Creator-Community“).',
    },
    {
      term: 'die Zustimmung im Satz („sobald sein Creator zugestimmt hat“)',
      forbidden: ['und zwar mit Zustimmung', 'mit Zustimmung jedes Creators', 'mit der Zustimmung jedes Creators', 'mit nachweisbarer Zustimmung des Creators', 'mit nachweisbarer Zustimmung jedes Creators'],
      note: 'Eine Zustimmung, die ans Satzende angehängt wird, liest sich wie ein Nachtrag: sagen Sie, wer zustimmt und was daraus folgt.',
    },
    { term: 'an Arbeitstagen', forbidden: ['werktags', 'Werktag', 'Werktage', 'Werktagen'], note: 'Werktage schließen den Samstag ein; der Support arbeitet {businessHours}.' },
    {
      term: 'Suchauftrag (Hashtag, Erwähnung, Ort)',
      forbidden: ['Kuratierungs-Flow', 'Kuratierungs-Flows', 'Kuratierungsflow', 'Kuratierungsflows'],
      note: 'Was der Kunde gleichzeitig laufen lässt: eine Suche nach Hashtag, Erwähnung oder Ort (englisch „curation flow“).',
    },
    { term: 'Paket', forbidden: ['Tarif', 'Tarife', 'Abo', 'Abonnement'], note: 'Ein Plan (Starter, Professional, Enterprise); „Angebot“ ist ein Kostenvoranschlag.' },
    { term: 'DAM-System', forbidden: ['DAM-Tool', 'DAM-Tools'] },
    { term: 'Mediathek', forbidden: ['Medienbibliothek'] },
    {
      term: 'Zustimmung der Creators',
      forbidden: ['Einwilligung', 'Einwilligungen'],
      exceptPaths: ['legal'],
      note: 'Der Creator erlaubt der Marke die Weiterverwendung; „Einwilligung“ ist die Rechtsgrundlage der DSGVO, von der nur die Datenschutzerklärung spricht (Formulare, Cookies).',
    },
    { term: 'geklärte Nutzungsrechte', forbidden: ['rechtssichere Mediathek', 'rechtssicheren Mediathek'], note: 'Absolute Aussage (UWG) und Lehnübersetzung: sagen, was die Marke bekommt.' },
    { term: 'Kuratierung', forbidden: ['Kuration', 'Curation'] },
    { term: 'Landingpage', forbidden: ['Landing Page', 'Landing-Page', 'Landing Pages', 'Landing-Pages'] },
    { term: 'Demo', forbidden: ['Demonstration', 'Vorführung'] },
    {
      term: 'Hosting in {dataCountry}',
      forbidden: ['Hosting in Frankreich', 'in Frankreich gehostet', 'Hosting in der EU', 'in der EU gehostet'],
      note: 'Der Hosting-Standort ist ein Fakt (settings.platformDataCountry), den die Datenschutzerklärung bestätigen muss.',
    },
    { term: 'Team in {teamCountry}', forbidden: ['Team in Frankreich', 'Support aus Frankreich'], exceptPaths: ['legal'], note: 'Das Land des Firmensitzes (settings.headOffice).' },
    {
      term: 'zu Geschäftszeiten',
      forbidden: ['24/7', 'rund um die Uhr'],
      exceptPaths: enterpriseRoundTheClock,
      note: 'Der Support antwortet {businessHours}; nur der dedizierte Support des Enterprise-Pakets ist rund um die Uhr erreichbar (vertraglich), genannt nur dort, wo er angeboten wird.',
    },
    {
      term: 'dokumentierte Zustimmung der Creators',
      forbidden: ['Rechtssicherheit', 'rechtssicher', 'rechtssichere', 'rechtssicheres', 'rechtssicheren', 'rechtskonform', 'rechtskonforme', 'rechtskonformen', 'rechtlich abgesichert'],
      exceptPaths: ['legal'],
      note: 'Absolute Aussage (UWG § 5): die Zustimmung des Creators deckt keine Rechte Dritter (Musik, Logos, abgebildete Personen) ab.',
    },
  ],
  it: [
    {
      term: 'raccolta',
      forbidden: ['ricerca per', 'ricerca automatica', 'ricerca dei contenuti', 'ricerca di contenuti'],
      note: 'Sourcing; “ricerca” è solo la ricerca semantica.',
    },
    {
      term: 'promemoria (al creator)',
      forbidden: ['sollecito', 'solleciti'],
      note: 'Il messaggio che ricorda la richiesta al creator; “sollecito” suona come un pagamento in ritardo.',
    },
    { term: 'assistenza', forbidden: ['supporto', 'supporto tecnico', 'centro supporto'], exceptPaths: ['legal'], note: 'L’assistenza clienti.' },
    { term: 'media library', forbidden: ['libreria', 'libreria multimediale', 'mediateca'] },
    { term: 'diritti d’uso in regola', forbidden: ['media library legale'], note: 'Un calco: dite che cosa ottiene il brand.' },
    {
      term: 'autorizzazione documentata',
      forbidden: ['sicurezza legale', 'tutela legale', 'pieno rispetto della legge'],
      exceptPaths: ['legal'],
      note: 'L’autorizzazione del creator non copre i diritti di terzi (musica, loghi, persone riprese): dite che cosa fa la piattaforma. “Tutela legale” è anche un’assicurazione.',
    },
    { term: 'senza sviluppatori', forbidden: ['senza sviluppo'] },
    {
      term: 'selezione (dei contenuti)',
      forbidden: ['curation'],
      note: 'Un anglicismo che il buyer non usa: “selezione intelligente”, “Raccolta e selezione”; i “curation flows” sono “flussi di raccolta” (hashtag, menzioni, luoghi).',
    },
    {
      term: 'autorizzazione del creator',
      forbidden: ['consenso', 'consensi'],
      exceptPaths: ['legal'],
      note: 'Il creator autorizza il brand a ripubblicare il suo post; il “consenso” è la base giuridica del GDPR, di cui parla solo l’informativa privacy (moduli, cookie).',
    },
    { term: 'ospitati in {dataCountry}', forbidden: ['ospitati in Francia', 'hosting in Francia'], note: 'Il Paese di hosting è un fatto (settings.platformDataCountry), che l’informativa privacy deve confermare.' },
    { term: 'con sede in {teamCountry}', forbidden: ['sede in Francia', 'team in Francia'], exceptPaths: ['legal'], note: 'Il Paese della sede (settings.headOffice).' },
    {
      term: 'in orario lavorativo',
      forbidden: ['24/7', 'h24', '24 ore su 24'],
      exceptPaths: enterpriseRoundTheClock,
      note: 'L’assistenza risponde {businessHours}; solo l’assistenza dedicata del piano Enterprise è 24/7 (da contratto), nominata dove viene offerta.',
    },
    { term: 'livelli di servizio (SLA)', forbidden: ['impegni di servizio'] },
  ],
  es: [
    {
      term: 'Acuerdo de nivel de servicio (SLA)',
      forbidden: ['compromiso de servicio', 'compromisos de servicio', 'acuerdo de servicio', 'compromiso de nivel de servicio'],
      note: 'El nivel de servicio contractual; en minúscula dentro de la frase.',
    },
    { term: 'demo', forbidden: ['demostración', 'demostraciones'] },
    { term: 'Solicitar una demo', forbidden: ['pide una demo', 'pedir una demo', 'solicitar mi demo'], note: 'Reservar una franja es “Reservar una demo”.' },
    { term: 'contactar con', forbidden: ['contactarnos', 'contactarte', 'te contactaremos'], note: 'La forma preferida en España.' },
    { term: 'motor (de crecimiento)', forbidden: ['palanca', 'palancas'] },
    { term: 'destacar', forbidden: ['poner en valor', 'pon en valor', 'pone en valor'] },
    { term: 'biblioteca de medios', forbidden: ['mediateca'] },
    { term: 'derechos de uso en regla', forbidden: ['biblioteca legal', 'biblioteca de medios legal'], note: 'Un calco: di lo que obtiene la marca.' },
    { term: 'horas laborables', forbidden: ['horas hábiles'] },
    {
      term: 'selección (de contenido)',
      forbidden: ['curación', 'curaciones'],
      note: '“Curación” suena a sanar: “Selección inteligente”; los “curation flows” son “búsquedas activas” (hashtag, mención, ubicación).',
    },
    { term: 'en tu mismo huso horario', forbidden: ['tu mismo horario', 'su mismo horario', 'nuestro mismo horario'], note: 'El “horario” es el de atención; la hora compartida es el huso horario.' },
    {
      term: 'autorización del creador',
      forbidden: ['consentimiento', 'consentimientos', 'permiso'],
      exceptPaths: ['legal'],
      note: 'El creador autoriza a la marca a republicar su publicación; el “consentimiento” es la base jurídica del RGPD, de la que solo habla la política de privacidad (formularios, cookies).',
    },
    { term: 'alojados en {dataCountry}', forbidden: ['alojados en Francia', 'se alojan en Francia'], note: 'El país de alojamiento es un dato (settings.platformDataCountry) que la política de privacidad debe confirmar.' },
    { term: 'con sede en {teamCountry}', forbidden: ['sede en Francia', 'desde Francia'], exceptPaths: ['legal'], note: 'El país de la sede (settings.headOffice).' },
    {
      term: 'en horario laboral',
      forbidden: ['24/7', '24 horas al día', 'las 24 horas'],
      exceptPaths: enterpriseRoundTheClock,
      note: 'El soporte atiende {businessHours}; solo el soporte dedicado del plan Enterprise es 24/7 (por contrato), nombrado donde se ofrece.',
    },
    {
      term: 'autorización documentada',
      forbidden: ['seguridad jurídica', 'total legalidad', 'todas las garantías'],
      exceptPaths: ['legal'],
      note: 'La autorización del creador no cubre los derechos de terceros (música, logotipos, personas que aparecen): di lo que hace la plataforma.',
    },
  ],
};

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The forbidden variants a string of `locale` at `path` contains, with the term to use instead. */
export function glossaryProblems(text: string, locale: string, path: string): string[] {
  const entries = glossary[locale as TranslatedLocale] ?? [];
  const problems: string[] = [];
  for (const entry of entries) {
    if (entry.paths && !entry.paths.some((prefix) => isUnderPath(path, prefix))) continue;
    if (entry.exceptPaths?.some((prefix) => isUnderPath(path, prefix))) continue;
    for (const variant of entry.forbidden) {
      // A hyphen joins a compound: "Urheber-" in "Urheber- und Markenrechte" is not the word "Urheber".
      if (new RegExp(`(?<![\\p{L}\\d-])${escapeForPattern(variant)}(?![\\p{L}\\d-])`, 'iu').test(text)) {
        problems.push(`uses “${variant}”, which the glossary forbids: write “${entry.term}”${entry.note ? ` (${entry.note})` : ''}`);
      }
    }
  }
  return problems;
}
