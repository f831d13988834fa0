import type { SiteContent } from '../schema/site-content';

const es = {
  common: {
    languageName: 'Español',
    skipLink: 'Ir al contenido principal',
    header: {
      logoLabel: '{brandName}, inicio',
      navLabel: 'Navegación principal',
      languageLabel: 'Idioma',
      menuOpen: 'Abrir menú',
      menuClose: 'Cerrar menú',
      demoButton: 'Solicitar una demo',
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
        'La plataforma UGC que encuentra las fotos y vídeos de Instagram y TikTok de tus clientes, pide y archiva la autorización de sus creadores y publica el contenido en todos tus canales.',
      productHeading: 'Producto',
      companyHeading: 'Empresa',
      supportHeading: 'Soporte',
      supportText: 'Un equipo con sede en {teamCountry} que te responde en menos de {replyHours} horas (días laborables).',
      contactHeading: 'Contacto',
      links: {
        features: 'Funcionalidades',
        pricing: 'Precios',
        useCases: 'Casos de uso',
        support: 'Centro de ayuda',
        about: 'Quiénes somos',
        contact: 'Contacto',
        legal: 'Aviso legal y privacidad',
        platform: 'Seguridad y RGPD',
        booking: 'Reservar una demo',
        instagram: 'Instagram',
        linkedin: 'LinkedIn',
      },
      copyright: '© {year} {brandName}. Todos los derechos reservados.',
    },
    externalLink: '(sitio externo)',
    notices: {
      regionLabel: 'Notificaciones',
      close: 'Cerrar',
    },
    appError: {
      title: 'Error inesperado en la aplicación',
    },
    formats: {
      businessHours: 'de {firstDay} a {lastDay}, de {opens} a {closes} h (hora peninsular española)',
      atLeast: 'más de {count}',
      atLeastPercent: 'más del {count}',
      ratio: '{value} de cada {of}',
      supportLanguage: '{language}',
      sourceLine: '{kind} ({who}, {when})',
      populations: {
        posts: { one: '{count} publicación', other: '{count} publicaciones' },
        productPages: { one: '{count} ficha de producto', other: '{count} fichas de producto' },
        orders: { one: '{count} pedido', other: '{count} pedidos' },
        campaigns: { one: '{count} campaña', other: '{count} campañas' },
        brands: { one: '{count} marca', other: '{count} marcas' },
        users: { one: '{count} usuario encuestado', other: '{count} usuarios encuestados' },
        shoppers: { one: '{count} consumidor encuestado', other: '{count} consumidores encuestados' },
      },
      comparisons: {
        postsWithoutUgc: 'frente a publicaciones sin UGC',
        pagesWithoutUgc: 'frente a fichas sin UGC',
        traditionalShoots: 'frente a las sesiones de fotos tradicionales',
        manualWork: 'frente al trabajo manual',
      },
      sourceBaseline: 'frente a {when}',
      replyTime: '{hours} horas (días laborables)',
      contract: {
        billingPeriods: { monthly: 'mensual', quarterly: 'trimestral', annual: 'anual' },
        priceBasis: { excludingVat: 'precios en {currency}, IVA no incluido', includingVat: 'precios en {currency}, IVA incluido' },
        quotaCounting: {
          rightsRequestSent: 'cada contenido cuenta una vez, al enviar la solicitud de derechos; buscar es ilimitado',
          rightsGranted: 'cada contenido cuenta una vez, cuando su creador lo autoriza; las solicitudes sin respuesta no cuentan',
        },
        atQuota: {
          requestsPause: 'las solicitudes nuevas esperan al mes siguiente o a un plan superior, sin cargos',
          overageInvoiced: 'las solicitudes siguen y cada contenido extra se factura a la tarifa del contrato',
        },
        integrationsWithRoadmap: '{available}; pronto: {roadmap}',
        contentSourcing: { officialApis: 'las API oficiales de Instagram y TikTok, según sus reglas' },
        permissionRequest: { creatorReply: 'el creador autoriza respondiendo a la solicitud' },
        dataProcessingAgreement: { annexedToContract: 'anexo a cada contrato de suscripción (art. 28 del RGPD); te enviamos el modelo antes de la firma' },
        platformProcessor: '{name} ({role}, {country})',
        platformProcessorRoles: { hosting: 'alojamiento', backups: 'copias de seguridad', email: 'correos de la plataforma', support: 'chat de soporte' },
        securityMeasures: {
          encryptionInTransit: 'cifrado en tránsito (TLS)',
          encryptionAtRest: 'cifrado en reposo',
          yearlyPenetrationTest: 'prueba de penetración anual a cargo de una empresa independiente',
        },
        securityWithCertifications: '{measures}; certificación {certifications}',
        certification: '{standard} ({certifiedBy}, válida hasta {validUntil})',
        enterpriseUptime: 'disponibilidad garantizada del {uptime} al mes (SLA del plan Enterprise)',
        creatorData: {
          brandControls:
            'la marca es la responsable del tratamiento y la plataforma, su encargada; cada solicitud de autorización se lo indica al creador (art. 14 del RGPD) y remite a tu política de privacidad',
        },
        creatorLicence: {
          freeNonExclusive:
            'gratuita y no exclusiva, limitada a los usos, canales, territorio y duración de la solicitud aceptada; si el creador retira su autorización, sus contenidos salen de tus galerías y widgets en un plazo de {withdrawalDays}',
        },
      },
    },
    sources: {
      title: 'Fuentes',
      markLabel: 'Fuente',
      kinds: {
        customerSurvey: 'Encuesta a clientes',
        study: 'Estudio',
        platformData: 'Datos de la plataforma',
      },
      link: 'Consultar la fuente',
    },
    customers: {
      title: 'Confían en nosotros',
      logosLabel: 'Logotipos de nuestros clientes',
      translated: 'Traducción',
    },
  },

  forms: {
    common: {
      optional: '(opcional)',
      honeypot: 'No rellenes este campo',
      choose: 'Selecciona…',
      receipt: 'Hora de envío: {time} h. Te enviaremos la respuesta a {address}.',
      sendAnother: 'Enviar otra solicitud',
      failureAction: 'Escríbenos por email',
      errors: {
        required: 'Este campo es obligatorio.',
        choose: 'Elige una opción de la lista.',
        tooLong: 'Este campo admite como máximo {max} caracteres.',
        email: 'Escribe una dirección de email completa, por ejemplo ana.garcia@empresa.es.',
        phone: 'El teléfono solo puede contener cifras, espacios y los signos + ( ) . -',
        invalid: 'Este valor no es válido. Revísalo y vuelve a enviar el formulario.',
      },
      tooMany: {
        email: {
          title: 'Demasiados envíos con este email',
          text: 'Acabamos de recibir varias solicitudes desde esta dirección. Podrás volver a enviar el formulario dentro de {wait}; lo que has escrito sigue aquí.',
        },
        address: {
          title: 'Demasiados envíos desde tu conexión',
          text: 'Se acaban de enviar varias solicitudes desde tu red. Podrás volver a enviar el formulario dentro de {wait}; lo que has escrito sigue aquí.',
        },
      },
    },
    privacy: {
      controller: 'Responsable del tratamiento:',
      purposes: {
        demoRequest: 'Finalidad: organizar tu demo.',
        contactMessage: 'Finalidad: responder a tu mensaje.',
      },
      rights: 'Conservación: {prospectRetentionYears} años desde el último contacto. Derechos: acceso, rectificación, supresión, limitación, oposición y, en su caso, portabilidad.',
      link: 'Política de privacidad',
    },
    withoutScript: 'Este formulario necesita JavaScript, que está desactivado en tu navegador. Escríbenos directamente:',
    salesEmail: {
      demoSubject: 'Nueva solicitud de demo: {name} ({company})',
      contactSubject: 'Nuevo mensaje de contacto: {name} ({company})',
      line: '{label}: {value}',
      prospectLanguage: 'Idioma de la solicitud',
      received: 'Fecha de recepción',
      reference: 'Referencia',
      replyHint: 'Responde a este correo para escribir directamente a la persona que te ha contactado.',
    },
  },

  home: {
    meta: {
      title: 'Plataforma UGC para marcas | {brandName}',
      description:
        'Plataforma UGC para marcas: encuentra las fotos y vídeos de Instagram y TikTok de tus clientes, consigue la autorización de sus creadores y publícalos en tus canales.',
    },
    hero: {
      eyebrow: 'Plataforma UGC para marcas',
      title: 'Publica las fotos y vídeos de tus clientes en todos tus canales, con su autorización',
      subtitle:
        'Encuentra en Instagram y TikTok las publicaciones que muestran tus productos, pide la autorización de cada creador en pocos clics y publícalas en tu web, tus redes sociales, las pantallas de tus tiendas y tus anuncios. Cada autorización queda archivada junto al contenido.',
      primaryButton: 'Solicitar una demo',
      secondaryButton: 'Ver cómo funciona',
      stats: [
        { stat: 'engagementLift', label: 'de engagement en publicaciones con UGC' },
        { stat: 'addToCart', label: 'más añadidos al carrito en fichas de producto con UGC' },
        { stat: 'productionCost', label: 'en costes de producción de contenido visual' },
      ],
    },
    features: {
      eyebrow: 'Funcionalidades',
      title: 'Todo el ciclo de vida del UGC en una sola plataforma',
      intro:
        'De la búsqueda a la publicación, cada paso está pensado para equipos de marketing que quieren contenido auténtico, con la autorización documentada de cada creador.',
      advantageBadge: 'Ventaja competitiva',
      groups: [
        { id: 'sourcing', title: 'Búsqueda de contenido' },
        { id: 'rights', title: 'Selección y derechos' },
        { id: 'library', title: 'Biblioteca de medios' },
        { id: 'distribution', title: 'Distribución' },
      ],
      items: [
        {
          id: 'hashtagSourcing',
          title: 'Seguimiento de hashtags',
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
          text: 'Vuelve atrás en el tiempo: recupera también las publicaciones anteriores a tu campaña y llena tu biblioteca de medios desde el primer día.',
        },
        {
          id: 'smartCuration',
          title: 'Selección inteligente',
          text: 'Búsqueda semántica, filtros avanzados y selección con un clic: identifica en segundos el contenido que mejor refleja tu imagen.',
        },
        {
          id: 'rightsRequests',
          title: 'Solicitudes de derechos personalizadas',
          text: 'Envía a los creadores solicitudes privadas, con tu imagen de marca y en su idioma, que indican usos, medios, territorio, plazo y mención del creador, con un enlace a tus condiciones; sigue cada respuesta desde un único panel.',
        },
        {
          id: 'automatedFollowUp',
          title: 'Recordatorios automáticos',
          text: 'Los creadores que no responden reciben un recordatorio automático: consigues más autorizaciones sin esfuerzo extra para tu equipo.',
        },
        {
          id: 'mediaLibrary',
          title: 'Biblioteca de medios centralizada',
          text: 'Organiza tu contenido en colecciones con sus derechos y metadatos, compatibles con las herramientas DAM que ya usas.',
        },
        {
          id: 'originalQuality',
          title: 'Calidad original',
          text: 'Descarga fotos y vídeos en su calidad original, listos para tu web, tus redes sociales o tus anuncios.',
        },
        {
          id: 'restApi',
          title: 'API REST',
          text: 'Lleva tu contenido aprobado a tu web, tu app o tus herramientas internas con una API REST documentada.',
        },
        {
          id: 'widgets',
          title: 'Widgets adaptables',
          text: 'Los carruseles y muros de contenido se integran en minutos en tus páginas y se adaptan a cualquier pantalla. Plugin de WordPress incluido.',
        },
        {
          id: 'landingPages',
          title: 'Landing pages',
          text: 'Crea, sin programar, páginas inspiradoras con tu mejor UGC para campañas y lanzamientos.',
        },
        {
          id: 'integrations',
          title: 'Integraciones PIM y DAM',
          text: 'Conecta la plataforma con tus herramientas para vincular cada contenido con su producto e integrarlo en tus flujos de trabajo actuales: {integrations}.',
        },
      ],
    },
    benefits: {
      eyebrow: 'Ventajas',
      title: 'Por qué apostar por el UGC',
      intro:
        'Las fotos y los vídeos de tus clientes muestran tus productos en la vida real. Pero solo sirven si puedes usarlos con la autorización de sus creadores y a gran escala.',
      stats: [
        { stat: 'conversionLift', label: 'en la tasa de conversión de las fichas de producto con UGC' },
        { stat: 'timeSaved', label: 'de tiempo ahorrado en buscar contenido y pedir autorizaciones' },
        { stat: 'ugcSeekers', label: 'consumidores buscan contenido de otros clientes antes de comprar' },
      ],
      items: [
        {
          id: 'conversion',
          title: 'Más conversiones',
          text: 'Las fotos y vídeos de clientes reales generan confianza en el momento de la compra y hacen crecer tus ventas online.',
        },
        {
          id: 'authenticity',
          title: 'Autenticidad',
          text: 'Muestra tus productos tal como los viven tus clientes: un contenido creíble, porque lo crean clientes reales y no tu marca.',
        },
        {
          id: 'costs',
          title: 'Costes de producción bajo control',
          text: 'Tus clientes ya crean imágenes de calidad. Reutilízalas en lugar de multiplicar las sesiones de fotos.',
        },
        {
          id: 'legal',
          title: 'Autorización documentada',
          text: 'Ningún contenido se publica sin la autorización expresa de su creador, con fecha y hora, archivada junto al contenido. Esa autorización no cubre los derechos de terceros (música, marcas o logotipos y el derecho a la propia imagen de quienes aparecen): revisarlos sigue siendo responsabilidad tuya.',
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
          'Republicar una foto o un vídeo sin la autorización de su creador expone a tu marca a riesgos legales.',
          'Pedir autorización a cada creador, uno a uno, entre mensajes privados y hojas de cálculo, le cuesta horas a tu equipo.',
        ],
      },
      solution: {
        title: 'Nuestra solución',
        points: [
          'Recopilación automática por hashtag, mención y geolocalización, publicaciones anteriores incluidas.',
          'Solicitudes de derechos personalizadas, trazables y con recordatorios automáticos.',
          'Una biblioteca de medios centralizada, lista para publicar en todos tus canales.',
        ],
      },
    },
    howItWorks: {
      eyebrow: 'Cómo funciona',
      title: 'Cuatro pasos, de la publicación a la difusión',
      intro:
        'Un proceso sencillo y trazable de principio a fin que convierte una publicación de Instagram o TikTok en un activo de marketing, con la autorización documentada de su creador.',
      keyDifferenceBadge: 'Lo que nos diferencia',
      stepLabel: 'Paso',
      steps: [
        {
          id: 'curation',
          title: 'Búsqueda y selección',
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
          text: 'Pide a cada creador, en su idioma, su autorización con condiciones precisas: usos, medios, territorio, plazo y mención del creador. Cada respuesta queda fechada y archivada con el contenido.',
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
          title: 'Distribución',
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
      title: 'Mira la plataforma en acción con tus propios contenidos',
      text: 'Descubre en una demo personalizada, gratuita y sin compromiso, cómo tu marca puede aprovechar el UGC a gran escala, con la autorización de cada creador.',
      button: 'Solicitar una demo para tu marca',
    },
    demo: {
      title: 'Solicita tu demo personalizada',
      intro:
        'Cuéntanos cómo es tu marca y qué retos tienes: un experto te mostrará la plataforma aplicada a tu propio contenido.',
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
        { id: 'cmo', label: 'Director/a de marketing (CMO)' },
        { id: 'content_director', label: 'Director/a de contenidos o brand content' },
        { id: 'ecommerce_director', label: 'Director/a de e-commerce' },
        { id: 'cdo', label: 'CDO (Chief Digital Officer)' },
        { id: 'digital_marketing_manager', label: 'Responsable de marketing digital' },
        { id: 'other', label: 'Otro' },
      ],
      submit: 'Solicitar una demo',
      submitting: 'Enviando…',
      success: {
        title: '¡Solicitud enviada!',
        text: 'Nos pondremos en contacto contigo en menos de {replyHours} horas (días laborables) para programar tu demo.',
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
        'Contacta con {brandName} para una demo, un presupuesto, soporte o una colaboración. Te respondemos desde {teamCountry} en menos de {replyHours} horas (días laborables).',
    },
    hero: {
      eyebrow: 'Contacto',
      title: 'Hablemos de tu proyecto UGC',
      subtitle:
        '¿Tienes una pregunta, necesitas un presupuesto o quieres proponernos una colaboración? Nuestro equipo, con sede en {teamCountry}, te responde en menos de {replyHours} horas (días laborables).',
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
      planRequest: 'Hola, me interesa el plan {plan} y me gustaría hablarlo con vuestro equipo.',
      submit: 'Enviar mensaje',
      submitting: 'Enviando…',
      success: {
        title: '¡Mensaje enviado!',
        text: 'Te responderemos en menos de {replyHours} horas (días laborables).',
      },
      failure: {
        title: 'Error',
        text: 'Se ha producido un error. Por favor, inténtalo de nuevo.',
      },
    },
    channelsTitle: 'Otras formas de contactar con nosotros',
    channels: [
      {
        id: 'email',
        title: 'Por email',
        text: 'Escríbenos: te respondemos en menos de {replyHours} horas (días laborables).',
        action: 'Enviar un email',
      },
      {
        id: 'booking',
        title: 'Cita online',
        text: 'Elige la franja horaria que mejor te venga para hablar con un experto.',
        action: 'Reservar una cita',
      },
      {
        id: 'office',
        title: 'Sede central',
        text: 'Te recibimos con cita previa en nuestra oficina a las afueras de París.',
        action: 'Concertar una visita',
      },
      {
        id: 'phone',
        title: 'Por teléfono',
        text: 'Te atendemos {businessHours}. Los mensajes que recibimos fuera de ese horario se atienden el siguiente día laborable.',
        action: 'Llamar',
      },
    ],
    faq: {
      title: 'Preguntas frecuentes',
      items: [
        {
          question: '¿Cuánto se tarda en empezar?',
          answer:
            'La puesta en marcha técnica se completa en menos de {setupHours} h una vez aprobado tu proyecto. Después configuramos contigo tus primeras búsquedas activas (hashtags, menciones, ubicaciones).',
        },
        {
          question: '¿Con qué redes sociales funciona la plataforma?',
          answer:
            'La plataforma cubre Instagram y TikTok: fotos, vídeos y carruseles, localizados por hashtag, mención, geolocalización o en el historial de publicaciones.',
        },
        {
          question: '¿En qué idiomas se ofrece el soporte?',
          answer:
            'Nuestro equipo de soporte, con sede en {teamCountry}, te atiende en {supportLanguages}. Eso sí, cada creador recibe las solicitudes de autorización en su propio idioma. El plan Enterprise añade un soporte dedicado 24/7 y un acuerdo de nivel de servicio (SLA) recogido en el contrato.',
        },
        {
          question: '¿Qué autoriza exactamente un creador?',
          answer:
            'Lo que indica la solicitud de derechos: los usos, los medios (web, redes sociales, publicidad), el territorio, el plazo y la mención de su cuenta, con un enlace a las condiciones de la licencia. El creador acepta respondiendo con la palabra clave de la solicitud y declara así que es mayor de edad, que es el autor de la foto o el vídeo y que quienes aparecen en ellos están de acuerdo; su respuesta queda fechada y archivada con el contenido. Queda excluido cualquier uso fuera de esas condiciones, y los derechos de terceros (música, logotipos, personas que aparecen) los sigue revisando la marca.',
        },
      ],
    },
    demoCard: {
      title: '¿Prefieres ver la plataforma en acción?',
      text: 'Reserva directamente una demo de {demoMinutes} minutos con un experto, el día y la hora que mejor te vengan.',
      button: 'Reservar una demo',
    },
    demoRequestCard: {
      title: '¿Prefieres ver la plataforma en acción?',
      text: 'Solicita una demo de {demoMinutes} minutos con un experto: te respondemos en menos de {replyHours} horas (días laborables) para fijar el día y la hora.',
      button: 'Solicitar una demo',
    },
  },

  pricing: {
    meta: {
      title: 'Precios y planes | {brandName}',
      description:
        'Planes Starter, Professional y Enterprise de {brandName}: precios a medida, datos alojados en {dataCountry}, soporte en {supportLanguages} y cumplimiento del RGPD.',
    },
    hero: {
      eyebrow: 'Precios',
      title: 'Tres planes según tu volumen',
      subtitle:
        'El precio depende también del número de marcas y de tus canales de difusión. Elige tu punto de partida: el resto lo construimos contigo.',
    },
    popularBadge: 'El más popular',
    priceOnRequest: 'Todos los planes tienen un precio a medida, según tus necesidades.',
    holdsLabel: 'Capacidad del plan',
    audienceLabel: 'Ideal para',
    includedLabel: 'Incluye',
    includesPlanLabel: 'Todo lo del plan {plan}, más:',
    limitationsLabel: 'Límites',
    plans: [
      {
        id: 'starter',
        name: 'Starter',
        description: 'Lo esencial para lanzar tu estrategia UGC y publicar tus primeros contenidos autorizados.',
        audience: 'pymes y startups',
        features: [
          'Seguimiento de hashtags y menciones',
          'Solicitudes de derechos y recordatorios automáticos',
          'Biblioteca de medios centralizada',
          'Widgets de carrusel y muro de contenido',
          'Descarga en calidad original',
        ],
        limitations: ['API limitada', 'Sin geolocalización avanzada'],
        cta: 'Pedir presupuesto',
      },
      {
        id: 'professional',
        name: 'Professional',
        description: 'La plataforma completa para las marcas que hacen del UGC un motor de crecimiento.',
        audience: 'marcas en crecimiento y equipos de marketing',
        features: [
          'API completa',
          'Búsqueda semántica',
          'Biblioteca de medios compartida',
          'Geolocalización y filtros avanzados',
          'Soporte prioritario en {supportLanguages}',
          'Acceso de superadministrador a todo el contenido autorizado',
          'Analítica avanzada',
        ],
        limitations: ['Sin API a medida'],
        cta: 'Pedir presupuesto',
      },
      {
        id: 'enterprise',
        name: 'Enterprise',
        description: 'Una solución a medida para grupos multimarca y grandes volúmenes.',
        audience: 'grandes empresas y grupos multimarca',
        features: [
          'Búsqueda semántica avanzada',
          'API a medida',
          'Geolocalización mundial',
          'Soporte dedicado 24/7 con un interlocutor único',
          'Acuerdo de nivel de servicio (SLA)',
          'Asesoramiento personalizado sobre el RGPD',
          'Multicuenta y gestión de permisos',
        ],
        limitations: [],
        cta: 'Hablar con un experto',
      },
    ],
    limits: {
      brands: 'Marcas',
      users: 'Usuarios',
      curationFlows: 'Búsquedas activas (hashtag, mención, ubicación)',
      assets: 'Widgets y landing pages activos',
      monthlyContent: 'Contenidos al mes',
      monthlyContentCounted: { rightsRequestSent: 'Solicitudes al mes', rightsGranted: 'Contenidos autorizados al mes' },
      unlimited: 'Sin límite',
      unlimitedQuota: 'Sin límite',
    },
    inclusions: {
      title: 'Incluido en todos los planes',
      items: [
        'Solicitud de derechos a los creadores',
        'Recordatorios automáticos',
        'Descarga en calidad original',
        'Plugin de WordPress',
        'Contenido de Instagram y TikTok',
        'Acompañamiento en la puesta en marcha',
      ],
    },
    reassurance: {
      title: 'Lo esencial, de un vistazo',
      chips: [
        'Sin contratos de larga duración',
        'Datos alojados en {dataCountry}',
        'Conforme al RGPD',
        'Soporte en {supportLanguages}',
        'En marcha en {setupHours} h tras aprobar tu proyecto',
        'Equipo con sede en {teamCountry}',
        'Derechos trazables y archivados',
        'Cambio de plan en cualquier momento',
        'Demo gratuita',
        'Respuesta en menos de {replyHours} h (días laborables)',
      ],
      tiles: [
        {
          title: 'Autorización documentada',
          text: 'Cada contenido publicado se basa en la autorización expresa de su creador, con fecha y hora, guardada en tu biblioteca de medios con su historial de derechos.',
        },
        {
          title: 'Acompañamiento personalizado',
          text: 'Nuestro equipo acompaña a cada cliente desde la puesta en marcha hasta los primeros resultados, y el plan Enterprise añade un interlocutor único que conoce tu marca.',
        },
        {
          title: 'Protección de datos',
          text: 'Tus datos se alojan en {dataCountry} y se tratan conforme al RGPD.',
        },
      ],
      platformLink: 'En detalle: encargo del tratamiento, seguridad y licencia de los creadores',
    },
    contract: {
      title: 'El contrato, sin letra pequeña',
      commitment: { label: 'Permanencia:', text: '{minimumTerm} como mínimo; después, {noticePeriod} de preaviso' },
      billing: { label: 'Facturación:', text: '{billingPeriods}; {priceBasis}' },
      quota: { label: 'Cuota:', text: '{quotaCounting}' },
      limit: { label: 'Cuota agotada:', text: '{atQuota}' },
      integrations: { label: 'Integraciones:', text: '{integrations}' },
      collection: { label: 'Origen:', text: '{contentSourcing}; {permissionRequest}' },
    },
    faq: {
      title: 'Preguntas sobre precios',
      items: [
        {
          question: '¿Qué cuenta como un contenido?',
          answer:
            'Cada foto, vídeo o carrusel cuenta como un contenido, sin importar cuántas imágenes incluya: {quotaCounting}.',
        },
        {
          question: '¿Puedo cambiar de plan más adelante?',
          answer:
            'Sí, en cualquier momento. El paso a un plan superior es inmediato; el paso a uno inferior se aplica en el siguiente ciclo de facturación.',
        },
        {
          question: '¿Qué pasa si alcanzo el límite de mi plan?',
          answer:
            'Te avisamos cuando te acerques al límite. Con la cuota agotada, {atQuota}. El contenido que ya has publicado sigue en línea.',
        },
        {
          question: '¿Hay permanencia o periodo de prueba?',
          answer:
            'La permanencia mínima es de {minimumTerm}; después, el preaviso es de {noticePeriod}. En lugar de un periodo de prueba, te ofrecemos una demo gratuita de {demoMinutes} minutos con tu propio contenido, guiada por un experto.',
        },
      ],
    },
    consultation: {
      title: '¿Necesitas ayuda para elegir?',
      text: 'Nuestros expertos analizan tus necesidades y te recomiendan el plan más adecuado en una reunión gratuita y sin compromiso.',
      button: 'Solicitar asesoramiento',
    },
  },

  about: {
    meta: {
      title: 'Quiénes somos: nuestra historia y nuestro equipo | {brandName}',
      description:
        'Desde {foundedYear}, {brandName} ayuda a las marcas a usar el contenido de Instagram y TikTok de sus clientes, con autorización de sus creadores. Conoce nuestra historia.',
    },
    hero: {
      eyebrow: 'Quiénes somos',
      title: 'Ayudamos a las marcas a amplificar la voz de sus clientes',
      subtitle: 'Un equipo francés que ayuda a las marcas a aprovechar el contenido de sus clientes, respetando los derechos de cada creador.',
    },
    story: {
      title: 'Nuestra historia',
      paragraphs: [
        'Fundamos {brandName} en {foundedYear} tras darnos cuenta de algo muy sencillo: cada día, los clientes crean fotos y vídeos más convincentes que muchas campañas, pero a las marcas les cuesta aprovecharlos sin riesgos legales.',
        'Desde nuestra sede en {city}, a las puertas de París, hemos diseñado una plataforma que automatiza todo el proceso: encontrar el mejor contenido, obtener la autorización de sus creadores, organizarlo y difundirlo.',
        'Hoy nuestra plataforma se dirige a marcas de la moda, la belleza, el retail y cualquier sector en el que los clientes comparten sus compras, con un mismo principio: contenido auténtico, utilizado con la autorización de quien lo crea.',
      ],
    },
    statsTitle: 'En cifras',
    stats: [
      { stat: 'brands', label: 'marcas ya usan la plataforma' },
      { stat: 'contentsProcessed', label: 'de publicaciones analizadas por la plataforma, sumando todas las marcas' },
      { stat: 'satisfaction', label: 'de los usuarios están satisfechos con la plataforma' },
    ],
    mission: {
      title: 'Nuestra misión',
      text: 'Hacer que el UGC esté al alcance de todas las marcas, conciliando el rendimiento del marketing con el respeto a los derechos de los creadores.',
    },
    vision: {
      title: 'Nuestra visión',
      text: 'Un marketing en el que la voz de los clientes tenga el papel principal, con contenido auténtico, autorizado y aprovechado al máximo.',
    },
    values: {
      title: 'Nuestros valores',
      items: [
        {
          id: 'collaboration',
          title: 'Colaboración',
          text: 'Construimos relaciones duraderas con nuestros clientes y con los creadores, basadas en la escucha y la transparencia.',
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
      title: 'Un equipo experto a tu lado',
      text: 'Producto, tecnología y atención al cliente: todo nuestro equipo trabaja desde {teamCountry} y habla directamente con el tuyo en {supportLanguages}.',
      location: '{city} (cerca de París), {teamCountry}',
    },
    cta: {
      title: '¿Quieres saber más?',
      text: 'Hablemos de tus retos o descubre ya nuestros planes.',
      contactButton: 'Contactar con nosotros',
      pricingButton: 'Ver precios',
    },
  },

  support: {
    meta: {
      title: 'Soporte y centro de ayuda | {brandName}',
      description:
        'Centro de ayuda de {brandName}: soporte en {supportLanguages} por email, citas técnicas, solución de problemas y respuestas sobre API, widgets, cuotas y seguridad.',
    },
    hero: {
      eyebrow: 'Soporte',
      title: 'Un equipo de soporte experto, con sede en {teamCountry}',
      subtitle:
        'Te atendemos en tu mismo huso horario, en {supportLanguages}, para que saques el máximo partido a la plataforma, desde la integración técnica hasta tus campañas.',
    },
    channelsTitle: 'Cómo contactar con el soporte',
    channels: [
      {
        id: 'email',
        title: 'Soporte por email',
        text: 'Para cualquier duda sobre tu cuenta, tus integraciones o tu contenido.',
        detail: 'Respuesta media en menos de {emailResponseHours} h; como máximo, en {replyHours} horas (días laborables)',
        action: 'Escribir al soporte',
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
        detail: 'Disponible {chatHours}',
        action: 'Abrir el chat',
      },
      {
        id: 'phone',
        title: 'Soporte telefónico',
        text: 'Para una duda urgente o una incidencia que bloquee tu trabajo. Los clientes Enterprise cuentan con su soporte dedicado 24/7.',
        detail: '{businessHours}',
        action: 'Llamar a soporte',
      },
    ],
    stats: [
      { stat: 'contentsSourced', label: 'contenidos añadidos a la biblioteca de medios por marca, de media' },
      { stat: 'supportSatisfaction', label: 'de los usuarios están satisfechos con el soporte' },
    ],
    troubleshooting: {
      title: 'Solución rápida de problemas',
      intro: 'Antes de ponerte en contacto con nosotros, haz estas comprobaciones: resuelven la mayoría de los problemas habituales.',
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
          text: 'Abre la consola de tu navegador: si contactas con nosotros, el mensaje de error que aparece nos ayudará a resolver el problema más rápido.',
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
            'Indica que has superado temporalmente la cuota de peticiones de tu plan. Reduce la frecuencia de tus llamadas, vuelve a intentarlo cuando haya pasado el tiempo indicado en la cabecera Retry-After y guarda las respuestas en caché. Si tus necesidades crecen, podemos ajustar tus cuotas.',
        },
        {
          id: 'security',
          question: '¿Están seguros mis datos?',
          answer:
            'Tus datos se alojan en {dataCountry} y se tratan conforme al RGPD. Seguridad: {security}. Cada usuario accede a la plataforma con credenciales personales. Encargo del tratamiento: {dataProcessingAgreement}. Nuestro aviso legal nombra a nuestros subencargados.',
        },
        {
          id: 'outages',
          question: '¿Qué hago si el servicio se cae o no está disponible?',
          answer:
            'Nuestro equipo supervisa la plataforma de forma continua. Si hay una incidencia, llámanos en horario laboral o escríbenos por email: te mantendremos al tanto hasta que el servicio se restablezca. Los clientes Enterprise cuentan además con su soporte dedicado 24/7 y un acuerdo de nivel de servicio (SLA) con compromisos de disponibilidad.',
        },
      ],
    },
    resources: {
      title: 'Recursos',
      popularBadge: 'Popular',
      items: [
        {
          id: 'apiDocs',
          title: 'Documentación de la API',
          text: 'Endpoints, ejemplos de peticiones y buenas prácticas para integrar tu contenido en tus herramientas.',
          action: 'Leer la documentación',
        },
        {
          id: 'tutorials',
          title: 'Tutoriales en vídeo',
          text: 'Vídeos breves para aprender a usar la plataforma a tu ritmo: selección de contenido, obtención de derechos y widgets.',
          action: 'Ver los tutoriales',
        },
        {
          id: 'knowledgeBase',
          title: 'Base de conocimiento',
          text: 'Respuestas a las preguntas más frecuentes sobre integración, widgets, cuotas y seguridad.',
          action: 'Ir a la base de conocimiento',
        },
      ],
    },
    cta: {
      title: '¿No encuentras la respuesta?',
      text: 'Cuéntanos tu caso: nuestro equipo te responde en menos de {replyHours} horas (días laborables).',
      button: 'Contactar con el soporte',
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
      title: 'El UGC de tus clientes, en cada uno de tus canales',
      subtitle:
        'E-commerce, tiendas, redes sociales, publicidad: descubre cómo las marcas se apoyan en el contenido de sus clientes para vender más y mejor.',
    },
    items: [
      {
        id: 'ecommerce',
        title: 'E-commerce',
        text: 'Integra fotos y vídeos de clientes en tus fichas de producto para generar confianza en el momento de la compra.',
        benefits: [
          'Mayor tasa de conversión',
          'Más añadidos al carrito',
          'Fichas de producto con más vida',
          'Contenido vinculado a tus productos a través del PIM',
        ],
      },
      {
        id: 'inspiration',
        title: 'Páginas de inspiración',
        text: 'Crea galerías y landing pages que muestran cómo tus clientes llevan, usan y disfrutan tus productos.',
        benefits: [
          'Lookbooks protagonizados por tus clientes',
          'Páginas creadas sin programar',
          'Más tiempo de permanencia en la web',
          'Contenido siempre renovado',
        ],
      },
      {
        id: 'retail',
        title: 'Retail y eventos',
        text: 'Muestra el UGC en las pantallas de tus tiendas y destaca el contenido publicado en tus eventos.',
        benefits: [
          'Muros de contenido en tienda',
          'Contenido geolocalizado por punto de venta',
          'Cobertura de tus eventos en tiempo real',
          'Más conexión entre el canal online y la tienda física',
        ],
      },
      {
        id: 'socialMedia',
        title: 'Gestión de redes sociales',
        text: 'Alimenta tus cuentas con contenido auténtico, autorizado por sus creadores.',
        benefits: [
          'Calendario editorial siempre lleno',
          'Republicación con autorización del creador',
          'Más engagement de la comunidad',
          'Relaciones duraderas con tus creadores',
        ],
      },
      {
        id: 'activations',
        title: 'Concursos y sorteos',
        text: 'Lanza concursos y sorteos por hashtag y recopila automáticamente todas las participaciones.',
        benefits: [
          'Recogida automática de participaciones',
          'Selección de ganadores más fácil',
          'Derechos obtenidos sobre el mejor contenido',
          'Más visibilidad para tu marca',
        ],
        note: 'Cada marca organiza sus concursos bajo su propia responsabilidad, conforme a las normas del país donde se celebran (bases legales, datos de los participantes, fiscalidad de los premios) y a las de las plataformas.',
      },
      {
        id: 'advertising',
        title: 'Publicidad',
        text: 'Usa el UGC en tus campañas de pago para conseguir anuncios más creíbles y más eficaces.',
        benefits: [
          'Creatividades publicitarias auténticas',
          'Costes de producción reducidos',
          'Calidad original para todos los formatos',
          'Derechos de uso publicitario solicitados y registrados',
        ],
      },
    ],
    benefitsLabel: 'Beneficios clave',
    storiesTitle: 'Casos de éxito',
    storiesIntro: 'Dos clientes que han preferido mantener el anonimato. Cada cifra compara una temporada con la misma temporada del año anterior; debajo se indica qué se midió, en qué periodo y frente a qué.',
    stories: [
      {
        id: 'fashion',
        sector: 'E-commerce de moda',
        title: 'Una marca de moda aumenta sus conversiones online',
        text: 'Al integrar las fotos de sus clientas en sus fichas de producto y páginas de inspiración, esta marca de ropa convirtió a su comunidad en su mejor escaparate.',
        metrics: [
          { stat: 'fashionConversions', label: 'en la conversión de las fichas de producto' },
          { stat: 'fashionEngagement', label: 'de engagement por publicación en Instagram' },
          { stat: 'fashionOrderValue', label: 'en el ticket medio' },
        ],
      },
      {
        id: 'beauty',
        sector: 'Belleza y cosmética',
        title: 'Una marca de belleza amplía su alcance',
        text: 'Al republicar los tutoriales y reseñas de sus clientas, con la autorización de cada autora, esta marca de cosmética enriqueció sus redes sociales y sus campañas, a la vez que reducía sus costes de contenido.',
        metrics: [
          { stat: 'beautySocialRoi', label: 'el ROI de sus campañas de pago en redes sociales' },
          { stat: 'beautyContentCost', label: 'en costes de contenido por campaña' },
          { stat: 'beautyReach', label: 'de alcance de sus publicaciones' },
        ],
      },
    ],
    cta: {
      title: '¿Y si tu marca fuera la siguiente?',
      text: 'Veamos juntos cómo el UGC puede ayudarte a cumplir tus objetivos, canal a canal.',
      button: 'Solicitar una demo',
    },
  },

  legal: {
    meta: {
      title: 'Aviso legal y privacidad | {brandName}',
      description:
        'Aviso legal de {brandName}: titular del sitio, alojamiento, política de privacidad (RGPD), cookies y condiciones de uso.',
    },
    title: 'Aviso legal y política de privacidad',
    intro:
      'Aquí encontrarás quién es el titular de este sitio y quién lo aloja, qué hacemos con los datos personales que nos confías y las normas de uso de la plataforma {brandName}.',
    contentsLabel: 'Índice',
    lastUpdatedLabel: 'Última actualización:',
    publisher: {
      title: 'Titular del sitio web',
      lead: 'Información facilitada en cumplimiento del artículo 1-1 de la ley francesa n.º 2004-575, de 21 de junio de 2004, para la confianza en la economía digital (LCEN), aplicable a este sitio por estar su titular establecido en Francia. Incluye los datos que el artículo 10 de la Ley 34/2002 (LSSI-CE) exige a los prestadores de servicios establecidos en España.',
      paragraphs: ['El sitio web y la plataforma {brandName} son titularidad de:'],
      facts: [
        { id: 'legalName', label: 'Razón social' },
        { id: 'legalForm', label: 'Forma jurídica' },
        { id: 'shareCapital', label: 'Capital social' },
        { id: 'headOffice', label: 'Domicilio social' },
        { id: 'register', label: 'Registro Mercantil francés (RCS)' },
        { id: 'siren', label: 'Número de identificación (SIREN)' },
        { id: 'vatNumber', label: 'NIF-IVA intracomunitario' },
        { id: 'phone', label: 'Teléfono' },
        { id: 'email', label: 'Correo electrónico' },
        { id: 'publicationDirector', label: 'Director de la publicación' },
      ],
    },
    hosting: {
      title: 'Alojamiento',
      paragraphs: ['El sitio web y los datos enviados a través de sus formularios están alojados por los siguientes proveedores.'],
      siteHost: 'Alojamiento del sitio web',
      databaseHost: 'Alojamiento de los datos de los formularios',
      nameLabel: 'Razón social',
      addressLabel: 'Dirección',
      phoneLabel: 'Teléfono',
    },
    privacy: {
      title: 'Política de privacidad',
      intro:
        'En cumplimiento del artículo 13 del Reglamento (UE) 2016/679 (RGPD), te explicamos cómo tratamos los datos personales que recogemos en este sitio web.',
      controller: {
        title: 'Responsable del tratamiento',
        paragraphs: [
          'El responsable del tratamiento es {legalName}, titular del sitio web, cuyos datos figuran más arriba. Para cualquier consulta sobre tus datos personales, escríbenos a la siguiente dirección.',
        ],
        contactLabel: 'Contacto de privacidad:',
        dpoLabel: 'Delegado de protección de datos (DPD):',
        ukRepresentativeLabel: 'Representante en el Reino Unido (artículo 27 del RGPD del Reino Unido):',
      },
      purposes: {
        title: 'Datos que recogemos, finalidades y bases jurídicas',
        intro:
          'Nos facilitas datos personales a través de los dos formularios de este sitio; los datos técnicos vinculados a tu conexión se describen en «Datos técnicos y seguridad». Todos los campos son obligatorios salvo los marcados como opcionales: sin ellos no podemos atender tu solicitud. No enviamos comunicaciones comerciales por correo electrónico ni por otros medios de comunicación electrónica equivalentes (artículo 21 de la LSSI-CE) ni incluimos tus datos en ninguna lista de distribución: solo se usan para atender tu solicitud.',
        linkedTools:
          'Si reservas una demo o abres el chat en directo, el proveedor de esa herramienta recibe por cuenta nuestra lo que escribas en ella: figura entre los destinatarios que se indican más abajo.',
        dataLabel: 'Datos',
        fieldNames: {
          demoRequest: {
            firstName: 'Nombre',
            lastName: 'Apellidos',
            email: 'Correo electrónico profesional',
            company: 'Empresa',
            role: 'Cargo',
            phone: 'Teléfono',
            message: 'Mensaje',
          },
          contactMessage: {
            firstName: 'Nombre',
            lastName: 'Apellidos',
            company: 'Empresa',
            role: 'Cargo',
            email: 'Correo electrónico',
            phone: 'Teléfono',
            reason: 'Motivo del contacto',
            message: 'Mensaje',
          },
        },
        visitData: 'Idioma y dirección de la página desde la que se envía y, en su caso, campaña de la visita (parámetros utm de la dirección)',
        purposeLabel: 'Finalidad',
        legalBasisLabel: 'Base jurídica',
        retentionLabel: 'Plazo de conservación',
        forms: [
          {
            id: 'demoRequest',
            title: 'Solicitud de demo',
            purpose: 'Organizar la demo que has solicitado y hablar contigo sobre tu proyecto.',
            legalBasis:
              'Nuestro interés legítimo en responder a una consulta profesional y en preparar un posible contrato con la empresa a la que representas (artículo 6.1.f del RGPD). Si actúas en tu propio nombre, por ejemplo como autónomo, el tratamiento se basa en la aplicación de medidas precontractuales adoptadas a petición tuya (artículo 6.1.b del RGPD). No se pide ni se utiliza ningún consentimiento como base jurídica.',
            retention: '{prospectRetentionYears} años desde nuestro último contacto; después, supresión.',
            recipients: 'El equipo comercial de {legalName}; los proveedores de la lista «Destinatarios y encargados del tratamiento» (base de datos de los formularios, envío de la solicitud al equipo comercial).',
          },
          {
            id: 'contactMessage',
            title: 'Formulario de contacto',
            purpose: 'Responder a tu mensaje y hacer el seguimiento de tu solicitud.',
            legalBasis:
              'Nuestro interés legítimo en responder a las consultas profesionales que recibimos (artículo 6.1.f del RGPD); si tu mensaje se refiere a nuestros planes y actúas en tu propio nombre, también la aplicación de medidas precontractuales adoptadas a petición tuya (artículo 6.1.b del RGPD).',
            retention: '{prospectRetentionYears} años desde nuestro último contacto; después, supresión.',
            recipients: 'El equipo de {legalName} al que se refiere tu mensaje (comercial o soporte); los proveedores de la lista «Destinatarios y encargados del tratamiento».',
          },
        ],
      },
      technical: {
        title: 'Datos técnicos y seguridad',
        paragraphs: [
          'Como cualquier servidor web, el del proveedor de alojamiento del sitio registra datos técnicos de cada página solicitada, entre ellos tu dirección IP, la página solicitada y la fecha y hora (registros del servidor). Estos registros sirven para mostrar el sitio, garantizar su seguridad y analizar incidencias; se conservan {hostLogRetentionDays} días y después se suprimen. Base jurídica: nuestro interés legítimo en el funcionamiento fiable y seguro del sitio (artículo 6.1.f del RGPD).',
          'Para proteger los formularios frente a envíos automatizados masivos, la base de datos conserva, para cada envío, una huella de la dirección IP desde la que se realiza: un HMAC-SHA256 calculado con una clave secreta que solo la base de datos conoce. La clave se sustituye cada día y las claves anteriores se eliminan; sin la clave, no es posible deducir la dirección a partir de la huella. Solo se utiliza para limitar el número de envíos durante {floodWindowMinutes} minutos y se borra automáticamente, como máximo, {floodFingerprintMaxMinutes} minutos después del envío. Base jurídica: nuestro interés legítimo en la seguridad del servicio (artículo 6.1.f del RGPD).',
        ],
      },
      audience: {
        title: 'Medición de audiencia',
        paragraphs: [
          'Para saber qué páginas, idiomas y campañas interesan a nuestros visitantes y generan solicitudes, contamos las páginas vistas. Cada vez que se muestra una página, se suma uno a un contador por día, página, idioma, sitio de procedencia (solo su nombre de dominio, por ejemplo el de un buscador, cuando tu navegador lo transmite) y campaña (los parámetros utm_source, utm_medium y utm_campaign de la dirección de la página, cuando un enlace los incluye). Del mismo modo, las solicitudes de demo y los mensajes de contacto registran la página desde la que se envían y la campaña de la visita.',
          'No se registra nada más: ni tu dirección IP, ni tu navegador, ni ningún identificador o cookie. No se almacena nada en tu dispositivo, y la página solo envía lo que tu navegador ya transmite con cualquier página que solicita: la dirección de la página, su idioma y el sitio de procedencia. Los contadores no permiten seguir a nadie, ni de una página a otra ni de un sitio web a otro; no se comunican a nadie y solo sirven para nuestras propias estadísticas. Los robots conocidos y los navegadores automatizados no se cuentan: el nombre del navegador solo se usa para descartarlos y no se conserva. Para evitar que una misma dirección IP infle las cifras, la base de datos utiliza la misma huella temporal que para los formularios (véase «Datos técnicos y seguridad»), que se borra, como máximo, {floodFingerprintMaxMinutes} minutos después de la visita.',
          'Los contadores se conservan {audienceRetentionMonths} meses y después se suprimen automáticamente. Base jurídica: nuestro interés legítimo en medir la audiencia de nuestro sitio y la eficacia de sus contenidos (artículo 6.1.f del RGPD).',
          'Esta medición no requiere tu consentimiento: cumple las condiciones de la exención que la CNIL, la autoridad de control francesa, prevé para la medición de audiencia (artículo 5 de sus directrices sobre cookies y otros rastreadores, adoptadas mediante la deliberación n.º 2020-091, de 17 de septiembre de 2020, en su versión modificada). Su única finalidad es medir la audiencia de este sitio exclusivamente para nosotros; solo produce estadísticas anónimas y agregadas, no se combina con ningún otro tratamiento ni se comunica a terceros, y su plazo de conservación es limitado. Por eso ningún banner te lo pide.',
        ],
      },
      recipients: {
        title: 'Destinatarios y encargados del tratamiento',
        paragraphs: [
          'Solo tienen acceso a tus datos los equipos de {legalName} encargados de responderte (comercial y soporte). Nunca los vendemos ni los alquilamos.',
          'Los proveedores que figuran a continuación los tratan por cuenta nuestra como encargados del tratamiento (artículo 28 del RGPD): solo siguiendo nuestras instrucciones y en virtud de un contrato que les obliga a garantizar su seguridad y confidencialidad. El proveedor de alojamiento del sitio no recibe el contenido de los formularios: solo trata los datos técnicos necesarios para mostrar las páginas (véase «Datos técnicos y seguridad»).',
        ],
        nameLabel: 'Proveedor',
        roleLabel: 'Función',
        countryLabel: 'País de establecimiento',
        safeguardLabel: 'Garantía de la transferencia',
        roles: {
          siteHosting: 'Alojamiento del sitio (datos técnicos de conexión)',
          formDatabase: 'Alojamiento de la base de datos de los formularios',
          leadChat: 'Envío de cada solicitud al equipo comercial por chat de empresa',
          leadEmail: 'Envío de cada solicitud al equipo comercial por correo electrónico',
          booking: 'Reserva en línea de demos (si reservas una cita)',
          liveChat: 'Chat en directo (si lo abres)',
        },
        safeguards: {
          eea: 'No es necesaria: proveedor establecido en el Espacio Económico Europeo',
          adequacy: 'Decisión de adecuación de la Comisión Europea (artículo 45 del RGPD)',
          dpf: 'Marco de Privacidad de Datos UE-EE. UU. (decisión de adecuación de 10 de julio de 2023)',
          sccs: 'Cláusulas contractuales tipo de la Comisión Europea (artículo 46 del RGPD)',
        },
      },
      transfers: {
        title: 'Transferencias fuera del Espacio Económico Europeo',
        none: 'Todos nuestros proveedores están establecidos en el Espacio Económico Europeo: tus datos no se transfieren fuera de él.',
        some: 'Algunos proveedores están establecidos fuera del Espacio Económico Europeo; cada transferencia a ellos está cubierta por la garantía indicada: {processors}. Puedes obtener una copia de estas garantías escribiendo a la dirección indicada más arriba.',
      },
      retention: {
        title: 'Plazos de conservación',
        paragraphs: [
          'Las solicitudes de demo y los mensajes de contacto se conservan {prospectRetentionYears} años desde nuestro último contacto contigo y después se suprimen, junto con las copias enviadas al equipo comercial.',
          'Si te conviertes en cliente, los datos necesarios para la relación contractual se conservan mientras dure el contrato y, una vez finalizado, se mantienen bloqueados durante los plazos de prescripción legales.',
          'Los registros del servidor del proveedor de alojamiento se conservan {hostLogRetentionDays} días, y la huella de la dirección IP, {floodFingerprintMaxMinutes} minutos como máximo (véase «Datos técnicos y seguridad»).',
          'Los contadores anónimos de la medición de audiencia se conservan {audienceRetentionMonths} meses (véase «Medición de audiencia»).',
        ],
      },
      rights: {
        title: 'Tus derechos',
        paragraphs: [
          'Tienes derecho a acceder a tus datos, a rectificarlos o suprimirlos, a solicitar la limitación de su tratamiento y a su portabilidad.',
          'Cuando el tratamiento se basa en nuestro interés legítimo, puedes oponerte a él por motivos relacionados con tu situación particular. Y si algún día te enviáramos comunicaciones comerciales, podrías oponerte a recibirlas en cualquier momento, sin necesidad de justificarlo.',
          'Ningún tratamiento de este sitio se basa hoy en tu consentimiento. Si en el futuro te lo pidiéramos, podrías retirarlo en cualquier momento, sin que ello afecte a la licitud del tratamiento previo a su retirada.',
          'Respondemos en el plazo de un mes, prorrogable dos meses más si la solicitud es compleja. Si tenemos dudas razonables sobre tu identidad, podremos pedirte que la acredites.',
        ],
        contactLabel: 'Para ejercer tus derechos:',
      },
      complaint: {
        title: 'Reclamación ante la autoridad de control',
        paragraphs: [
          'Si consideras que no hemos respetado tus derechos, puedes presentar una reclamación (artículo 77 del RGPD) ante la autoridad de control de tu país de residencia o de trabajo, o del lugar de la supuesta infracción; en España, la Agencia Española de Protección de Datos (AEPD). Nuestra autoridad de control principal es la CNIL francesa.',
        ],
        websiteLabel: 'Sitio web',
      },
    },
    cookies: {
      title: 'Cookies',
      paragraphs: [
        'Este sitio web no instala cookies ni almacena información alguna en tu dispositivo (tampoco mediante almacenamiento local), ni siquiera para medir la audiencia (véase «Medición de audiencia»). No incluye publicidad ni complementos de redes sociales; por eso no verás ningún banner que te pida el consentimiento.',
        'Si algún día añadimos un rastreador que requiera tu consentimiento, te lo pediremos antes de instalar nada, rechazarlo será tan fácil como aceptarlo y tu elección se conservará durante {cookieConsentMonths} meses.',
      ],
    },
    terms: {
      title: 'Condiciones de uso',
      paragraphs: [
        '{brandName} es un servicio dirigido exclusivamente a profesionales: marcas, cadenas de tiendas y agencias que lo utilizan en el marco de su actividad empresarial. Los formularios de este sitio también están destinados a empresas: al enviarlos, declaras actuar en nombre de la empresa que indicas.',
        'El acceso a la plataforma y su uso se rigen por el contrato de suscripción firmado por la empresa cliente; en caso de contradicción, dicho contrato prevalece sobre estas condiciones.',
        'Para abrir una cuenta debes tener al menos {minimumAge} años y estar facultado para actuar en nombre de la empresa cliente. La información que facilites debe ser exacta y estar actualizada. Tus credenciales son personales; avísanos sin demora de cualquier uso sospechoso de tu cuenta.',
        'Está prohibido intentar acceder sin autorización a la plataforma, alterar su funcionamiento o eludir sus medidas de seguridad. Cualquier incumplimiento puede dar lugar a la suspensión o al cierre de la cuenta, sin perjuicio de las acciones legales que correspondan.',
        'La autoría de un contenido publicado corresponde siempre a su creador, junto con sus derechos morales. A través de la plataforma, el creador cede a la marca que lo solicita derechos de explotación sobre su contenido, limitados a los usos, los medios, el territorio y el plazo indicados en la solicitud de derechos que acepta, y con la mención de su nombre o cuenta que esa solicitud prevé; sin esa aceptación no se permite ninguna reutilización, y queda excluido todo uso fuera de esos límites. Al aceptar, el creador declara que es mayor de edad, que es el autor de la foto o el vídeo y que quienes aparecen en ellos están de acuerdo. Te comprometes a respetar esos límites y los derechos de terceros (propiedad intelectual, derecho a la propia imagen, marcas) y a no difundir contenidos ilícitos.',
        'El sitio web, su estructura y sus textos están protegidos por la normativa de propiedad intelectual.',
        'Estas condiciones se rigen por la legislación francesa. Cualquier controversia entre profesionales derivada de ellas o relacionada con ellas se someterá a la competencia exclusiva del Tribunal des activités économiques de Paris (antiguo Tribunal de Comercio de París). Nada de lo anterior te priva de la protección que te otorgan las normas imperativas de la ley que te sea aplicable.',
      ],
    },
    platform: {
      title: 'La plataforma: encargo del tratamiento, seguridad y licencia de los creadores',
      paragraphs: [
        'Lo que tus equipos jurídico y de compras preguntan antes de firmar. Estos puntos se refieren a la plataforma {brandName}; el resto de esta página, a este sitio web.',
      ],
      agreement: { label: 'Encargo del tratamiento:', text: '{dataProcessingAgreement}' },
      hosting: { label: 'Alojamiento:', text: 'Datos de la plataforma alojados en {dataCountry}' },
      processors: { label: 'Subencargados:', text: '{platformProcessors}' },
      security: { label: 'Seguridad:', text: '{security}' },
      availability: { label: 'Disponibilidad:', text: '{enterpriseUptime}' },
      creatorData: { label: 'Datos de los creadores:', text: '{creatorData}' },
      licence: { label: 'Licencia del creador:', text: '{creatorLicence}' },
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
        'Solicita una demo gratuita de {brandName}: {demoMinutes} minutos con un experto, con tu propio contenido. Te respondemos en menos de {replyHours} horas (días laborables).',
    },
    hero: {
      eyebrow: 'Demo',
      title: 'Solicita tu demo personalizada',
      subtitle: 'Una demo gratuita y sin compromiso, con tu propio contenido y pensada para tu caso de uso.',
    },
    nextSteps: {
      title: 'Próximos pasos',
      steps: [
        'Te respondemos en menos de {replyHours} horas (días laborables) para fijar día y hora.',
        'Un experto te enseña la plataforma en unos {demoMinutes} minutos (la demo es en {demoLanguages}). Tus creadores, eso sí, reciben cada solicitud de autorización en su propio idioma.',
        'Te enviamos una propuesta a la medida de tu volumen de contenidos.',
      ],
      note: 'Plataforma alojada en {dataCountry}, conforme al RGPD',
    },
    highlights: [
      'Respuesta en {replyHours} h (días laborables)',
      'Demo de {demoMinutes} minutos',
      'En {demoLanguages}',
    ],
    booking: {
      title: '¿Prefieres elegir tú la hora?',
      text: 'Reserva ya tu demo de {demoMinutes} minutos en la agenda de uno de nuestros expertos, sin esperar a que te llamemos.',
      button: 'Elegir una hora',
    },
    bookingAfterSuccess: 'Elegir día y hora ahora',
  },

  previews: {
    heroAlt: 'Vista previa: la publicación de Instagram de un cliente, la solicitud de derechos con sus condiciones, el «#SíMarca» del creador, el estado «Autorizado» y, después, la ficha de producto que lo menciona.',
    productPageAlt:
      'Vista previa de una ficha de producto: debajo del producto, un carrusel de fotos de clientes autorizadas por sus creadores, cada una con la mención de su autor.',
    search: '#tumarca',
    newPost: 'Nueva publicación',
    brandSender: 'Tu marca',
    request: '¡Nos encanta tu foto! ¿Nos permites publicarla en nuestra web, redes sociales y anuncios, en España durante dos años, citando tu cuenta? Si eres mayor de edad, la foto es tuya y quienes aparecen están de acuerdo, responde #SíMarca.',
    terms: 'Condiciones de la licencia',
    reply: '#SíMarca, acepto',
    cleared: 'Autorizado',
    pending: 'Pendiente',
    library: 'Biblioteca de medios',
    record: 'Registro de autorización',
    creator: '@lucia.madrid',
    licence: 'España · dos años',
    widget: 'Visto en Instagram',
    credit: 'Foto: @lucia.madrid',
    productPage: 'Ficha de producto',
    addToCart: 'Añadir al carrito',
    collage: {
      file: 'community.svg',
      width: 1600,
      height: 1000,
      alt: 'Ilustración: un mosaico de publicaciones coloridas, algunas con una marca de verificación verde, como en una biblioteca de contenidos autorizados.',
    },
  },
} satisfies SiteContent;

export default es;
