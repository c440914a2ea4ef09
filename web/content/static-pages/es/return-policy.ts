import type { StaticPageContent } from '../types';

const returnPolicy: StaticPageContent = {
  title: 'Política de devoluciones',
  lead: '¿Te arrepientes de una compra? Te devolvemos el importe de los créditos que aún no has usado si lo pides en un plazo de {refund_days} días desde tu compra.',
  sections: [
    {
      id: 'herroepingsrecht',
      heading: 'Tu derecho de desistimiento',
      blocks: [
        'Cuando compras por internet, como consumidor tienes normalmente 14 días para cambiar de idea. Para el contenido digital que se entrega de inmediato, como los créditos y el premium, ese derecho no se aplica si, al pagar, das tu consentimiento expreso a la entrega inmediata y reconoces que con ello pierdes tu derecho de desistimiento (artículo 6:230p, letra g, del Código Civil neerlandés, que aplica la Directiva europea sobre los derechos de los consumidores). Te lo pedimos en cada compra y te enviamos una confirmación por correo electrónico.',
      ],
    },
    {
      id: 'terugbetaling',
      heading: 'Nuestra garantía de reembolso',
      blocks: [
        'Aun así, queremos que puedas comprar créditos sin preocupaciones. Por eso te devolvemos el importe de los créditos que aún no has usado si te pones en contacto con nosotros en un plazo de {refund_days} días desde tu compra.',
        [
          'Recuperas la parte del precio de compra que corresponde a los créditos que siguen en tu cuenta.',
          'No se reembolsan los créditos que ya has usado en mensajes, fotos o regalos, ni los créditos que has recibido gratis o como regalo.',
          'El premium se reembolsa de forma proporcional a los días que quedan.',
          'Hacemos el reembolso con el mismo método de pago que usaste, en un plazo de 14 días desde que recibimos tu solicitud.',
        ],
      ],
    },
    {
      id: 'zo-vraag-je-het-aan',
      heading: 'Cómo solicitarlo',
      blocks: [
        'Escribe a {support_email} o llama al {support_phone}. Indica el correo electrónico de tu cuenta y la fecha de tu compra. Te responderemos en un plazo de dos días laborables.',
      ],
    },
    {
      id: 'fouten',
      heading: '¿Algo ha salido mal?',
      blocks: [
        'Si se te ha cobrado dos veces, si tus créditos no se han añadido a tu cuenta o si el sitio no ha funcionado como debería, siempre lo investigamos y lo solucionamos, también pasados los {refund_days} días. Tus derechos legales como consumidor se aplican siempre.',
      ],
    },
  ],
};

export default returnPolicy;
