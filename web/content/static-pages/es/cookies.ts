import type { StaticPageContent } from '../types';

const cookies: StaticPageContent = {
  title: 'Política de cookies',
  lead: '{name} solo usa las cookies que el sitio necesita para funcionar. Nada de cookies publicitarias ni de cookies de terceros que te siguen por internet.',
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
          '**hs_tracking**: recuerda a través de qué socio o campaña llegaste, para que podamos pagar a ese socio. Se guarda 30 días.',
          '**hs_photo_alert_dismissed**, **hs_activation_reminder_dismissed**: recuerdan cuándo cerraste el aviso sobre tu foto de perfil o sobre la confirmación de tu correo electrónico, para no volver a mostrártelo. Solo contienen ese momento. Se guardan 365 días.',
          '**Almacenamiento local**: recuerda si ya has cerrado un aviso y guarda un formulario de registro a medio rellenar hasta que cierras la pestaña.',
        ],
      ],
    },
    {
      id: 'toestemming',
      heading: 'Por qué no te pedimos consentimiento',
      blocks: [
        'Estas cookies son funcionales: sin ellas no puedes iniciar sesión ni usar el sitio en tu idioma. La ley neerlandesa de telecomunicaciones (Telecommunicatiewet) no exige consentimiento para este tipo de cookies. No usamos cookies analíticas ni publicitarias, ni cookies de redes sociales. Si algún día lo hacemos, primero te pediremos tu consentimiento.',
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
