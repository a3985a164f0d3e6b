import { useNotification, notificationStore } from '@portal/http/notifications';
import { NotificationBanner } from '@portal/ui/NotificationBanner';

const TITLES = { error: 'There is a problem', success: 'Success', info: 'Important' } as const;

/** Shows the API's error list (or a success message) posted by any app on the page. */
export function NotificationArea() {
  const notification = useNotification();
  if (!notification) return null;
  return (
    <NotificationBanner variant={notification.kind} title={TITLES[notification.kind]} onDismiss={() => notificationStore.getState().clear()}>
      {notification.messages.length === 1 ? (
        <p className="pt-body">{notification.messages[0]}</p>
      ) : (
        <ul className="pt-list">
          {notification.messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </NotificationBanner>
  );
}
