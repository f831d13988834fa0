import type { SiteContent } from '../schema/site-content';

const es = {
  common: {
    languageName: 'Español',
    skipLink: 'Ir al contenido principal',
    header: {
      logoLabel: '{brandName}, inicio',
      navLabel: 'Navegación principal',
      menuOpen: 'Abrir menú',
      menuClose: 'Cerrar menú',
      demoButton: 'Solicitar demo',
      demoButtonShort: 'Demo',
      links: {
        home: 'Inicio',
        features: 'Funcionalidades',
        benefits: 'Ventajas',
        howItWorks: 'Cómo funciona',
        useCases: 'Casos de uso',
        pricing: 'Precios',
        about: 'Quiénes somos',
        support: 'Soporte',
        contact: 'Contacto',
      },
    },
    footer: {
      tagline:
        'La plataforma que convierte el contenido de Instagram y TikTok de tus clientes en una biblioteca de medios legal y bajo control para tu marca.',
      productHeading: 'Producto',
      companyHeading: 'Empresa',
      supportHeading: 'Soporte',
      supportText: 'Un equipo con sede en Francia que te responde en menos de {replyHours} horas laborables.',
      contactHeading: 'Contacto',
      links: {
        features: 'Funcionalidades',
        pricing: 'Precios',
        useCases: 'Casos de uso',
        support: 'Centro de ayuda',
        about: 'Quiénes somos',
        contact: 'Contacto',
        legal: 'Aviso legal',
        booking: 'Reservar una demo',
        instagram: 'Instagram',
        linkedin: 'LinkedIn',
      },
      languageLabel: 'Idioma',
      copyright: '© {year} {brandName}. Todos los derechos reservados.',
    },
    externalLink: '(sitio externo)',
    notices: {
      regionLabel: 'Notificaciones',
      close: 'Cerrar',
    },
    appError: {
      title: '¡Error inesperado en la aplicación!',
    },
  },

  forms: {
    common: {
      optional: '(opcional)',
      honeypot: 'No rellenes este campo',
      choose: 'Selecciona…',
      privacy:
        'Solo usamos tus datos para responder a tu solicitud. Se alojan en Francia, se tratan conforme al RGPD y nunca se venden a terceros.',
    },
  },

  home: {
    meta: {
      title: 'Plataforma UGC para marcas | {brandName}',
      description:
        'Convierte el contenido de Instagram y TikTok de tus clientes en una biblioteca legal: captación, derechos, widgets y API. Datos alojados en Francia.',
    },
    hero: {
      eyebrow: 'Plataforma UGC para marcas',
      title: 'Convierte el contenido de tus clientes en una biblioteca de medios legal',
      subtitle:
        'Encuentra el mejor contenido de Instagram y TikTok, consigue el permiso de sus creadores en pocos clics y publícalo donde quieras: tienda online, redes sociales, tiendas físicas y publicidad.',
      primaryButton: 'Solicitar demo',
      secondaryButton: 'Ver cómo funciona',
      stats: [
        { stat: 'engagementLift', label: 'de engagement' },
        { stat: 'addToCart', label: 'más añadidos al carrito' },
        { stat: 'productionCost', label: 'en costes de producción' },
      ],
    },
    features: {
      eyebrow: 'Funcionalidades',
      title: 'Todo el ciclo de vida del UGC en una sola plataforma',
      intro:
        'De la captación a la difusión, cada paso está pensado para equipos de marketing que quieren contenido auténtico y utilizable con total seguridad jurídica.',
      advantageBadge: 'Ventaja competitiva',
      items: [
        {
          id: 'hashtagSourcing',
          title: 'Captación por hashtag',
          text: 'Sigue los hashtags de tu marca y de tus campañas en Instagram y TikTok, y recopila automáticamente cada nueva publicación.',
        },
        {
          id: 'geolocation',
          title: 'Búsqueda por geolocalización',
          text: 'Encuentra el contenido publicado en tus tiendas, en tus eventos o en cualquier lugar importante para tu marca.',
        },
        {
          id: 'mentions',
          title: 'Menciones y etiquetas',
          text: 'Localiza las publicaciones que mencionan o etiquetan tu cuenta, aunque no lleven ningún hashtag.',
        },
        {
          id: 'historicalContent',
          title: 'Contenido histórico',
          text: 'Viaja al pasado y recupera publicaciones anteriores a tu campaña, cuando la mayoría de las herramientas solo ven el tiempo real.',
        },
        {
          id: 'smartCuration',
          title: 'Curación inteligente',
          text: 'Búsqueda semántica, filtros avanzados y selección en un clic: quédate enseguida con el contenido que mejor refleja tu imagen.',
        },
        {
          id: 'rightsRequests',
          title: 'Solicitudes de derechos personalizadas',
          text: 'Envía a los creadores solicitudes privadas, con tu imagen de marca y en su idioma, y sigue cada respuesta desde un único panel.',
        },
        {
          id: 'automatedFollowUp',
          title: 'Recordatorios automáticos',
          text: 'Los creadores que no responden reciben un recordatorio automático: consigues más autorizaciones sin esfuerzo extra para tu equipo.',
        },
        {
          id: 'mediaLibrary',
          title: 'Biblioteca de medios centralizada',
          text: 'Organiza tu contenido en colecciones, con sus derechos y metadatos, compatibles con tus herramientas DAM actuales.',
        },
        {
          id: 'originalQuality',
          title: 'Calidad original',
          text: 'Descarga fotos y vídeos en su calidad original, listos para web, impresión o publicidad.',
        },
        {
          id: 'restApi',
          title: 'API REST',
          text: 'Lleva tu contenido aprobado a tu web, tu app o tus herramientas internas con una API REST documentada.',
        },
        {
          id: 'widgets',
          title: 'Widgets adaptables',
          text: 'Carruseles y muros de contenido que se integran en minutos en tus páginas y se adaptan a cualquier pantalla. Plugin de WordPress incluido.',
        },
        {
          id: 'landingPages',
          title: 'Landing pages',
          text: 'Crea sin programar páginas que inspiran a partir de tu mejor UGC, tanto para campañas como para lanzamientos.',
        },
        {
          id: 'integrations',
          title: 'Integraciones PIM y DAM',
          text: 'Conecta la plataforma con tus herramientas PIM y DAM para asociar cada contenido al producto correcto e integrarlo en tus flujos actuales.',
        },
      ],
    },
    benefits: {
      eyebrow: 'Ventajas',
      title: 'Resultados medibles para tu marca',
      intro:
        'El UGC es el contenido en el que más confían tus clientes. Pero hay que poder usarlo legalmente y a gran escala.',
      stats: [
        { stat: 'conversionLift', label: 'de conversión en e-commerce' },
        { stat: 'timeSaved', label: 'de tiempo ahorrado' },
        { stat: 'legalSafety', label: 'de seguridad jurídica' },
        { stat: 'ugcSeekers', label: 'consumidores buscan UGC antes de comprar' },
      ],
      items: [
        {
          id: 'conversion',
          title: 'Más conversiones',
          text: 'Las fotos y vídeos de clientes reales dan confianza en el momento de la compra y hacen crecer tus ventas online.',
        },
        {
          id: 'authenticity',
          title: 'Autenticidad',
          text: 'Muestra tus productos tal como los viven tus clientes: un contenido creíble que inspira mucha más confianza que un anuncio.',
        },
        {
          id: 'costs',
          title: 'Costes bajo control',
          text: 'Tus clientes ya crean imágenes de calidad. Reutilízalas en lugar de multiplicar las sesiones de fotos.',
        },
        {
          id: 'legal',
          title: 'Seguridad jurídica',
          text: 'Cada contenido publicado se basa en la autorización expresa de su autor, archivada y disponible en cualquier momento.',
        },
        {
          id: 'time',
          title: 'Ahorro de tiempo',
          text: 'Búsqueda, solicitudes de derechos, recordatorios y clasificación automatizados: tu equipo se centra en crear.',
        },
        {
          id: 'scale',
          title: 'Escalabilidad',
          text: 'Gestiona miles de contenidos, varias marcas y todos tus canales de difusión desde una sola plataforma.',
        },
      ],
      problem: {
        title: 'El problema',
        points: [
          'El contenido de tus clientes está disperso por Instagram y TikTok, y cuesta encontrarlo y clasificarlo.',
          'Republicar un contenido sin el permiso de su autor expone a tu marca a riesgos legales.',
          'Pedir los derechos uno a uno, entre mensajes privados y hojas de cálculo, le cuesta horas a tu equipo.',
        ],
      },
      solution: {
        title: 'Nuestra solución',
        points: [
          'Captación automática por hashtag, mención, geolocalización y contenido histórico.',
          'Solicitudes de derechos personalizadas, trazables y con recordatorios automáticos.',
          'Una biblioteca de medios centralizada, lista para publicar en todos tus canales.',
        ],
      },
    },
    howItWorks: {
      eyebrow: 'Cómo funciona',
      title: 'Cuatro pasos, de la publicación a la difusión',
      intro:
        'Un proceso sencillo y totalmente controlado que convierte un post de Instagram o TikTok en un activo de marketing que puedes usar con total legalidad.',
      keyDifferenceBadge: 'Nuestra diferencia clave',
      stepLabel: 'Paso',
      steps: [
        {
          id: 'curation',
          title: 'Curación',
          text: 'Identifica el mejor contenido publicado sobre tu marca.',
          details: [
            'Búsqueda por hashtag, mención y geolocalización',
            'Acceso a contenido histórico',
            'Búsqueda semántica y filtros avanzados',
          ],
        },
        {
          id: 'rights',
          title: 'Obtención de derechos',
          text: 'Consigue la autorización de los creadores de forma sencilla y trazable.',
          details: [
            'Solicitudes privadas y personalizadas',
            'Mensajes en el idioma del creador',
            'Seguimiento de respuestas y recordatorios automáticos',
          ],
        },
        {
          id: 'organisation',
          title: 'Organización',
          text: 'Clasifica tu contenido autorizado en una biblioteca de medios estructurada.',
          details: [
            'Colecciones compatibles con tus herramientas DAM',
            'Descarga en calidad original',
            'Historial de derechos de cada contenido',
          ],
        },
        {
          id: 'distribution',
          title: 'Difusión',
          text: 'Publica tu UGC allí donde más impacto tiene.',
          details: [
            'API REST y plugin de WordPress',
            'Widgets de carrusel y muro de contenido',
            'Landing pages e integraciones PIM',
          ],
        },
      ],
    },
    cta: {
      title: '¿Y si tus clientes fueran tus mejores embajadores?',
      text: 'Descubre en una demo personalizada cómo tu marca puede aprovechar el UGC de forma legal y a gran escala.',
      button: 'Pide una demo para tu marca',
    },
    demo: {
      title: 'Solicita tu demo personalizada',
      intro:
        'Cuéntanos cómo es tu marca y qué retos tienes: un experto te mostrará la plataforma aplicada a tu propio contenido.',
      points: [
        'Demo de {demoMinutes} minutos adaptada a tu marca',
        'Respuesta en menos de {replyHours} h laborables',
        'Datos alojados en Francia, conforme al RGPD',
      ],
      fields: {
        firstName: { label: 'Nombre' },
        lastName: { label: 'Apellidos' },
        email: { label: 'Email profesional' },
        company: { label: 'Empresa' },
        role: { label: 'Cargo' },
        phone: { label: 'Teléfono' },
        message: { label: 'Mensaje' },
      },
      roles: [
        { id: 'cmo', label: 'CMO' },
        { id: 'content_director', label: 'Director/a de Contenidos / Brand Content' },
        { id: 'ecommerce_director', label: 'Director/a de E-commerce' },
        { id: 'cdo', label: 'CDO (Chief Digital Officer)' },
        { id: 'digital_marketing_manager', label: 'Responsable de Marketing Digital' },
        { id: 'other', label: 'Otro' },
      ],
      submit: 'Solicitar mi demo',
      submitting: 'Enviando...',
      success: {
        title: '¡Solicitud enviada!',
        text: 'Te contactaremos en menos de {replyHours} h para programar tu demo.',
      },
      failure: {
        title: 'Error',
        text: 'Ocurrió un error. Por favor intenta de nuevo.',
      },
    },
  },

  contact: {
    meta: {
      title: 'Contacto | {brandName}',
      description:
        'Contacta con el equipo de {brandName}: demo, presupuesto, soporte o colaboración. Te responde un equipo en Francia en menos de {replyHours} horas laborables.',
    },
    hero: {
      eyebrow: 'Contacto',
      title: 'Hablemos de tu proyecto UGC',
      subtitle:
        '¿Una pregunta, un presupuesto, una colaboración? Nuestro equipo en Francia te responde en menos de {replyHours} horas laborables.',
    },
    form: {
      title: 'Envíanos un mensaje',
      fields: {
        firstName: { label: 'Nombre' },
        lastName: { label: 'Apellidos' },
        company: { label: 'Empresa' },
        role: { label: 'Cargo' },
        email: { label: 'Email' },
        phone: { label: 'Teléfono' },
        reason: { label: 'Motivo de tu consulta' },
        message: { label: 'Mensaje' },
      },
      reasons: [
        { id: 'demo', label: 'Solicitar una demo' },
        { id: 'quote', label: 'Pedir presupuesto' },
        { id: 'support', label: 'Soporte técnico' },
        { id: 'partnership', label: 'Propuesta de colaboración' },
        { id: 'press', label: 'Prensa y medios' },
        { id: 'other', label: 'Otro' },
      ],
      submit: 'Enviar mensaje',
      submitting: 'Enviando...',
      success: {
        title: '¡Mensaje enviado!',
        text: 'Te responderemos en menos de {replyHours} horas laborables.',
      },
      failure: {
        title: 'Error',
        text: 'Ocurrió un error. Por favor intenta de nuevo.',
      },
    },
    channelsTitle: 'Otras formas de contactarnos',
    channels: [
      {
        id: 'email',
        title: 'Por email',
        text: 'Escríbenos a {contactEmail}: te respondemos en menos de {replyHours} horas laborables.',
        action: 'Enviar un email',
      },
      {
        id: 'booking',
        title: 'Cita online',
        text: 'Elige el horario que mejor te venga para hablar con un experto.',
        action: 'Reservar cita',
      },
      {
        id: 'office',
        title: 'Sede central',
        text: '{streetAddress}, {postalCode} {city}, Francia',
        action: 'Visítanos con cita previa',
      },
    ],
    hours: {
      title: 'Horario de atención',
      text: 'Te atendemos en este horario: {businessHours}. Los mensajes recibidos fuera de él se gestionan el siguiente día laborable.',
    },
    faq: {
      title: 'Preguntas frecuentes',
      items: [
        {
          question: '¿Cuánto se tarda en empezar?',
          answer:
            'La puesta en marcha técnica lleva menos de {setupHours} h desde que se valida tu proyecto. Configuramos contigo tus primeros flujos de curación.',
        },
        {
          question: '¿Qué redes sociales son compatibles?',
          answer:
            'La plataforma cubre Instagram y TikTok: fotos, vídeos y carruseles, localizados por hashtag, mención, geolocalización o en el historial de publicaciones.',
        },
        {
          question: '¿Dónde está el equipo de soporte?',
          answer:
            'Nuestro equipo de soporte está en Francia y te acompaña con compromisos de servicio (SLA) definidos en tu contrato.',
        },
      ],
    },
    demoCard: {
      title: '¿Prefieres ver la plataforma en acción?',
      text: 'Reserva directamente una demo de {demoMinutes} minutos con un experto, el día y la hora que mejor te vengan.',
      button: 'Reservar mi demo',
    },
  },

  pricing: {
    meta: {
      title: 'Precios y planes | {brandName}',
      description:
        'Descubre los planes Starter, Professional y Enterprise de {brandName}: precios a medida, datos alojados en Francia, soporte experto y cumplimiento del RGPD.',
    },
    hero: {
      eyebrow: 'Precios',
      title: 'Un plan a la medida de tus ambiciones',
      subtitle:
        'Nuestros precios se calculan a medida, según tus volúmenes, tus marcas y tus canales de difusión. Elige tu punto de partida: el resto lo construimos contigo.',
    },
    popularBadge: 'Más popular',
    price: 'A medida',
    priceNote: 'según presupuesto',
    audienceLabel: '¿Para quién?',
    includedLabel: 'Incluye',
    limitationsLabel: 'Límites',
    plans: [
      {
        id: 'starter',
        name: 'Starter',
        description: 'Lo esencial para lanzar tu estrategia UGC y publicar tus primeros contenidos autorizados.',
        audience: 'Pymes y startups',
        features: [
          'Captación por hashtag y menciones',
          'Solicitudes de derechos y recordatorios automáticos',
          'Biblioteca de medios centralizada',
          'Widgets de carrusel y muro de contenido',
          'Descarga en calidad original',
        ],
        limitations: ['API limitada', 'Sin geolocalización avanzada'],
        cta: 'Contactar',
      },
      {
        id: 'professional',
        name: 'Professional',
        description: 'La plataforma completa para las marcas que hacen del UGC una palanca de crecimiento.',
        audience: 'Marcas en crecimiento y equipos de marketing',
        features: [
          'API completa',
          'Búsqueda semántica',
          'Biblioteca de medios compartida',
          'Geolocalización y filtros avanzados',
          'Soporte prioritario',
          'Acceso superadmin a los medios obtenidos',
          'Analítica avanzada',
        ],
        limitations: ['Sin API a medida'],
        cta: 'Contactar',
      },
      {
        id: 'enterprise',
        name: 'Enterprise',
        description: 'Una solución a medida para grupos multimarca y grandes volúmenes.',
        audience: 'Grandes cuentas y grupos multimarca',
        features: [
          'Búsqueda semántica avanzada',
          'API a medida',
          'Geolocalización mundial',
          'Soporte dedicado 24/7',
          'Compromiso de servicio (SLA)',
          'RGPD reforzado',
          'Multicuenta y gestión de permisos',
        ],
        limitations: [],
        cta: 'Hablar con un experto',
      },
    ],
    limits: {
      title: 'Los límites de cada plan',
      caption: 'Límites de uso por plan',
      planColumn: 'Plan',
      brands: 'Marcas',
      users: 'Usuarios',
      curationFlows: 'Flujos de curación simultáneos',
      assets: 'Recursos simultáneos (widgets o landing pages)',
      monthlyContent: 'Contenidos al mes',
      unlimited: 'Ilimitado',
      countingNote: 'Una foto, un vídeo o un carrusel cuentan como un solo contenido.',
      changeNote:
        'Puedes cambiar de plan cuando quieras: el paso a un plan superior es inmediato y el paso a uno inferior se aplica en el siguiente ciclo de facturación.',
    },
    inclusions: {
      title: 'Incluido en todos los planes',
      items: [
        'Obtención de derechos de los creadores',
        'Recordatorios automáticos',
        'Descarga en calidad original',
        'Plugin de WordPress',
        'Datos alojados en Francia',
        'Acompañamiento en la puesta en marcha',
      ],
    },
    reassurance: {
      title: 'Por qué confiar en nosotros',
      chips: [
        'Sin permanencia',
        'Datos alojados en Francia',
        'Conforme al RGPD',
        'Soporte cercano',
        'Operativo en {setupHours} h',
        'Equipo en Francia',
        'Derechos trazables',
        'Instagram y TikTok',
        'Calidad original',
        'Respuesta en {replyHours} h',
      ],
      tiles: [
        {
          title: 'Seguridad jurídica',
          text: 'Cada contenido publicado se basa en la autorización expresa de su creador, guardada en tu biblioteca de medios.',
        },
        {
          title: 'Acompañamiento humano',
          text: 'Un equipo francés te acompaña desde la puesta en marcha hasta los primeros resultados, con un interlocutor que conoce tu marca.',
        },
        {
          title: 'Datos soberanos',
          text: 'Tus datos se alojan en Francia y se tratan conforme al RGPD, bajo la responsabilidad de un equipo francés.',
        },
      ],
    },
    faq: {
      title: 'Preguntas sobre precios',
      items: [
        {
          question: '¿Qué cuenta como un contenido?',
          answer:
            'Cada foto, vídeo o carrusel cuenta como un contenido, sin importar cuántas imágenes incluya. Starter incluye {starterMonthlyContent} contenidos al mes, Professional {professionalMonthlyContent} y Enterprise un volumen ilimitado.',
        },
        {
          question: '¿Puedo cambiar de plan más adelante?',
          answer:
            'Sí, en cualquier momento. El paso a un plan superior es inmediato; el paso a uno inferior se aplica en el siguiente ciclo de facturación.',
        },
        {
          question: '¿Qué pasa si alcanzo el límite de mi plan?',
          answer:
            'Tu contenido ya publicado sigue en línea. Te avisamos cuando te acerques al límite y, si lo necesitas, te proponemos pasar al plan superior, con efecto inmediato.',
        },
        {
          question: '¿Hay permanencia o periodo de prueba?',
          answer:
            'Nuestros planes no tienen permanencia a largo plazo. En lugar de una prueba genérica, te ofrecemos una demo personalizada de {demoMinutes} minutos, preparada a partir de tu propio contenido.',
        },
      ],
    },
    consultation: {
      title: '¿Necesitas ayuda para elegir?',
      text: 'Nuestros expertos analizan tus necesidades y te recomiendan el plan más adecuado en una reunión gratuita y sin compromiso.',
      button: 'Pedir una consulta gratuita',
    },
  },

  about: {
    meta: {
      title: 'Quiénes somos: nuestra historia y equipo | {brandName}',
      description:
        'Desde {foundedYear}, {brandName} ayuda a las marcas a usar legalmente el contenido de Instagram y TikTok de sus clientes. Conoce nuestra historia y equipo.',
    },
    hero: {
      eyebrow: 'Quiénes somos',
      title: 'Ayudamos a las marcas a poner en valor la voz de sus clientes',
      subtitle: 'Un equipo francés que convierte el UGC en un activo de marketing fiable, legal y rentable.',
    },
    story: {
      title: 'Nuestra historia',
      paragraphs: [
        'Fundamos {brandName} en {foundedYear} a partir de una idea sencilla: cada día, los clientes crean fotos y vídeos más convincentes que muchas campañas, pero a las marcas les cuesta aprovecharlos sin riesgos legales.',
        'Desde nuestra sede en {city}, a las puertas de París, hemos diseñado una plataforma que automatiza todo el proceso: encontrar el mejor contenido, obtener el permiso de sus autores, organizarlo y difundirlo.',
        'Hoy, nuestro equipo francés trabaja con marcas de moda, belleza, distribución y muchos otros sectores con la misma exigencia: contenido auténtico, utilizado con total legalidad.',
      ],
    },
    statsTitle: 'En cifras',
    stats: [
      { stat: 'brands', label: 'marcas confían en nosotros' },
      { stat: 'contentsProcessed', label: 'contenidos procesados' },
      { stat: 'satisfaction', label: 'de clientes satisfechos' },
      { stat: 'legalCompliance', label: 'de cumplimiento legal' },
    ],
    mission: {
      title: 'Nuestra misión',
      text: 'Hacer que el UGC esté al alcance de todas las marcas, conciliando el rendimiento del marketing con el respeto a los derechos de los creadores.',
    },
    vision: {
      title: 'Nuestra visión',
      text: 'Un marketing en el que la voz de los clientes sea la protagonista, gracias a contenido auténtico, autorizado y valorado.',
    },
    values: {
      title: 'Nuestros valores',
      items: [
        {
          id: 'collaboration',
          title: 'Colaboración',
          text: 'Construimos con nuestros clientes y con los creadores relaciones duraderas, basadas en la escucha y la transparencia.',
        },
        {
          id: 'innovation',
          title: 'Innovación',
          text: 'Mejoramos la plataforma de forma continua para anticiparnos a los nuevos usos de las redes sociales y a las necesidades de las marcas.',
        },
        {
          id: 'authenticity',
          title: 'Autenticidad',
          text: 'Creemos en la fuerza del contenido real, creado por clientes reales, y en el justo reconocimiento de sus autores.',
        },
        {
          id: 'creativity',
          title: 'Creatividad',
          text: 'Ayudamos a las marcas a imaginar nuevas formas de contar su historia junto a su comunidad.',
        },
      ],
    },
    team: {
      title: 'Un equipo francés, cerca de ti',
      text: 'Producto, tecnología y atención al cliente: todo nuestro equipo trabaja desde Francia, para hablar directamente con el tuyo.',
      location: '{city} (Gran París), Francia',
    },
    cta: {
      title: '¿Quieres saber más?',
      text: 'Hablemos de tus retos o descubre ya nuestros planes.',
      contactButton: 'Contactar',
      pricingButton: 'Ver precios',
    },
  },

  support: {
    meta: {
      title: 'Soporte y centro de ayuda | {brandName}',
      description:
        'Centro de ayuda de {brandName}: soporte por email, citas técnicas, solución de problemas y respuestas sobre la API, los widgets, las cuotas y la seguridad.',
    },
    hero: {
      eyebrow: 'Soporte',
      title: 'Un soporte experto, con sede en Francia',
      subtitle:
        'Nuestro equipo te acompaña para que saques el máximo partido a la plataforma, desde la integración técnica hasta tus campañas.',
    },
    channelsTitle: 'Contactar con soporte',
    channels: [
      {
        id: 'email',
        title: 'Soporte por email',
        text: 'Para cualquier duda sobre tu cuenta, tus integraciones o tu contenido.',
        detail: 'Respuesta media en menos de {emailResponseHours} h',
        action: 'Escribir a soporte',
      },
      {
        id: 'appointment',
        title: 'Cita técnica',
        text: 'Una videollamada con un experto para una integración o un problema complejo.',
        detail: 'Cita en menos de {appointmentHours} h',
        action: 'Pedir cita',
      },
      {
        id: 'chat',
        title: 'Chat en directo',
        text: 'Para dudas rápidas, nuestro equipo te responde en horario laboral.',
        detail: '{businessHours}',
        action: 'Escríbenos',
      },
    ],
    stats: [
      { stat: 'contentsSourced', label: 'contenidos captados de media por marca' },
      { stat: 'supportSatisfaction', label: 'de satisfacción con el soporte' },
    ],
    troubleshooting: {
      title: 'Solución rápida de problemas',
      intro: 'Antes de contactarnos, haz estas comprobaciones: resuelven la mayoría de los problemas habituales.',
      steps: [
        {
          title: 'Comprueba tus accesos',
          text: 'Asegúrate de que tus cuentas de Instagram y TikTok están bien conectadas y de que tu clave de API es válida.',
        },
        {
          title: 'Vacía la caché',
          text: 'Después de modificar un widget, vacía la caché de tu navegador y de tu web para ver la última versión.',
        },
        {
          title: 'Revisa la consola',
          text: 'Abre la consola de tu navegador: si nos contactas, el mensaje de error que aparece nos ayudará a resolver el problema más rápido.',
        },
      ],
    },
    faq: {
      title: 'Preguntas frecuentes',
      items: [
        {
          id: 'api',
          question: '¿Cómo integro la API REST en mi web?',
          answer:
            'Una vez activada tu cuenta, recibes una clave de API y acceso a la documentación. Cada petición se autentica con esa clave y devuelve tu contenido aprobado en formato JSON. Nuestros expertos pueden ayudarte en una cita técnica.',
        },
        {
          id: 'widgets',
          question: 'Mi widget no se muestra: ¿qué hago?',
          answer:
            'Comprueba que el código de integración está en la página, que el widget contiene al menos un contenido aprobado y que el dominio de tu web está autorizado en tu configuración; después, vacía la caché. Si el problema continúa, envíanos la URL de la página afectada.',
        },
        {
          id: 'performance',
          question: '¿Los widgets ralentizan mis páginas?',
          answer:
            'No. Los widgets se cargan de forma diferida y las imágenes se sirven en el tamaño adecuado para cada pantalla, para no penalizar la velocidad de carga de tus páginas.',
        },
        {
          id: 'quotas',
          question: '¿Qué significa un error HTTP 429?',
          answer:
            'Indica que has superado temporalmente la cuota de peticiones de tu plan. Espacia tus llamadas, repítelas pasado el tiempo indicado en la cabecera Retry-After y guarda las respuestas en caché. Si tus necesidades crecen, podemos ajustar tus cuotas.',
        },
        {
          id: 'security',
          question: '¿Están seguros mis datos?',
          answer:
            'Tus datos se alojan en Francia, se cifran durante la transferencia y se tratan conforme al RGPD. Los accesos a la plataforma son nominativos y tu administrador define los permisos de cada usuario.',
        },
        {
          id: 'outages',
          question: '¿Qué hago si el servicio se cae o no está disponible?',
          answer:
            'Nuestro equipo supervisa la plataforma de forma continua. Si hay una incidencia, contacta con soporte por email: te mantendremos informado hasta que el servicio se restablezca. El plan Enterprise incluye compromisos contractuales de disponibilidad (SLA).',
        },
      ],
    },
    resources: {
      title: 'Recursos',
      items: [
        {
          id: 'apiDocs',
          title: 'Documentación de la API',
          text: 'Endpoints, ejemplos de peticiones y buenas prácticas para integrar tu contenido en tus herramientas.',
          action: 'Solicitar acceso',
        },
        {
          id: 'tutorials',
          title: 'Tutoriales en vídeo',
          text: 'Sesiones de formación por videollamada con nuestros expertos: curación, obtención de derechos y widgets.',
          action: 'Reservar una sesión',
        },
        {
          id: 'knowledgeBase',
          title: 'Base de conocimiento',
          text: 'Respuestas a las preguntas más frecuentes sobre integración, widgets, cuotas y seguridad.',
          action: 'Ver las preguntas frecuentes',
        },
      ],
    },
    cta: {
      title: '¿No encuentras la respuesta?',
      text: 'Cuéntanos tu caso: nuestro equipo te responde en menos de {replyHours} horas laborables.',
      button: 'Contactar con soporte',
    },
  },

  useCases: {
    meta: {
      title: 'Casos de uso de UGC para marcas | {brandName}',
      description:
        'E-commerce, retail, redes sociales, publicidad: descubre cómo las marcas usan el UGC de Instagram y TikTok para vender más, con resultados medibles.',
    },
    hero: {
      eyebrow: 'Casos de uso',
      title: 'El UGC al servicio de cada uno de tus canales',
      subtitle:
        'E-commerce, tiendas, redes sociales, publicidad: descubre cómo las marcas se apoyan en el contenido de sus clientes para vender más y mejor.',
    },
    items: [
      {
        id: 'ecommerce',
        title: 'E-commerce',
        text: 'Integra fotos y vídeos de clientes en tus fichas de producto para dar confianza en el momento de la compra.',
        benefits: [
          'Mayor tasa de conversión',
          'Más añadidos al carrito',
          'Fichas de producto con más vida',
          'Contenido vinculado a tus productos vía PIM',
        ],
      },
      {
        id: 'inspiration',
        title: 'Páginas de inspiración',
        text: 'Crea galerías y landing pages que muestran tus productos en manos de tus clientes: puestos, usados y disfrutados.',
        benefits: [
          'Lookbooks creados con tus clientes',
          'Páginas creadas sin programar',
          'Más tiempo de permanencia en la web',
          'Contenido que se renueva sin parar',
        ],
      },
      {
        id: 'retail',
        title: 'Retail y eventos',
        text: 'Muestra UGC en las pantallas de tus tiendas y pon en valor el contenido publicado en tus eventos.',
        benefits: [
          'Muros de contenido en tienda',
          'Contenido geolocalizado por punto de venta',
          'Cobertura de tus eventos en tiempo real',
          'Más conexión entre online y tienda física',
        ],
      },
      {
        id: 'socialMedia',
        title: 'Gestión de redes sociales',
        text: 'Alimenta tus cuentas con contenido auténtico, autorizado por sus creadores.',
        benefits: [
          'Calendario editorial siempre lleno',
          'Republicación con total legalidad',
          'Más engagement de la comunidad',
          'Relaciones duraderas con tus creadores',
        ],
      },
      {
        id: 'activations',
        title: 'Activaciones y concursos',
        text: 'Lanza concursos por hashtag y recopila automáticamente todas las participaciones.',
        benefits: [
          'Recogida automática de participaciones',
          'Selección de ganadores más fácil',
          'Derechos obtenidos sobre el mejor contenido',
          'Visibilidad de marca multiplicada',
        ],
      },
      {
        id: 'advertising',
        title: 'Publicidad',
        text: 'Usa el UGC en tus campañas de pago para conseguir anuncios más creíbles y más eficaces.',
        benefits: [
          'Creatividades publicitarias auténticas',
          'Costes de producción reducidos',
          'Calidad original para todos los formatos',
          'Derechos de uso publicitario garantizados',
        ],
      },
    ],
    benefitsLabel: 'Beneficios clave',
    storiesTitle: 'Resultados de clientes',
    storiesIntro: 'Dos marcas que han convertido el UGC en una auténtica palanca de rendimiento.',
    stories: [
      {
        id: 'fashion',
        sector: 'E-commerce de moda',
        title: 'Una marca de moda dispara sus ventas online',
        text: 'Al integrar las fotos de sus clientas en sus fichas de producto y páginas de inspiración, esta marca de ropa convirtió a su comunidad en su mejor escaparate.',
        metrics: [
          { stat: 'fashionConversions', label: 'de conversiones' },
          { stat: 'fashionEngagement', label: 'de engagement' },
          { stat: 'fashionOrderValue', label: 'de ticket medio' },
        ],
      },
      {
        id: 'beauty',
        sector: 'Belleza y cosmética',
        title: 'Una marca de belleza multiplica su alcance',
        text: 'Al republicar, con su permiso, los tutoriales y reseñas de sus clientas, esta marca de cosmética enriqueció sus redes sociales y sus campañas, a la vez que reducía sus costes de contenido.',
        metrics: [
          { stat: 'beautySocialRoi', label: 'ROI social' },
          { stat: 'beautyContentCost', label: 'en costes de contenido' },
          { stat: 'beautyReach', label: 'de alcance' },
        ],
      },
    ],
    cta: {
      title: '¿Y si tu marca fuera la siguiente?',
      text: 'Veamos juntos cómo el UGC puede ayudarte a cumplir tus objetivos, canal a canal.',
      button: 'Solicitar demo',
    },
  },

  legal: {
    meta: {
      title: 'Aviso legal | {brandName}',
      description:
        'Aviso legal de {brandName}: titular, alojamiento en Francia, confidencialidad, normas de seguridad y de cuenta, datos personales (RGPD) y cookies.',
    },
    title: 'Aviso legal',
    intro:
      'Esta página identifica al titular del sitio {brandName} y recoge las normas aplicables al uso de la plataforma y al tratamiento de tus datos personales.',
    sections: [
      {
        id: 'publisher',
        title: 'Titular y alojamiento',
        paragraphs: [
          'El sitio web y la plataforma son titularidad de {brandName}, con domicilio social en {streetAddress}, {postalCode} {city}, Francia. Puedes escribirnos a {contactEmail}.',
          'El sitio web y los datos de la plataforma se alojan en Francia. Los datos completos de nuestro proveedor de alojamiento se facilitan a quien los solicite en {contactEmail}.',
        ],
      },
      {
        id: 'privacy',
        title: 'Confidencialidad',
        paragraphs: [
          'Damos gran importancia a la confidencialidad de la información que nos confías. Solo la utilizamos para responder a tus solicitudes, prestar nuestros servicios y mejorar la plataforma.',
          'Tus datos nunca se venden. Solo se comunican a los proveedores técnicos estrictamente necesarios para el funcionamiento del servicio, sujetos a la misma obligación de confidencialidad.',
        ],
      },
      {
        id: 'security',
        title: 'Normas de seguridad',
        paragraphs: [
          'Tus credenciales son estrictamente personales: eres responsable de su confidencialidad y no debes compartirlas. Debes informarnos sin demora de cualquier uso sospechoso de tu cuenta.',
          'Está prohibido intentar acceder sin autorización a la plataforma, alterar su funcionamiento o eludir sus medidas de protección. Cualquier incumplimiento puede dar lugar a la suspensión de la cuenta, sin perjuicio de las acciones legales que correspondan.',
        ],
      },
      {
        id: 'account',
        title: 'Registro y cuenta',
        paragraphs: [
          'Solo pueden abrir una cuenta las personas de {minimumAge} años o más. La información facilitada en el registro debe ser exacta y mantenerse actualizada.',
          'Puedes solicitar el cierre de tu cuenta en cualquier momento. Podemos suspender o cerrar una cuenta si se incumplen estas normas.',
        ],
      },
      {
        id: 'rightsOfOthers',
        title: 'Respeto de los derechos de terceros',
        paragraphs: [
          'El contenido publicado por los creadores sigue siendo de su propiedad. Solo puede reutilizarse a través de la plataforma tras obtener su autorización expresa y dentro de los límites del uso aceptado.',
          'Los usuarios se comprometen a respetar los derechos de terceros, en particular los derechos de autor, el derecho a la propia imagen y el derecho de marcas, y a no difundir ningún contenido ilícito, difamatorio o que vulnere la intimidad.',
        ],
      },
    ],
    personalData: {
      title: 'Datos personales',
      intro:
        'De acuerdo con el Reglamento General de Protección de Datos (RGPD), te explicamos cómo tratamos tus datos personales.',
      points: [
        'Datos recogidos: la información que introduces en nuestros formularios (nombre, apellidos, email, empresa, cargo, teléfono, mensaje) y los datos técnicos necesarios para el funcionamiento del sitio.',
        'Finalidades: responder a tus solicitudes, organizar las demos, prestar y mejorar nuestros servicios e informarte de nuestras ofertas si has dado tu consentimiento.',
        'Plazo de conservación: tus datos se conservan durante el tiempo necesario para estas finalidades y después se eliminan o anonimizan, respetando los plazos legales.',
        'Tus derechos: tienes derecho de acceso, rectificación, supresión, limitación, oposición y portabilidad, así como a presentar una reclamación ante la CNIL, la autoridad francesa de protección de datos.',
        'Ejercicio de tus derechos: escríbenos a {contactEmail}. Te responderemos lo antes posible y, como máximo, en el plazo de un mes.',
      ],
    },
    cookies: {
      title: 'Cookies',
      paragraphs: [
        'El sitio utiliza cookies estrictamente necesarias para su funcionamiento y, con tu consentimiento, cookies de medición de audiencia. Puedes aceptar o rechazar estas últimas en cualquier momento.',
        'Tu elección se conserva durante {cookieConsentMonths} meses; pasado ese plazo, volveremos a pedirte tu consentimiento.',
      ],
    },
  },

  notFound: {
    meta: {
      title: 'Página no encontrada | {brandName}',
      description:
        'La página que buscas no existe en el sitio de {brandName}. Descubre nuestras soluciones UGC para marcas desde el inicio o contacta con nuestro equipo.',
    },
    title: '¡Vaya! Página no encontrada',
    text: 'La página que buscas no existe o se ha movido. Vuelve al inicio para seguir navegando.',
    homeLink: 'Volver al inicio',
  },

  demo: {
    meta: {
      title: 'Solicitar demo | {brandName}',
      description:
        'Solicita una demo personalizada de {brandName}: {demoMinutes} minutos con un experto, con tu propio contenido. Te respondemos en menos de {replyHours} horas laborables.',
    },
    hero: {
      eyebrow: 'Demo',
      title: 'Solicita tu demo personalizada',
      subtitle:
        'Cuéntanos brevemente cómo es tu marca y un experto te mostrará la plataforma con tu propio contenido. ¿Prefieres elegir ya el día y la hora? Resérvalo directamente.',
    },
    bookingAfterSuccess: 'Elegir día y hora ahora',
  },

  previews: {
    heroAlt:
      'Vista previa de la plataforma: la publicación de Instagram de un cliente, la solicitud de derechos enviada a su creador, su «Sí», el contenido marcado como «Derechos autorizados» en la biblioteca y, por último, en una ficha de producto.',
    productPageAlt:
      'Vista previa de una ficha de producto: debajo del producto, un carrusel de fotos de clientes con derechos autorizados.',
    search: '#tumarca',
    newPost: 'Nueva publicación',
    brandSender: 'Tu marca',
    request: '¡Hola! Nos encanta tu foto. ¿Podemos compartirla en nuestra web y en nuestras redes sociales?',
    reply: '¡Sí, claro!',
    cleared: 'Derechos autorizados',
    pending: 'Pendiente',
    library: 'Biblioteca de medios',
    widget: 'Visto en Instagram',
    productPage: 'Ficha de producto',
    addToCart: 'Añadir al carrito',
    collage: {
      file: 'community.svg',
      width: 1600,
      height: 1000,
      alt: 'Ilustración: un mosaico de publicaciones coloridas, algunas con una marca de verificación verde, como en una biblioteca con derechos autorizados.',
    },
  },
} satisfies SiteContent;

export default es;
