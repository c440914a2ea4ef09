import type { StaticPageContent } from '../types';

const ban: StaticPageContent = {
  title: 'Política de bloqueos',
  lead: 'Todo el mundo debe sentirse seguro y bienvenido en {name}. Por eso tenemos unas normas de la casa. Aquí puedes leer qué no está permitido, qué hacemos cuando alguien incumple las normas y cómo puedes recurrir.',
  sections: [
    {
      id: 'wat-niet-mag',
      heading: 'Motivos por los que bloqueamos una cuenta',
      blocks: [
        [
          '**Ser menor de edad**: tienes menos de {min_age} años o te haces pasar por alguien más joven.',
          '**Una identidad falsa**: usas el nombre o las fotos de otra persona, o creas varias cuentas.',
          '**Acoso y amenazas**: sigues escribiendo a alguien que claramente no quiere contacto, o insultas, amenazas o chantajeas.',
          '**Odio y discriminación**: insultas o amenazas a alguien por su origen, religión, género, orientación sexual, discapacidad o edad.',
          '**Imágenes sin consentimiento**: compartes imágenes de desnudos u otras imágenes privadas de alguien que no ha dado su consentimiento.',
          '**Dinero y sexo**: pides u ofreces dinero, regalos u otro tipo de pago a cambio de sexo, u ofreces servicios de acompañantes u otros servicios de pago.',
          '**Estafas**: pides a otros miembros dinero, datos bancarios o datos de acceso, o intentas llevarlos a otro sitio web.',
          '**Publicidad y spam**: haces publicidad, envías el mismo mensaje de forma masiva o publicas enlaces a otros servicios.',
          '**Datos personales de otras personas**: compartes la dirección, el número de teléfono u otros datos de otra persona sin su consentimiento.',
          '**Uso indebido del sitio**: intentas saltarte la seguridad, hacerte con la cuenta de otra persona o perturbar el funcionamiento del sitio, o anulas un pago de forma injustificada.',
          '**Contenido ilegal**: cualquier cosa que sea delito en los Países Bajos. Siempre denunciamos a la policía las imágenes sexuales de menores.',
        ],
      ],
    },
    {
      id: 'wat-we-doen',
      heading: 'Qué hacemos',
      blocks: [
        'Si la infracción es leve, primero recibes un aviso y retiramos el contenido que no está permitido. Si es grave o se repite, bloqueamos tu cuenta de inmediato. Un miembro bloqueado ya no puede iniciar sesión y nadie puede verlo. Quien se salte un bloqueo con una cuenta nueva vuelve a ser bloqueado.',
        'Siempre te informamos por correo electrónico de la medida que hemos tomado y por qué: qué norma está en juego y de qué contenido o comportamiento se trata.',
        'Si aún tenías créditos comprados sin usar, te devolvemos su importe, salvo que el bloqueo se deba a una estafa o un fraude.',
      ],
    },
    {
      id: 'melden',
      heading: 'Denunciar a alguien',
      blocks: [
        '¿Otro miembro no respeta las normas? Bloquéalo: a partir de ese momento, no os veréis en ninguna parte. Además, escríbenos a {support_email} con el nombre del perfil y lo que ha pasado, para que podamos intervenir. Si alguien está en peligro inmediato, llama al 112.',
      ],
    },
    {
      id: 'bezwaar',
      heading: 'Recurrir una decisión',
      blocks: [
        'Si no estás de acuerdo con un aviso o un bloqueo, escribe a {support_email} en un plazo de 14 días y explica por qué. Revisará tu recurso una persona de nuestro equipo distinta de la que tomó la decisión. En un plazo de 14 días te comunicaremos lo que decidamos.',
      ],
    },
  ],
};

export default ban;
