import type { StaticPageContent } from '../types';

const privacy: StaticPageContent = {
  title: 'Política de privacidad',
  lead: 'Las citas son algo personal. Aquí puedes leer qué datos guarda {name} sobre ti, por qué, durante cuánto tiempo y qué puedes hacer tú con ellos. Esta política se basa en el Reglamento General de Protección de Datos (RGPD).',
  toc: true,
  sections: [
    {
      id: 'verantwoordelijke',
      heading: 'Quién es el responsable',
      blocks: [
        '{company_name}, {company_address}, {company_city}, {company_country} (Cámara de Comercio neerlandesa, KvK, n.º {company_kvk}) es el responsable del tratamiento de los datos de {name}. Envía tus preguntas sobre privacidad a {support_email}.',
      ],
    },
    {
      id: 'welke-gegevens',
      heading: 'Qué datos tratamos',
      blocks: [
        [
          '**Datos de la cuenta**: tu correo electrónico, tu contraseña (solo como hash irreversible, nunca legible), tu nombre, fecha de nacimiento, género, país y región.',
          '**Datos del perfil**: tus fotos, tu texto sobre ti, tus intereses y lo que buscas. Tu orientación sexual es un dato de categoría especial; solo lo tratamos porque tú lo incluyes expresamente en tu perfil.',
          '**Mensajes y contacto**: los mensajes, fotos y regalos que envías y recibes, tus likes, tus matches y los miembros que bloqueas.',
          '**Compras**: tus créditos, tus compras y tus pagos (importe, fecha, método de pago). Los datos de tu tarjeta o cuenta bancaria los trata el proveedor de pagos; nosotros no los guardamos.',
          '**Datos técnicos**: tu dirección IP, tu navegador y los momentos en que inicias sesión, para mantener el sitio seguro y frenar los abusos.',
          '**Procedencia**: el socio o la campaña a través de la que llegaste, si entraste con el enlace de un socio.',
        ],
      ],
    },
    {
      id: 'waarom',
      heading: 'Para qué los tratamos',
      blocks: [
        [
          'Para prestarte el servicio para el que te registras: mostrar tu perfil, buscar, chatear y llevar la cuenta de tus créditos (ejecución del contrato, artículo 6, apartado 1, letra b, del RGPD).',
          'Para mostrar tu orientación sexual y otros datos sensibles que tú mismo indicas, y usarlos en las búsquedas (tu consentimiento explícito, artículo 9, apartado 2, letra a, del RGPD). Puedes cambiarlos o eliminarlos cuando quieras.',
          'Para mantener el sitio seguro, prevenir el fraude y los abusos, y hacer cumplir nuestras normas (nuestro interés legítimo, artículo 6, apartado 1, letra f, del RGPD).',
          'Para llevar nuestra contabilidad como exige la normativa fiscal (obligación legal, artículo 6, apartado 1, letra c, del RGPD).',
          'Para enviarte avisos, correos y notificaciones push: sobre tu cuenta, siempre; el resto, solo como tú elijas (ofertas y novedades, solo si las activas). Lo eliges en [Notificaciones y correo](/notifications), y cada uno de esos correos incluye un enlace para darte de baja.',
        ],
        'No vendemos tus datos ni los usamos para la publicidad de terceros.',
      ],
    },
    {
      id: 'fictieve-profielen',
      heading: 'Mensajes a perfiles ficticios',
      blocks: [
        'En {name} también hay perfiles ficticios, que se reconocen por un icono. Los mensajes que envías a un perfil ficticio los leen y responden personas de nuestro equipo. Están obligadas a guardar confidencialidad y solo usan tus mensajes para esa conversación.',
      ],
    },
    {
      id: 'bewaartermijnen',
      heading: 'Cuánto tiempo los guardamos',
      blocks: [
        [
          'Mientras exista tu cuenta, guardamos tu cuenta, tu perfil y tus conversaciones.',
          'Si eliminas tu cuenta, lo guardamos todo 14 días más, para que puedas reactivarla si cambias de idea. Después eliminamos definitivamente tu perfil, tus fotos, tus mensajes y los datos de tu cuenta.',
          'Los datos de compras y pagos los guardamos 7 años, porque así lo exige la normativa fiscal neerlandesa. Solo se usan para ese fin.',
          'Los datos técnicos de seguridad no los guardamos más tiempo del necesario para ese fin.',
        ],
      ],
    },
    {
      id: 'delen',
      heading: 'Con quién los compartimos',
      blocks: [
        'Contamos con proveedores de servicios para el alojamiento, el envío de correos y la gestión de los pagos. Solo tratan tus datos por encargo nuestro, con un contrato de encargado del tratamiento y dentro del Espacio Económico Europeo. Los demás miembros solo ven lo que pones en tu perfil y lo que les envías. Solo damos datos a la policía u otras autoridades cuando la ley nos obliga.',
      ],
    },
    {
      id: 'jouw-rechten',
      heading: 'Tus derechos',
      blocks: [
        'Tienes derecho a acceder a tus datos, a pedir que se rectifiquen o se supriman, a limitar su tratamiento, a oponerte al tratamiento basado en nuestro interés legítimo y a retirar el consentimiento que hayas dado.',
        [
          '**Descargar tus datos**: en [Ajustes](/settings), en «Tus datos», elige «Descargar mis datos». Recibirás al instante, en un archivo, todo lo que guardamos sobre ti (derecho de acceso y de portabilidad).',
          '**Eliminar tu cuenta**: en Ajustes, elige «Eliminar cuenta». Pasados 14 días, todo desaparece definitivamente.',
          'Puedes editar tu perfil o hacerte invisible en los resultados de búsqueda tú mismo cuando quieras, en Ajustes.',
        ],
        'Para cualquier otra solicitud, escribe a {support_email}. Respondemos en el plazo de un mes y, a veces, antes te pedimos que confirmes que la cuenta es tuya.',
      ],
    },
    {
      id: 'beveiliging',
      heading: 'Cómo protegemos tus datos',
      blocks: [
        'El sitio solo funciona a través de una conexión cifrada. Guardamos las contraseñas como hash irreversible y las sesiones como códigos ilegibles, y tras demasiados intentos fallidos de inicio de sesión bloqueamos temporalmente los siguientes intentos. Si detectamos una brecha de datos que suponga un riesgo para ti, te lo comunicamos a ti y a la autoridad de control.',
      ],
    },
    {
      id: 'klacht',
      heading: 'Una reclamación sobre tu privacidad',
      blocks: [
        'Si no estás conforme con cómo tratamos tus datos, dínoslo primero en {support_email}. También tienes siempre derecho a presentar una reclamación ante la autoridad de control neerlandesa, la Autoriteit Persoonsgegevens (autoriteitpersoonsgegevens.nl), o ante la autoridad de control del país en el que vives.',
        'Más información sobre las cookies en nuestra [política de cookies](/pages/cookies).',
      ],
    },
  ],
};

export default privacy;
