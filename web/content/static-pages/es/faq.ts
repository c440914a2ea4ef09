import type { StaticPageContent } from '../types';

const faq: StaticPageContent = {
  title: 'Preguntas frecuentes',
  lead: 'Respuestas rápidas a las preguntas que más nos hacen. ¿No encuentras la tuya? Escribe a {support_email}.',
  toc: true,
  sections: [
    {
      id: 'account',
      heading: 'Tu cuenta',
      blocks: [
        {
          q: '¿Quién puede registrarse?',
          a: ['Cualquier persona de {min_age} años o más. Al registrarte te pedimos tu fecha de nacimiento; si tienes menos de {min_age} años, no es posible.'],
        },
        {
          q: 'He olvidado mi contraseña. ¿Qué hago?',
          a: ['En la página de inicio de sesión, elige «¿Has olvidado tu contraseña?». Recibirás un correo con un enlace para elegir una contraseña nueva. ¿No te ha llegado? Revisa también la carpeta de spam.'],
        },
        {
          q: '¿Cómo elimino mi cuenta?',
          a: ['En Ajustes, en «Eliminar cuenta». Después tienes 14 días para reactivar tu cuenta con el enlace que te enviamos por correo; pasado ese plazo, eliminamos todos tus datos definitivamente.'],
        },
        {
          q: '¿Puedo ver qué datos guardáis sobre mí?',
          a: ['Sí. En Ajustes, en «Tus datos», descargas con un solo clic todo lo que guardamos sobre ti. Más información en nuestra [política de privacidad](/pages/privacy).'],
        },
      ],
    },
    {
      id: 'credits',
      heading: 'Créditos y pagos',
      blocks: [
        {
          q: '¿Qué son los créditos?',
          a: ['Con los créditos pagas el contacto: un mensaje cuesta {message_credits} créditos (unos {message_price}), una foto {photo_credits} créditos y un regalo {gift_credits} créditos. Siempre ves lo que cuesta algo antes de enviarlo, y cada paquete muestra su precio en euros junto al número de créditos.'],
        },
        {
          q: '¿Tengo que suscribirme?',
          a: ['No. Compras créditos cuando quieres; nunca se te cobra nada automáticamente.'],
        },
        {
          q: '¿Me podéis devolver el dinero?',
          a: ['Te devolvemos el importe de los créditos que aún no has usado si te pones en contacto con nosotros en un plazo de {refund_days} días desde tu compra. Consulta la [política de devoluciones](/pages/return-policy).'],
        },
      ],
    },
    {
      id: 'profielen',
      heading: 'Perfiles y contacto',
      blocks: [
        {
          q: '¿Qué son los perfiles ficticios?',
          a: [
            'Algunos perfiles de {name} los gestiona una persona de nuestro equipo. Los reconoces por el icono que aparece en la tarjeta del perfil y en el propio perfil. Con un perfil ficticio puedes chatear, pero no quedar en persona. Los mensajes a estos perfiles cuestan los mismos créditos que cualquier otro mensaje.',
          ],
        },
        {
          q: '¿Cómo bloqueo a alguien?',
          a: ['En el perfil del miembro y en vuestra conversación encontrarás el botón para bloquear. A partir de ese momento, no os veréis en ninguna parte. En Ajustes ves los miembros que has bloqueado y puedes desbloquearlos.'],
        },
        {
          q: '¿Puedo ser invisible?',
          a: ['Sí. Activa el «Modo invisible» en Ajustes: dejarás de aparecer en los resultados de búsqueda, pero los miembros con los que ya chateas podrán seguir escribiéndote.'],
        },
        {
          q: 'Alguien no respeta las normas. ¿Qué hago?',
          a: ['Bloquea a ese miembro y escríbenos a {support_email} con el nombre del perfil. En la [política de bloqueos](/pages/ban) puedes leer qué no está permitido y qué hacemos al respecto.'],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contacto',
      blocks: [
        {
          q: '¿Cómo contacto con atención al cliente?',
          a: ['Escribe a {support_email} o llama al {support_phone}. En la página de [atención al cliente](/pages/service) también explicamos cómo presentar una reclamación.'],
        },
      ],
    },
  ],
};

export default faq;
