// Browser notifications, imported by the generated service worker (/sw.js). Each push from
// the store carries JSON { title, body, url, tag }; a click on the notification opens url in
// a tab of the store: one already open is brought forward and navigated there.

const ICON = '/icons/icon-192.png';

/** A path of this site: a url from elsewhere (never sent by the store) opens the home page. */
function pathOnThisSite(url) {
  try {
    const target = new URL(url, self.location.origin);
    return target.origin === self.location.origin ? target.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

function readMessage(data) {
  try {
    const message = data ? data.json() : null;
    if (message && typeof message.title === 'string') return message;
  } catch {
    // Not JSON: shown below as a bare notification, as a push must always show one.
  }
  return null;
}

self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  const title = message ? message.title : 'BigKeys';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: message && typeof message.body === 'string' ? message.body : '',
      icon: ICON,
      badge: ICON,
      // A newer notice about the same thing (one order) replaces the older one.
      tag: message && typeof message.tag === 'string' ? message.tag : undefined,
      data: { url: pathOnThisSite(message && typeof message.url === 'string' ? message.url : '/') },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = pathOnThisSite(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      // Only tabs this worker controls can be navigated by it.
      const tabs = await self.clients.matchAll({ type: 'window' });
      const tab = tabs.find((client) => client.focused) ?? tabs[0];
      if (!tab) {
        await self.clients.openWindow(url);
        return;
      }
      // Focused first, while the click still counts as the visitor's; a browser that
      // refuses it still gets the page.
      await tab.focus().catch(() => undefined);
      await tab.navigate(url);
    })(),
  );
});
