/** The customer service popup's size (SPEC §9). */
export const chatWindow = { width: 440, height: 500 } as const;

/**
 * Opens customer service in its own small window. False when the browser blocked the popup, so the
 * caller can let the link open it in a tab instead.
 */
export function openChatWindow(url: string): boolean {
  const features = `popup,width=${chatWindow.width},height=${chatWindow.height}`;
  const popup = window.open(url, 'tala-customer-service', features);
  if (!popup) return false;
  // The chat is a third party's page: it must not be able to steer this one.
  popup.opener = null;
  return true;
}
