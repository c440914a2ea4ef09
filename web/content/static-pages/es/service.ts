import type { StaticPageContent } from '../types';

const service: StaticPageContent = {
  title: 'Atención al cliente',
  lead: '¿Tienes una pregunta, un problema o una reclamación? Te ayudamos encantados. Echa antes un vistazo a las [preguntas frecuentes](/pages/faq): puede que la respuesta ya esté ahí.',
  sections: [
    {
      id: 'contact',
      heading: 'Contacta con nosotros',
      blocks: [
        [
          '**Correo electrónico**: {support_email}. Respondemos en un plazo de dos días laborables.',
          '**Teléfono**: {support_phone}, en días laborables.',
        ],
        'Indica siempre el correo electrónico con el que te registraste. Nunca nos envíes tu contraseña: nunca te la pediremos.',
      ],
    },
    {
      id: 'klacht',
      heading: 'Presentar una reclamación',
      blocks: [
        '¿No estás conforme con nuestro servicio, con una compra o con una decisión que hemos tomado? Envía tu reclamación a {support_email}, con «Reclamación» en el asunto. Incluye:',
        [
          'el correo electrónico de tu cuenta;',
          'qué pasó y cuándo;',
          'qué nos pides para solucionarlo.',
        ],
        'En un plazo de dos días laborables te confirmamos que hemos recibido tu reclamación, y en un plazo de 14 días te damos una respuesta completa. Si necesitamos más tiempo, te lo decimos dentro de esos 14 días y te indicamos cuándo recibirás nuestra respuesta.',
        'Si no llegamos a un acuerdo, puedes llevar el conflicto ante el tribunal competente. Si tu reclamación tiene que ver con tus datos personales, también puedes acudir a la autoridad neerlandesa de protección de datos (Autoriteit Persoonsgegevens).',
      ],
    },
    {
      id: 'bedrijfsgegevens',
      heading: 'Datos de la empresa',
      blocks: [
        {
          lines: [
            '**{company_name}**',
            '{company_address}, {company_city}, {company_country}',
            '**Cámara de Comercio (KvK)**: {company_kvk}',
            '**N.º de IVA**: {company_vat_numbers}',
            '**Nombre comercial**: {company_tradenames}',
          ],
        },
      ],
    },
  ],
};

export default service;
