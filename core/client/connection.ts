// Online and offline (spec 000 §4): going offline shows a quiet notice (and link prefetch
// pauses, as it reads navigator.onLine); coming back removes it (and prefetch catches up
// on the links in view, core/client/start.tsx).
export const OFFLINE_NOTICE_ID = '__neutron_offline';
export const OFFLINE_TEXT = 'You are offline. What is on this page stays readable; new pages load when you are back online.';

export function watchConnection(target: Window = window): () => void {
  const show = () => {
    if (target.document.getElementById(OFFLINE_NOTICE_ID)) return;
    const notice = target.document.createElement('p');
    notice.id = OFFLINE_NOTICE_ID;
    notice.className = 'offline-notice';
    notice.setAttribute('role', 'status');
    notice.textContent = OFFLINE_TEXT;
    target.document.body.append(notice);
  };
  const hide = () => target.document.getElementById(OFFLINE_NOTICE_ID)?.remove();
  target.addEventListener('offline', show);
  target.addEventListener('online', hide);
  if (!target.navigator.onLine) show();
  return () => {
    target.removeEventListener('offline', show);
    target.removeEventListener('online', hide);
    hide();
  };
}
