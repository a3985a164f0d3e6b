import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './Button';
import { uiText } from './text';
import { joinClasses } from './VisuallyHidden';

export type NotificationVariant = 'info' | 'success' | 'error';

export interface NotificationBannerProps {
  variant?: NotificationVariant;
  /** The small title bar text. Defaults: "Important", "Success", "There is a problem". */
  title?: string;
  children: ReactNode;
  /**
   * role="alert": announced as soon as it appears. Default: on for success and error (they appear
   * after an action), off for info (role="region", found by landmark navigation).
   */
  alert?: boolean;
  /** Moves focus to the banner when it mounts (e.g. a success message after a submit replaced the form). */
  focusOnMount?: boolean;
  /** Shows a "Dismiss" button that calls this. */
  onDismiss?: () => void;
}

const DEFAULT_TITLES = { info: 'notification.important', success: 'notification.success', error: 'notification.error' } as const;

/** A message for the whole page, e.g. server errors that belong to no field, or a success message. */
export function NotificationBanner(props: NotificationBannerProps) {
  const text = uiText.useText();
  const { variant = 'info', title = text(DEFAULT_TITLES[variant]), children, alert = variant !== 'info', focusOnMount = false, onDismiss } = props;
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);

  return (
    <div
      ref={ref}
      className={joinClasses('pt-notification-banner', variant !== 'info' && `pt-notification-banner--${variant}`)}
      role={alert ? 'alert' : 'region'}
      aria-labelledby={titleId}
      tabIndex={focusOnMount ? -1 : undefined}
    >
      <div className="pt-notification-banner__header">
        <h2 className="pt-notification-banner__title" id={titleId}>
          {title}
        </h2>
      </div>
      <div className="pt-notification-banner__content">
        {children}
        {onDismiss && (
          <Button variant="link" className="pt-notification-banner__dismiss" onClick={onDismiss}>
            {text('notification.dismiss')}
            <span className="pt-visually-hidden">{text('notification.dismissContext')}</span>
          </Button>
        )}
      </div>
    </div>
  );
}
