import { CUSTOMER_MESSAGES_ES } from '@store/shared/messages/messages-es';
import type { PreferencesTexts } from './en';

export const preferencesEs: PreferencesTexts = {
  selector: {
    label: 'Región y moneda',
    button: 'Región y moneda: {{region}}, {{currency}}',
  },
  dialog: {
    title: 'Región y moneda',
    description:
      'Los precios se muestran en la moneda que elijas. Tu región determina dónde se pueden activar tus claves.',
    close: 'Cerrar',
    region: 'Región',
    search: 'Buscar países y regiones',
    searchPlaceholder: 'País, región o moneda',
    regions: 'Regiones',
    countries: 'Países',
    noMatch: 'Ningún país ni región coincide con «{{query}}».',
    currency: 'Moneda',
    currencyHint: 'Al elegir un país se selecciona su moneda; aun así puedes elegir otra.',
    cartNote: 'Cambiar la moneda o la región vacía tu carrito, ya que cambian todos los precios.',
    save: 'Guardar',
    cancel: 'Cancelar',
    loading: 'Cargando regiones y monedas…',
    loadError: 'No se han podido cargar las regiones y monedas.',
    retry: 'Reintentar',
    yourRegion: 'Tu región',
    supportNote:
      'Tu región está vinculada a tu cuenta y solo nuestro equipo de soporte puede cambiarla.',
    contactSupport: 'Contactar con soporte',
  },
  regionNames: {
    GLOBAL: 'Global',
    EU: 'Europa',
    UK: 'Reino Unido',
    US: 'Estados Unidos',
    CH: 'Suiza',
    CA: 'Canadá',
    LATAM: 'Latinoamérica',
    AU: 'Australia y Nueva Zelanda',
    JP: 'Japón',
    ASIA: 'Asia',
    MEA: 'Oriente Medio y África',
    TR: 'Turquía',
    CIS: 'CEI',
  },
  newsletter: {
    title: 'Boletín',
    description:
      'Novedades, ofertas e ideas para regalar, unas dos veces al mes. Puedes darte de baja cuando quieras.',
    email: 'Tu correo para el boletín',
    placeholder: 'tu@ejemplo.com',
    submit: 'Suscribirme',
    invalidEmail: CUSTOMER_MESSAGES_ES.newsletter.invalidEmail,
    subscribed: CUSTOMER_MESSAGES_ES.newsletter.subscribed,
    duplicate: CUSTOMER_MESSAGES_ES.newsletter.duplicate,
    failed: CUSTOMER_MESSAGES_ES.newsletter.failed,
  },
  payments: {
    title: 'Pago seguro',
  },
  social: {
    title: 'Síguenos',
    link: 'BigKeys en {{network}} (se abre en una pestaña nueva)',
  },
};
