import type { PwaTexts } from './en';

export const pwaEs: PwaTexts = {
  updateAvailable: 'Hay una nueva versión de la aplicación disponible. ¿Quieres recargar?',
  workerMissing: 'No se encontró el service worker. La página se ha recargado.',
  offline: 'No hay conexión a internet. La aplicación funciona en modo sin conexión.',
  unsupported: 'Este navegador no admite service workers.',
};
