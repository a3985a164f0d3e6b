import { useMessageText } from '@portal/i18n/messages';
import { useNotification, notificationStore } from '@portal/http/notifications';
import { NotificationBanner } from '@portal/ui/NotificationBanner';

/**
 * Shows the API's error list (or a success message) posted by any app on the page. Messages are
 * catalogue references, worded here in the current language (and re-worded on a switch).
 */
export function NotificationArea() {
  const notification = useNotification();
  const messageText = useMessageText();
  if (!notification) return null;
  return (
    <NotificationBanner variant={notification.kind} onDismiss={() => notificationStore.getState().clear()}>
      {notification.messages.length === 1 ? (
        <p className="pt-body">{messageText(notification.messages[0]!)}</p>
      ) : (
        <ul className="pt-list">
          {notification.messages.map((message) => (
            <li key={message}>{messageText(message)}</li>
          ))}
        </ul>
      )}
    </NotificationBanner>
  );
}
