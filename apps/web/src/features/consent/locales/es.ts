import type { ConsentTexts } from './en';

export const consentEs: ConsentTexts = {
  title: 'Te damos la bienvenida a BigKeys',
  intro:
    'Tu tienda de claves de juegos, tarjetas regalo y tarjetas de suscripción. Esto es lo que te espera:',
  points: {
    instantKeys: {
      title: 'Claves al instante',
      text: 'La mayoría de las claves llegan justo después del pago y, como máximo, en 24 horas.',
    },
    securePayment: {
      title: 'Pago seguro',
      text: 'Paga con tarjeta, Apple Pay, Google Pay, Klarna o PayPal mediante una conexión cifrada.',
    },
    helpCentre: {
      title: 'Centro de ayuda',
      text: 'Guías, respuestas y un chat con nuestro equipo desde el botón de ayuda de cada página.',
    },
  },
  privacyTitle: 'Tu elección de privacidad',
  privacyText:
    '«Solo esenciales» mantiene las cookies que la tienda necesita y estadísticas de visitas anónimas. «Aceptar todo» permite además cookies publicitarias y anuncios personalizados.',
  acceptTerms:
    'He leído y acepto los <terms>términos y condiciones</terms> y la <privacy>política de privacidad</privacy>.',
  newTab: '(se abre en una pestaña nueva)',
  essentialOnly: 'Solo esenciales',
  acceptAll: 'Aceptar todo',
};
