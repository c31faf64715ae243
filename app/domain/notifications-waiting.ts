/**
 * The one count of the portal's Notifications tab, shown on the tab's red badge, in the tab's
 * "N unread notifications" line and on its Unread filter: everything that waits for the client
 * there, its unread notifications and its pending testimonial requests (a request waits until the
 * testimonial is sent). A pending request alone shows '1'.
 */
export function notificationsWaiting({
  unreadNotifications,
  testimonialRequests,
}: {
  unreadNotifications: number;
  testimonialRequests: number;
}) {
  const count = Math.max(0, unreadNotifications) + Math.max(0, testimonialRequests);
  const noun = count === 1 ? "unread notification" : "unread notifications";
  return { count, noun, label: count === 0 ? "You're all caught up" : `${count} ${noun}` };
}

export type NotificationsWaiting = ReturnType<typeof notificationsWaiting>;
