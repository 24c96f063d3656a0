// Zod-free: the catalogue (read by the landing page's first JavaScript) words support with it.

/**
 * The free promise (the dashboard's "Need Help?" card): "usually within one business day", counted as 24 hours.
 * Premium's promise is called priority only when it is shorter than that (ADR 0059).
 */
export const FREE_SUPPORT_HOURS = 24;

export const isPrioritySupport = (responseHours: number): boolean => responseHours < FREE_SUPPORT_HOURS;
