import type { StaticPageContent } from '../types';

const cookies: StaticPageContent = {
  title: 'Política de cookies',
  lead: '{name} usa las cookies que el sitio necesita para funcionar y, solo con tu consentimiento, una cookie que recuerda a través de qué partner llegaste. Nada de cookies publicitarias ni de cookies de terceros que te siguen por internet.',
  sections: [
    {
      id: 'wat-zijn-cookies',
      heading: 'Qué son las cookies',
      blocks: [
        'Una cookie es un pequeño archivo que un sitio web guarda en tu navegador para reconocerte en tu próxima visita. Aquí también llamamos cookies a técnicas similares, como el almacenamiento local de tu navegador.',
      ],
    },
    {
      id: 'welke-cookies',
      heading: 'Qué cookies usamos',
      blocks: [
        [
          '**hs_session**: mantiene tu sesión iniciada. Solo contiene un código aleatorio, ningún dato personal. Se guarda hasta que cierras la sesión, como máximo 30 días.',
          '**locale**: recuerda el idioma en el que ves el sitio. Se guarda 365 días.',
          '**hs_photo_alert_dismissed**, **hs_activation_reminder_dismissed**, **hs_notifications_disabled_alert_dismissed**, **hs_push_alert_dismissed**: recuerdan cuándo cerraste un aviso (sobre tu foto de perfil, la confirmación de tu correo electrónico, los correos desactivados o las notificaciones push), para no volver a mostrártelo. Solo contienen ese momento. Se guardan 365 días.',
          '**hs_entry_ok**: recuerda cuándo confirmaste que tienes 18 años o más, para no preguntártelo en cada visita. Se guarda 365 días.',
          '**hs_consent**: recuerda si aceptaste o rechazaste la cookie de abajo, y cuándo. Se guarda 365 días.',
          '**hs_arrival**: solo recuerda que llegaste a través de un anuncio o de un partner, para que durante esta visita sigas viendo lo que se te mostró allí. No contiene datos de ese partner ni nada que te identifique. Desaparece al cerrar el navegador.',
          '**Almacenamiento local**: recuerda si ya has cerrado un aviso y guarda un formulario de registro a medio rellenar hasta que cierras la pestaña.',
        ],
      ],
    },
    {
      id: 'toestemming',
      heading: 'Solo con tu consentimiento',
      blocks: [
        '**hs_tracking**: recuerda a través de qué partner o campaña llegaste, para que podamos pagar a ese partner si te registras. Se guarda 30 días. Esta cookie no es necesaria para usar el sitio: solo la instalamos si haces clic en Aceptar en el aviso de cookies.',
        'Las demás cookies de arriba son necesarias para que el sitio funcione: sin ellas no puedes iniciar sesión ni usar el sitio en tu idioma. La ley neerlandesa de telecomunicaciones (Telecommunicatiewet) no exige consentimiento para ellas. Puedes cambiar tu elección cuando quieras en **Ajustes de cookies**, al pie de cada página.',
      ],
    },
    {
      id: 'verwijderen',
      heading: 'Eliminar o bloquear cookies',
      blocks: [
        'En los ajustes de tu navegador puedes ver, eliminar y bloquear cookies. Si bloqueas hs_session, ya no podrás iniciar sesión.',
        'En nuestra [política de privacidad](/pages/privacy) explicamos cómo tratamos tus datos. ¿Tienes preguntas? Escribe a {support_email}.',
      ],
    },
  ],
};

export default cookies;
