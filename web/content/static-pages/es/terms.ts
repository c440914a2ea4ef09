import type { StaticPageContent } from '../types';

const terms: StaticPageContent = {
  title: 'Términos y condiciones',
  lead: 'Estas condiciones se aplican a todas las personas que usan {name}. Léelas con calma: explican qué puedes esperar de nosotros y qué esperamos de ti.',
  toc: true,
  sections: [
    {
      id: 'wie-wij-zijn',
      heading: '1. Quiénes somos',
      blocks: [
        '{name} es un servicio de {company_name} (nombre comercial {company_tradenames}), con domicilio en {company_address}, {company_city}, {company_country}. Estamos inscritos en la Cámara de Comercio neerlandesa (Kamer van Koophandel, KvK) con el número {company_kvk}; nuestro número de IVA es {company_vat_numbers}.',
        'Puedes contactar con nosotros por correo electrónico en {support_email} y por teléfono en el {support_phone}.',
      ],
    },
    {
      id: 'toepasselijkheid',
      heading: '2. Cuándo se aplican estas condiciones',
      blocks: [
        'Estas condiciones se aplican a cualquier uso de {name}: como visitante, como miembro y en cada compra de créditos o premium. Al registrarte, las aceptas. Nuestra [política de privacidad](/pages/privacy), nuestra [política de cookies](/pages/cookies), nuestra [política de bloqueos](/pages/ban) y nuestra [política de devoluciones](/pages/return-policy) forman parte de estas condiciones.',
      ],
    },
    {
      id: 'volwassenen',
      heading: '3. Solo para adultos',
      blocks: [
        '{name} es un sitio de citas para adultos. Debes tener al menos {min_age} años para visitar el sitio y registrarte. Al registrarte indicas tu fecha de nacimiento; quien sea más joven no puede crear una cuenta.',
        'Si tenemos dudas sobre tu edad, podemos pedirte que la acredites y bloquear tu cuenta hasta que lo hagas.',
      ],
    },
    {
      id: 'account',
      heading: '4. Tu cuenta',
      blocks: [
        'Tienes una única cuenta personal. Das datos correctos, mantienes en secreto tu contraseña y no dejas que nadie más use tu cuenta. Si notas que otra persona ha tenido acceso, cambia tu contraseña de inmediato y avísanos.',
        'Eres responsable de lo que pones en tu perfil y de lo que envías en tus mensajes. Solo publicas fotos en las que apareces tú o que tienes derecho a usar.',
      ],
    },
    {
      id: 'credits',
      heading: '5. Créditos y pagos',
      blocks: [
        'En {name}, el contacto funciona con créditos. Compras los créditos por adelantado en un paquete; antes de pagar, el precio se muestra siempre en euros, con el IVA incluido, junto al número de créditos. No hay suscripción: solo pagas los créditos que tú decides comprar.',
        'Cuánto cuesta cada cosa:',
        [
          'Enviar un mensaje cuesta {message_credits} créditos (unos {message_price} por mensaje).',
          'Enviar una foto en una conversación cuesta {photo_credits} créditos.',
          'Enviar un regalo cuesta {gift_credits} créditos.',
        ],
        'Los miembros nuevos reciben a veces unos pocos mensajes gratis. Siempre ves lo que cuesta una acción antes de realizarla. Los créditos solo se descuentan cuando tu mensaje, tu foto o tu regalo se ha enviado.',
        'Los créditos son personales. No puedes transferirlos a otro miembro ni canjearlos por dinero, salvo en los casos descritos en la [política de devoluciones](/pages/return-policy).',
      ],
    },
    {
      id: 'herroeping',
      heading: '6. Derecho de desistimiento',
      blocks: [
        'En una compra a distancia, como consumidor tienes normalmente 14 días para cambiar de idea. Los créditos y el premium son contenido digital que puedes usar justo después de pagar. Por eso, al pagar, te pedimos que des tu consentimiento expreso a la entrega inmediata y que reconozcas que con ello pierdes tu derecho de desistimiento (artículo 6:230p, letra g, del Código Civil neerlandés, que aplica la Directiva europea sobre los derechos de los consumidores). Recibirás una confirmación de ello por correo electrónico.',
        'Con independencia de lo anterior, te devolvemos el importe de los créditos que aún no has usado si lo pides en un plazo de {refund_days} días desde tu compra. En la [política de devoluciones](/pages/return-policy) te explicamos cómo.',
      ],
    },
    {
      id: 'fictieve-profielen',
      heading: '7. Perfiles ficticios',
      blocks: [
        'Además de miembros reales, en {name} también hay perfiles ficticios. Un perfil así lo gestiona una persona de nuestro equipo, que lee y responde tus mensajes para mantener viva la conversación en el sitio. Reconoces un perfil ficticio por el icono que aparece en su tarjeta y en su perfil, con este aviso:',
        '«{fictional_warning}»',
        'Con un perfil ficticio no puedes quedar en persona, y de él no surge ninguna relación personal ni física. Los mensajes a un perfil ficticio cuestan los mismos créditos que los mensajes a otros miembros.',
      ],
    },
    {
      id: 'gedrag',
      heading: '8. Cómo nos tratamos',
      blocks: [
        'Trata a los demás miembros con respeto. No se permiten el acoso, las amenazas, la discriminación, la publicidad, las estafas ni pedir u ofrecer dinero o sexo de pago. Nuestra [política de bloqueos](/pages/ban) explica con precisión qué está permitido y qué no, y qué pasa cuando alguien no respeta las normas.',
        'Puedes bloquear a cualquier miembro: a partir de ese momento, no os veréis en ninguna parte ni podréis enviaros mensajes.',
      ],
    },
    {
      id: 'beschikbaarheid',
      heading: '9. Disponibilidad y responsabilidad',
      blocks: [
        'Hacemos todo lo posible para que {name} esté siempre disponible y sea seguro, pero no podemos garantizar que el sitio nunca sufra interrupciones. Tampoco garantizamos que a través de {name} encuentres pareja o una cita.',
        'No somos responsables de lo que digan o hagan otros miembros, salvo que nosotros mismos hayamos cometido un error que se nos pueda reprochar. Nuestra responsabilidad se limita al importe que nos hayas pagado en los doce meses anteriores al daño. Esta limitación no se aplica en caso de dolo o negligencia grave, y no afecta a tus derechos como consumidor según las normas imperativas.',
      ],
    },
    {
      id: 'beeindigen',
      heading: '10. Cancelar tu cuenta',
      blocks: [
        'Puedes eliminar tu cuenta tú mismo en cualquier momento desde Ajustes. Después tienes 14 días para reactivarla con el enlace que te enviamos por correo; pasado ese plazo, eliminamos tus datos definitivamente.',
        'Podemos suspender o cancelar tu cuenta si incumples estas condiciones o la política de bloqueos. En ese caso te explicamos por qué, y puedes recurrir la decisión.',
      ],
    },
    {
      id: 'klachten',
      heading: '11. Reclamaciones',
      blocks: [
        '¿Hay algo con lo que no estás conforme? Envía tu reclamación a {support_email} con una breve descripción y el correo electrónico de tu cuenta. En un plazo de dos días laborables te confirmamos que la hemos recibido, y en un plazo de 14 días te damos una respuesta completa. Encontrarás más información en la página de [atención al cliente](/pages/service).',
        'Si no llegamos a un acuerdo, puedes llevar el conflicto ante el tribunal competente.',
      ],
    },
    {
      id: 'wijzigingen',
      heading: '12. Cambios y legislación aplicable',
      blocks: [
        'Podemos modificar estas condiciones. Anunciamos los cambios importantes con al menos 30 días de antelación por correo electrónico o en el sitio. En la parte superior de esta página figura la fecha de la versión vigente.',
        'Estas condiciones se rigen por la legislación neerlandesa. Si vives en otro país de la Unión Europea, conservas la protección que te dan las normas imperativas de ese país.',
      ],
    },
  ],
};

export default terms;
